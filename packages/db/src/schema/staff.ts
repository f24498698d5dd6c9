import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";
import { sites } from "./site.ts";

export type StaffRole = "owner" | "manager" | "content_editor";

/**
 * The back-office's people: staff of one shop, apart from its customers (another table, other
 * sessions). An e-mail is unique per shop; the same person may be staff of two shops.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    role: text("role").$type<StaffRole>().notNull(),
    /** argon2id, as customers' passwords. */
    passwordHash: text("password_hash").notNull(),
    /** Base32 TOTP secret once two-step sign-in is on; the pending one while it is being set up. */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer("totp_last_step"),
    /** A deactivated member cannot sign in; their sessions are ended. */
    active: boolean("active").notNull().default(true),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("staff_site_email").on(t.siteId, t.email)],
);

/** A signed-in browser of a staff member: the cookie carries a random token, only its hash is kept. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** sha256 of the session token, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff").on(t.staffId)],
);

/** Every change made in the back-office: who, when, what, and the record before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Kept as it was, so the entry still names someone whose account is gone. */
    staffEmail: text("staff_email").notNull(),
    /** e.g. `order.status`, `order.paid`, `staff.create`, `session.revoke`. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    ip: text("ip").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_site_at").on(t.siteId, t.at), index("audit_log_entity").on(t.entity, t.entityId)],
);

/** Staff's internal notes on an order (never shown to the customer). */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order").on(t.orderId)],
);
