import type { BoardProfile } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { PROFILE_EMAILS_MAX, PROFILE_PHONES_MAX, phoneRemovalProblem, splitFullName } from "@sf/domain";
import { and, asc, count, eq, isNotNull, ne, sql } from "drizzle-orm";
import { AppError, FieldErrors, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { AuthDeps } from "../../auth/accounts.ts";
import { boardEmail, boardPhone, requireCode, sendCode } from "./codes.ts";

const { users, userPhones, userEmails } = schema;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The signed-in member's own profile (`GET /api/users/me/` and every profile write's answer). */
export async function getBoardProfile(db: Db | Tx, site: Site, userId: number): Promise<BoardProfile> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.id, userId)));
  if (!user) throw notFound("User not found.");
  const phones = await db
    .select()
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), isNotNull(userPhones.verifiedAt)))
    .orderBy(asc(userPhones.id));
  const emails = await db
    .select()
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), isNotNull(userEmails.verifiedAt)))
    .orderBy(asc(userEmails.id));
  return {
    id: user.id,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image: user.avatarPath,
    email: user.email,
    phones: phones.map((p) => ({ id: p.id, phone_number: p.phone, is_auth: p.isAuth })),
    emails: emails.map((e) => ({ id: e.id, email_address: e.email, is_main: e.email === user.email })),
    can_publish: phones.length > 0 && !user.blockedAt,
    date_joined: user.createdAt.toISOString(),
  };
}

/** `PATCH /api/users/change-full-name/`. */
export async function changeFullName(db: Db, site: Site, userId: number, fullName: string) {
  const { firstName, lastName } = splitFullName(fullName);
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, userId));
  return getBoardProfile(db, site, userId);
}

/** `PATCH /api/users/change-profile-image/` (the stored upload) and `DELETE delete-profile-image/` (null). */
export async function setProfileImage(db: Db, site: Site, userId: number, path: string | null) {
  await db.update(users).set({ avatarPath: path }).where(eq(users.id, userId));
  return getBoardProfile(db, site, userId);
}

const takenPhone = () =>
  new FieldErrors({ phone_number: ["This number is already used by another account."] });

/** `POST /api/phone/send-code/`: a code by SMS to a number the member is adding or will sign in with. */
export async function sendPhoneCode(deps: AuthDeps, site: Site, userId: number, input: string, lang: string) {
  const phone = boardPhone(site, input, "phone_number");
  const [other] = await deps.db
    .select({ userId: userPhones.userId })
    .from(userPhones)
    .where(and(eq(userPhones.siteId, site.id), eq(userPhones.phone, phone), ne(userPhones.userId, userId)));
  if (other) throw takenPhone();
  const sent = await sendCode(deps, site, { channel: "phone", target: phone }, "phone", userId, lang);
  return { detail: "The code was sent by SMS.", sent_to: phone, retry_after: sent.retryAfter };
}

/**
 * The number, proved by its code, added to the member's verified phones (`POST /api/phone/`),
 * made the first number that signs in (`create-auth-number/`, for an account made by Google), or
 * made the number that signs in instead of the old one (`change-auth-number/`).
 */
export async function confirmPhone(
  db: Db,
  site: Site,
  userId: number,
  input: { phone_number: string; verification_code: unknown },
  mode: "add" | "create_auth" | "change_auth",
): Promise<BoardProfile> {
  const phone = boardPhone(site, input.phone_number, "phone_number");
  await requireCode(db, site, { channel: "phone", target: phone }, "phone", userId, input.verification_code);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phones:${site.id}:${phone}`}))`);
    const [other] = await tx
      .select({ id: userPhones.id })
      .from(userPhones)
      .where(and(eq(userPhones.siteId, site.id), eq(userPhones.phone, phone), ne(userPhones.userId, userId)));
    if (other) throw takenPhone();
    const mine = await tx.select().from(userPhones).where(eq(userPhones.userId, userId));
    const hasAuth = mine.some((p) => p.isAuth);
    if (mode === "create_auth" && hasAuth)
      throw new AppError("conflict", "The account already has a number that signs in: change it instead.", {
        code: "auth_phone_exists",
      });
    const existing = mine.find((p) => p.phone === phone);
    if (!existing && mine.length >= PROFILE_PHONES_MAX)
      throw new FieldErrors({ phone_number: [`A profile holds at most ${PROFILE_PHONES_MAX} numbers.`] });
    const makeAuth = mode !== "add" || !hasAuth;
    if (makeAuth) await tx.update(userPhones).set({ isAuth: false }).where(eq(userPhones.userId, userId));
    if (existing)
      await tx
        .update(userPhones)
        .set({ verifiedAt: existing.verifiedAt ?? new Date(), ...(makeAuth ? { isAuth: true } : {}) })
        .where(eq(userPhones.id, existing.id));
    else
      await tx
        .insert(userPhones)
        .values({ siteId: site.id, userId, phone, isAuth: makeAuth, verifiedAt: new Date() });
    // The shop's contact field follows the number that signs in.
    if (makeAuth) await tx.update(users).set({ phone }).where(eq(users.id, userId));
    return getBoardProfile(tx, site, userId);
  });
}

/** `DELETE /api/phone/{id}/`: any number but the one that signs in. */
export async function deletePhone(db: Db, userId: number, id: number): Promise<void> {
  const mine = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  const problem = phoneRemovalProblem(
    mine.map((p) => ({ id: p.id, isAuth: p.isAuth, verified: p.verifiedAt !== null })),
    id,
  );
  if (problem === "not_found") throw notFound("Phone number not found.");
  if (problem === "auth_phone")
    throw new AppError(
      "conflict",
      "This number signs in to the account: make another one the sign-in number first.",
      {
        code: "auth_phone",
      },
    );
  await db.delete(userPhones).where(and(eq(userPhones.id, id), eq(userPhones.userId, userId)));
}

const takenEmail = (field: string) =>
  new FieldErrors({ [field]: ["This address is already used by another account."] });

async function emailTakenByOther(db: Db | Tx, site: Site, userId: number, email: string) {
  const [main] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.email, email), ne(users.id, userId)));
  const [extra] = await db
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(and(eq(userEmails.siteId, site.id), eq(userEmails.email, email), ne(userEmails.userId, userId)));
  return Boolean(main ?? extra);
}

/** `POST /api/email/send-code/` (`{new_email_address}`). */
export async function sendEmailCode(deps: AuthDeps, site: Site, userId: number, input: string, lang: string) {
  const email = boardEmail(input, "new_email_address");
  if (await emailTakenByOther(deps.db, site, userId, email)) throw takenEmail("new_email_address");
  const sent = await sendCode(deps, site, { channel: "email", target: email }, "email", userId, lang);
  return { detail: "The code was sent by e-mail.", sent_to: email, retry_after: sent.retryAfter };
}

/**
 * The address, proved by its code, added to the member's e-mails (`POST /api/email/`; the first
 * one becomes the account's e-mail) or made the account's e-mail (`PATCH /api/email/change/`).
 */
export async function confirmEmail(
  db: Db,
  site: Site,
  userId: number,
  input: { email_address: string; verification_code: unknown },
  mode: "add" | "change",
): Promise<BoardProfile> {
  const email = boardEmail(input.email_address, "email_address");
  await requireCode(db, site, { channel: "email", target: email }, "email", userId, input.verification_code);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`emails:${site.id}:${email}`}))`);
    if (await emailTakenByOther(tx, site, userId, email)) throw takenEmail("email_address");
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(userEmails)
      .where(eq(userEmails.userId, userId));
    const [existing] = await tx
      .select({ id: userEmails.id })
      .from(userEmails)
      .where(and(eq(userEmails.userId, userId), eq(userEmails.email, email)));
    if (!existing && n >= PROFILE_EMAILS_MAX)
      throw new FieldErrors({ email_address: [`A profile holds at most ${PROFILE_EMAILS_MAX} addresses.`] });
    if (existing)
      await tx.update(userEmails).set({ verifiedAt: new Date() }).where(eq(userEmails.id, existing.id));
    else await tx.insert(userEmails).values({ siteId: site.id, userId, email, verifiedAt: new Date() });
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (mode === "change" || !user?.email) await tx.update(users).set({ email }).where(eq(users.id, userId));
    return getBoardProfile(tx, site, userId);
  });
}

/**
 * `DELETE /api/email/{id}/`. Removing the account's e-mail makes the next confirmed one the
 * account's, or leaves none (messages then go by SMS).
 */
export async function deleteEmail(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(userEmails)
      .where(and(eq(userEmails.id, id), eq(userEmails.userId, userId)))
      .returning({ email: userEmails.email });
    if (!row) throw notFound("E-mail address not found.");
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user?.email !== row.email) return;
    const [next] = await tx
      .select({ email: userEmails.email })
      .from(userEmails)
      .where(and(eq(userEmails.userId, userId), isNotNull(userEmails.verifiedAt)))
      .orderBy(asc(userEmails.id))
      .limit(1);
    await tx
      .update(users)
      .set({ email: next?.email ?? null })
      .where(eq(users.id, userId));
  });
}
