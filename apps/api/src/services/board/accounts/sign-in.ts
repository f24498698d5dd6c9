import { type Db, schema } from "@sf/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { AuthDeps } from "../../auth/accounts.ts";
import { accountBlocked, startSession } from "../../auth/sessions.ts";
import type { SocialIdentity } from "../../auth/social.ts";
import { requireCode, sendCode } from "./codes.ts";

const { users, userPhones, userEmails } = schema;

export type BoardSignIn = { access: string; refresh: string; created_new_user: boolean };

/**
 * `POST /api/register/` (`{phone}`): a code by SMS to sign up or sign in with that number. The
 * answer is the same whether the number has an account or not.
 */
export async function sendSignInCode(deps: AuthDeps, site: Site, phone: string, lang: string) {
  const sent = await sendCode(deps, site, { channel: "phone", target: phone }, "register", null, lang);
  return { detail: "The code was sent by SMS.", sent_to: phone, retry_after: sent.retryAfter };
}

/**
 * `PATCH /api/register/{phone}/` (`{verification_code}`): the code signs in the account whose
 * sign-in number it is, or makes one (no e-mail, no password: decision 0058) with the number
 * verified. A blocked account is refused once the code proved the number.
 */
export async function confirmSignInCode(
  deps: AuthDeps,
  site: Site,
  phone: string,
  code: unknown,
  lang: string,
): Promise<BoardSignIn> {
  await requireCode(deps.db, site, { channel: "phone", target: phone }, "register", null, code);
  const { userId, created } = await deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: userPhones.userId, verifiedAt: userPhones.verifiedAt, blockedAt: users.blockedAt })
      .from(userPhones)
      .innerJoin(users, eq(users.id, userPhones.userId))
      .where(and(eq(userPhones.siteId, site.id), eq(userPhones.phone, phone), eq(userPhones.isAuth, true)));
    if (owner) {
      if (owner.blockedAt) throw accountBlocked();
      if (!owner.verifiedAt)
        await tx.update(userPhones).set({ verifiedAt: new Date() }).where(eq(userPhones.phone, phone));
      return { userId: owner.userId, created: false };
    }
    // The number is another account's extra phone (not its sign-in number): it is not theirs to
    // sign in with, and it stays theirs. A new account takes it only when nobody has it.
    const [taken] = await tx
      .select({ id: userPhones.id })
      .from(userPhones)
      .where(and(eq(userPhones.siteId, site.id), eq(userPhones.phone, phone)));
    if (taken)
      throw new AppError("conflict", "This number belongs to another account: sign in with its own number.", {
        code: "phone_taken",
      });
    const [user] = await tx
      .insert(users)
      .values({ siteId: site.id, email: null, phone, isActive: true, lang })
      .returning({ id: users.id });
    if (!user) throw new AppError("server_error", "The account could not be created.");
    await tx
      .insert(userPhones)
      .values({ siteId: site.id, userId: user.id, phone, isAuth: true, verifiedAt: new Date() });
    return { userId: user.id, created: true };
  });
  await deps.db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
  return { ...(await startSession(deps.db, deps.signer, site.id, userId)), created_new_user: created };
}

/**
 * `POST /api/google-login/`: a Google access token (verified with Google for this site's client
 * id) signs in the account whose e-mail or confirmed address it is, or makes one with the
 * address confirmed. A Google account without a verified e-mail is refused.
 */
export async function googleBoardSignIn(
  db: Db,
  signer: AuthDeps["signer"],
  site: Site,
  identity: SocialIdentity,
  lang: string,
): Promise<BoardSignIn> {
  const email = identity.email;
  if (!email)
    throw new AppError("invalid", "The Google account has no verified e-mail address.", {
      code: "social_no_email",
    });
  const { userId, created } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`google:${site.id}:${email}`}))`);
    const [byMain] = await tx
      .select({ id: users.id, active: users.isActive, blockedAt: users.blockedAt })
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.email, email)));
    const [byExtra] = byMain
      ? []
      : await tx
          .select({ id: users.id, active: users.isActive, blockedAt: users.blockedAt })
          .from(userEmails)
          .innerJoin(users, eq(users.id, userEmails.userId))
          .where(and(eq(userEmails.siteId, site.id), eq(userEmails.email, email)));
    const found = byMain ?? byExtra;
    if (found) {
      if (found.blockedAt) throw accountBlocked();
      // An account that signed up by e-mail and never opened its link: Google proves the address.
      if (!found.active) await tx.update(users).set({ isActive: true }).where(eq(users.id, found.id));
      await tx
        .insert(userEmails)
        .values({ siteId: site.id, userId: found.id, email, verifiedAt: new Date() })
        .onConflictDoNothing();
      return { userId: found.id, created: false };
    }
    const [user] = await tx
      .insert(users)
      .values({
        siteId: site.id,
        email,
        firstName: identity.firstName.slice(0, 80),
        lastName: identity.lastName.slice(0, 80),
        isActive: true,
        lang,
      })
      .returning({ id: users.id });
    if (!user) throw new AppError("server_error", "The account could not be created.");
    await tx.insert(userEmails).values({ siteId: site.id, userId: user.id, email, verifiedAt: new Date() });
    return { userId: user.id, created: true };
  });
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
  return { ...(await startSession(db, signer, site.id, userId)), created_new_user: created };
}
