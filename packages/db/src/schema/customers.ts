import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { sites } from "./site.ts";

/**
 * A shop's customer (accounts are per shop: the same e-mail can have an account in two shops).
 * E-mails are stored in lower case. An account is usable once activated (`is_active`).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /**
     * Null for a board account that signed up by phone (decision 0058); unique per site when set.
     * The customer API answers "" for it, so shop clients keep reading a string.
     */
    email: text("email"),
    /** argon2id (PHC string); null for an account that signs in by code or a social provider only. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** yyyy-mm-dd or null. */
    birthday: text("birthday"),
    isActive: boolean("is_active").notNull().default(false),
    /** The language the customer uses the shop in: their e-mails are written in it. */
    lang: text("lang").notNull(),
    loyaltyPoints: doublePrecision("loyalty_points").notNull().default(0),
    canUsePromocode: boolean("can_use_promocode").notNull().default(true),
    /** Bumped on a password change or reset: one-time links made before it stop working. */
    securityStamp: integer("security_stamp").notNull().default(0),
    /** The profile picture (an upload's master path, `uploads/<hash>.webp`), shown on the board. */
    avatarPath: text("avatar_path"),
    /** Set when a moderator bans the account from the board (it cannot sign in or post). */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    blockedReason: text("blocked_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
  },
  (t) => [unique("users_site_email").on(t.siteId, t.email)],
);

/**
 * A sign-in: one family of rotating refresh tokens. Only the token with `current_jti` is
 * accepted; presenting an older one (outside a short grace for a race between two tabs) means
 * it was stolen, and the whole family is revoked. Access tokens name their session, so
 * revoking it (logout, password change) ends them too.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currentJti: text("current_jti").notNull(),
    previousJti: text("previous_jti"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it ended: logout, reuse, password. */
    revokedReason: text("revoked_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

/**
 * One-time secrets sent to a customer: activation and password-reset links, account-deletion
 * confirmations and six-digit login codes. Only a hash is stored; a secret works once, until
 * it expires, and a code allows a few guesses.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose")
      .$type<"activation" | "reset_password" | "delete_account" | "login_code">()
      .notNull(),
    /** sha256 (hex) of the secret. */
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tokens_user_purpose").on(t.userId, t.purpose)],
);

/**
 * OAuth 1.0a request tokens (Twitter sign-in) between the request-token step and the callback:
 * the token secret must stay on the server until the access-token exchange signs with it. Bound
 * to the site, short-lived, and deleted when used (docs/decisions/0019).
 */
export const oauthRequestTokens = pgTable(
  "oauth_request_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"twitter">().notNull(),
    /** The provider's public `oauth_token` (it comes back in the callback's query). */
    token: text("token").notNull(),
    /** The provider's `oauth_token_secret`: needed in clear to sign the exchange. */
    secret: text("secret").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("oauth_request_tokens_site_provider_token").on(t.siteId, t.provider, t.token),
    index("oauth_request_tokens_expires").on(t.expiresAt),
  ],
);

/** A customer's saved delivery addresses (the checkout offers them). */
export const deliveryAddresses = pgTable(
  "delivery_addresses",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    regionId: integer("region_id"),
    localityId: integer("locality_id"),
    street: text("street").notNull(),
    building: text("building").notNull(),
    apartment: text("apartment").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("delivery_addresses_user").on(t.userId)],
);

/** A customer's favourite products (guests keep theirs in the browser; merged on sign-in). */
export const favorites = pgTable(
  "favorites",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** A business customer's company (spec: "my companies"; orders can be filtered by it). */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The fiscal code (IDNO in Moldova, CUI in Romania). */
    fiscalCode: text("fiscal_code").notNull(),
    vatCode: text("vat_code").notNull().default(""),
    address: text("address").notNull().default(""),
    bank: text("bank").notNull().default(""),
    iban: text("iban").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_user").on(t.userId), unique("companies_user_fiscal").on(t.userId, t.fiscalCode)],
);

/**
 * The points ledger: every change staff make to a customer's balance, with the reason and the
 * balance after it (the balance itself stays on `users.loyalty_points`; orders' earned and spent
 * points are on the orders). Written in the transaction that changes the balance.
 */
export const loyaltyEntries = pgTable(
  "loyalty_entries",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Points added (positive) or taken (negative). */
    delta: doublePrecision("delta").notNull(),
    balanceAfter: doublePrecision("balance_after").notNull(),
    reason: text("reason").notNull(),
    /** The staff member who made it (kept as text too: the member may be deleted later). */
    staffId: integer("staff_id"),
    staffEmail: text("staff_email").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("loyalty_entries_user").on(t.userId, t.createdAt)],
);
