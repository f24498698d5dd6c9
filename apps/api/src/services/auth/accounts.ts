import type { RegisterInput, TokenPair, User } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  ACTIVATION_TTL_S,
  DELETE_ACCOUNT_TTL_S,
  decodeUid,
  encodeUid,
  normalizeEmail,
  normalizePhone,
  PASSWORD_TEXT,
  passwordProblems,
  phoneCountryOf,
  RESET_PASSWORD_TTL_S,
} from "@sf/domain";
import { isLocale } from "@sf/i18n";
import { type AccountLinkKind, accountLinkMessage, type Messaging } from "@sf/messaging";
import { and, eq, sql } from "drizzle-orm";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getMailShop } from "../get-mail-shop.ts";
import { consumeSecret, dropSecrets, issueSecret } from "./one-time.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { revokeUserSessions, startSession } from "./sessions.ts";
import type { TokenSigner } from "./tokens.ts";

export type AuthDeps = { db: Db; signer: TokenSigner; messaging: Messaging; storefrontUrl: string };
type UserRow = typeof schema.users.$inferSelect;

const NO_ACCOUNT = () =>
  new AppError("not_authenticated", "No active account found with the given credentials", {
    code: "no_active_account",
  });

const LINK_PATH: Record<AccountLinkKind, string> = {
  activation: "activate",
  reset_password: "password/reset",
  delete_account: "account/delete",
};
const LINK_TTL: Record<AccountLinkKind, number> = {
  activation: ACTIVATION_TTL_S,
  reset_password: RESET_PASSWORD_TTL_S,
  delete_account: DELETE_ACCOUNT_TTL_S,
};

export function userView(row: UserRow): User {
  return {
    id: row.id,
    // A board account made by phone has no e-mail: shop clients read a string (decision 0058).
    email: row.email ?? "",
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    birthday: row.birthday,
    loyalty_points: row.loyaltyPoints,
    can_use_promocode: row.canUsePromocode,
    is_active: row.isActive,
    date_joined: row.createdAt.toISOString(),
  };
}

async function findByEmail(db: Db, siteId: number, email: string): Promise<UserRow | undefined> {
  const { users } = schema;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, normalizeEmail(email))));
  return row;
}

export async function findUser(db: Db, siteId: number, id: number): Promise<UserRow | undefined> {
  const { users } = schema;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.id, id)));
  return row;
}

function checkPassword(field: string, password: string, email: string): void {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw new FieldErrors({ [field]: problems.map((p) => PASSWORD_TEXT[p]) });
}

/** A phone in the shop's country form, or a field error; "" stays "". */
function cleanPhone(site: Site, phone: string | undefined): string | undefined {
  if (phone === undefined || phone === "") return phone;
  const country = phoneCountryOf(phone) ?? (site.settings.is_romanian ? "RO" : "MD");
  const normal = normalizePhone(phone, country);
  if (!normal) throw new FieldErrors({ phone: ["Enter a valid phone number."] });
  return normal;
}

/** Sends a one-time link by e-mail; false when the message could not be sent. */
async function sendLink(deps: AuthDeps, site: Site, user: UserRow, kind: AccountLinkKind): Promise<boolean> {
  const secret = await issueSecret(deps.db, site.id, user.id, kind, LINK_TTL[kind]);
  const lang = isLocale(user.lang) && site.languages.includes(user.lang) ? user.lang : site.mainLanguage;
  const url = `${deps.storefrontUrl}/${lang}/${LINK_PATH[kind]}/${encodeUid(user.id)}/${secret}`;
  if (!user.email) return false;
  const shop = getMailShop(site, deps.storefrontUrl);
  return deps.messaging.sendEmail({
    to: user.email,
    fromName: shop.name,
    ...accountLinkMessage(kind, url, lang, shop),
  });
}

/**
 * Registration (`POST /auth/users/`): a new account, inactive until the e-mailed link is
 * opened. Signing up again with an e-mail that was never activated replaces that attempt.
 */
export async function register(deps: AuthDeps, site: Site, lang: string, input: RegisterInput) {
  const email = normalizeEmail(input.email);
  checkPassword("password", input.password, email);
  const phone = cleanPhone(site, input.phone) ?? "";
  const existing = await findByEmail(deps.db, site.id, email);
  if (existing?.isActive) throw new FieldErrors({ email: ["user with this email address already exists."] });
  const values = {
    passwordHash: await hashPassword(input.password),
    firstName: input.first_name ?? "",
    lastName: input.last_name ?? "",
    phone,
    lang,
  };
  const { users } = schema;
  const [user] = existing
    ? await deps.db.update(users).set(values).where(eq(users.id, existing.id)).returning()
    : await deps.db
        .insert(users)
        .values({ siteId: site.id, email, ...values })
        .onConflictDoUpdate({
          target: [users.siteId, users.email],
          set: values,
          where: eq(users.isActive, false),
        })
        .returning();
  if (!user) throw new FieldErrors({ email: ["user with this email address already exists."] });
  await sendLink(deps, site, user, "activation");
  return { id: user.id, email, first_name: user.firstName, last_name: user.lastName };
}

/** The user a link's uid names in this shop, or a field error. */
async function userFromUid(db: Db, siteId: number, uid: string): Promise<UserRow> {
  const id = decodeUid(uid);
  const user = id === null ? undefined : await findUser(db, siteId, id);
  if (!user) throw new FieldErrors({ uid: ["Invalid user id or user doesn't exist."] });
  return user;
}

/** Activation (`POST /auth/users/activation/`): the account becomes usable and is signed in. */
export async function activate(deps: AuthDeps, site: Site, uid: string, token: string): Promise<TokenPair> {
  const user = await userFromUid(deps.db, site.id, uid);
  if (user.isActive) throw new AppError("permission_denied", "Stale token for given user.");
  if (!(await consumeSecret(deps.db, user.id, "activation", token)))
    throw new FieldErrors({ token: ["Invalid token for given user."] });
  await deps.db.update(schema.users).set({ isActive: true }).where(eq(schema.users.id, user.id));
  return startSession(deps.db, deps.signer, site.id, user.id);
}

/** Sign-in by e-mail and password (`POST /auth/jwt/create/`). */
export async function login(deps: AuthDeps, site: Site, email: string, password: string): Promise<TokenPair> {
  const user = await findByEmail(deps.db, site.id, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok || !user.isActive) throw NO_ACCOUNT();
  return startSession(deps.db, deps.signer, site.id, user.id);
}

export async function me(db: Db, site: Site, userId: number): Promise<User> {
  const user = await findUser(db, site.id, userId);
  if (!user) throw new AppError("not_authenticated", "User not found", { code: "user_not_found" });
  return userView(user);
}

export async function updateMe(
  db: Db,
  site: Site,
  userId: number,
  input: { first_name?: string; last_name?: string; phone?: string; birthday?: string | null },
): Promise<User> {
  const phone = cleanPhone(site, input.phone);
  const { users } = schema;
  const changes = {
    ...(input.first_name !== undefined && { firstName: input.first_name }),
    ...(input.last_name !== undefined && { lastName: input.last_name }),
    ...(phone !== undefined && { phone }),
    ...(input.birthday !== undefined && { birthday: input.birthday || null }),
  };
  // An empty update (`{}`) is valid and changes nothing: there is no UPDATE without a column.
  if (Object.keys(changes).length > 0) {
    await db
      .update(users)
      .set(changes)
      .where(and(eq(users.siteId, site.id), eq(users.id, userId)));
  }
  return me(db, site, userId);
}

/** A new password while signed in; the customer's other sign-ins end. */
export async function setPassword(
  db: Db,
  site: Site,
  auth: { id: number; sessionId: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  const user = await findUser(db, site.id, auth.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password)))
    throw new FieldErrors({ current_password: ["Invalid password."] });
  checkPassword("new_password", input.new_password, user.email ?? "");
  await writePassword(db, user.id, input.new_password);
  await revokeUserSessions(db, user.id, "password", auth.sessionId);
}

async function writePassword(db: Db, userId: number, password: string): Promise<void> {
  const { users } = schema;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), securityStamp: sql`${users.securityStamp} + 1` })
    .where(eq(users.id, userId));
  await dropSecrets(db, userId, "reset_password");
}

/** `reset_password`: a link for an active account; the answer never tells whether one exists. */
export async function requestPasswordReset(deps: AuthDeps, site: Site, email: string): Promise<void> {
  const user = await findByEmail(deps.db, site.id, email);
  if (user?.isActive) await sendLink(deps, site, user, "reset_password");
}

/** `reset_password_confirm`: the link's token (once) sets a new password and ends every sign-in. */
export async function confirmPasswordReset(
  db: Db,
  site: Site,
  input: { uid: string; token: string; new_password: string; re_new_password?: string | undefined },
): Promise<void> {
  const user = await userFromUid(db, site.id, input.uid);
  if (input.re_new_password !== undefined && input.re_new_password !== input.new_password)
    throw new FieldErrors({ non_field_errors: ["The two password fields didn't match."] });
  // A weak password is refused before the token is spent, so the link can be used again.
  checkPassword("new_password", input.new_password, user.email ?? "");
  if (!user.isActive || !(await consumeSecret(db, user.id, "reset_password", input.token)))
    throw new FieldErrors({ token: ["Invalid token for given user."] });
  await writePassword(db, user.id, input.new_password);
  await revokeUserSessions(db, user.id, "password");
}

/** Asks for an account deletion: the e-mailed link confirms it. */
export async function requestAccountDeletion(deps: AuthDeps, site: Site, userId: number): Promise<void> {
  const user = await findUser(deps.db, site.id, userId);
  if (!user) throw new AppError("not_authenticated", "User not found", { code: "user_not_found" });
  if (!(await sendLink(deps, site, user, "delete_account")))
    throw new AppError("service_unavailable", "The confirmation e-mail could not be sent. Try again later.");
}

/** `POST /users/user/confirm-delete-account/`: the link's token deletes the account for good. */
export async function confirmAccountDeletion(db: Db, site: Site, uid: string, token: string): Promise<void> {
  const user = await userFromUid(db, site.id, uid);
  if (!(await consumeSecret(db, user.id, "delete_account", token)))
    throw new FieldErrors({ token: ["Invalid token for given user."] });
  // Orders stay for the shop's books (their user id is cleared); cart, addresses and sessions go.
  await db.delete(schema.users).where(eq(schema.users.id, user.id));
}

/**
 * A verified social identity signs in: the account with that e-mail (activated now: the provider
 * vouched for the address), or a new one without a password. Without an e-mail there is no
 * account to match: Facebook's is refused as the spec says (the storefront shows its modal).
 */
export async function socialLogin(
  deps: AuthDeps,
  site: Site,
  lang: string,
  provider: "google" | "facebook" | "twitter",
  identity: { email: string | null; firstName: string; lastName: string },
): Promise<TokenPair> {
  if (!identity.email)
    throw new AppError("invalid", `The ${provider} account has no e-mail address.`, {
      code: provider === "google" ? "social_no_email" : `${provider}_no_email`,
    });
  const { users } = schema;
  const existing = await findByEmail(deps.db, site.id, identity.email);
  let userId: number;
  if (existing) {
    userId = existing.id;
    if (!existing.isActive)
      await deps.db.update(users).set({ isActive: true }).where(eq(users.id, existing.id));
  } else {
    const [created] = await deps.db
      .insert(users)
      .values({
        siteId: site.id,
        email: identity.email,
        firstName: identity.firstName.slice(0, 120),
        lastName: identity.lastName.slice(0, 120),
        isActive: true,
        lang,
      })
      .onConflictDoUpdate({ target: [users.siteId, users.email], set: { isActive: true } })
      .returning({ id: users.id });
    if (!created) throw new AppError("server_error", "The account could not be created.");
    userId = created.id;
  }
  return startSession(deps.db, deps.signer, site.id, userId);
}
