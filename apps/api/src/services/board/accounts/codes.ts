import { createHash, randomInt } from "node:crypto";
import { type Db, schema } from "@sf/db";
import {
  cleanVerificationCode,
  codeSendCheck,
  normalizeEmail,
  normalizePhone,
  phoneCountryOf,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
} from "@sf/domain";
import { isLocale, type Locale } from "@sf/i18n";
import { loginCodeMessage, type Messaging } from "@sf/messaging";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError, FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";

const { verificationCodes: codes } = schema;

export type CodePurpose = "register" | "phone" | "email";
export type CodeTarget = { channel: "phone" | "email"; target: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A phone as typed, in the compact +373... form (Moldova's national form by default), or a field error. */
export function boardPhone(site: Site, input: string, field = "phone"): string {
  const country = phoneCountryOf(input) ?? (site.settings.is_romanian ? "RO" : "MD");
  const phone = country === "UA" ? null : normalizePhone(input, country);
  if (!phone) throw new FieldErrors({ [field]: ["Enter a valid Moldovan or Romanian phone number."] });
  return phone;
}

const EMAIL_RE = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]{2,}$/;
export function boardEmail(input: string, field: string): string {
  const email = normalizeEmail(input);
  if (!EMAIL_RE.test(email)) throw new FieldErrors({ [field]: ["Enter a valid e-mail address."] });
  return email;
}

/** The six digits as typed, or a field error. */
export function codeOf(input: unknown, field = "verification_code"): string {
  const code = cleanVerificationCode(input);
  if (!code) throw new FieldErrors({ [field]: ["Enter the six-digit code."] });
  return code;
}

/**
 * Sends a new six-digit code to a phone (SMS) or an address (e-mail) for one purpose. The
 * earlier live codes of that target and purpose stop working. Refused with 429 within a minute
 * of the last code or past the day's allowance (domain's codeSendCheck), counted in the
 * database under an advisory lock, so every API process agrees.
 */
export async function sendCode(
  deps: { db: Db; messaging: Messaging },
  site: Site,
  to: CodeTarget,
  purpose: CodePurpose,
  userId: number | null,
  lang: string,
): Promise<{ retryAfter: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const locale: Locale = isLocale(lang) ? lang : isLocale(site.mainLanguage) ? site.mainLanguage : "ro";
  await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`code:${site.id}:${to.channel}:${to.target}`}))`,
    );
    const recent = await tx
      .select({ createdAt: codes.createdAt })
      .from(codes)
      .where(
        and(
          eq(codes.siteId, site.id),
          eq(codes.channel, to.channel),
          eq(codes.target, to.target),
          gt(codes.createdAt, sql`now() - interval '1 day'`),
        ),
      )
      .orderBy(desc(codes.createdAt));
    const check = codeSendCheck(
      recent.map((r) => r.createdAt),
      new Date(),
    );
    if (!check.ok)
      throw new AppError(
        "throttled",
        `Request was throttled. Expected available in ${check.retryAfterSeconds} seconds.`,
      );
    await tx
      .update(codes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(codes.siteId, site.id),
          eq(codes.channel, to.channel),
          eq(codes.target, to.target),
          eq(codes.purpose, purpose),
          isNull(codes.usedAt),
        ),
      );
    await tx.insert(codes).values({
      siteId: site.id,
      userId,
      channel: to.channel,
      target: to.target,
      purpose,
      codeHash: sha256(`${site.id}:${to.target}:${code}`),
      expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
    });
  });
  const shopName = site.name;
  const message = loginCodeMessage(code, locale, shopName, purpose === "register" ? "sign_in" : "confirm");
  const sent =
    to.channel === "phone"
      ? await deps.messaging.sendSms({ to: to.target, text: message.sms })
      : await deps.messaging.sendEmail({
          to: to.target,
          fromName: shopName,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
  if (!sent)
    throw new AppError("service_unavailable", "The code could not be sent. Try again in a few minutes.", {
      code: "code_not_sent",
    });
  return { retryAfter: 60 };
}

/**
 * Uses a code: true once for the live code of this target and purpose (and of this user, when
 * one asked for it). A wrong guess counts against the live code; after a few it stops working.
 */
export async function consumeCode(
  db: Db,
  site: Site,
  to: CodeTarget,
  purpose: CodePurpose,
  userId: number | null,
  code: string,
): Promise<boolean> {
  const live = and(
    eq(codes.siteId, site.id),
    eq(codes.channel, to.channel),
    eq(codes.target, to.target),
    eq(codes.purpose, purpose),
    userId === null ? isNull(codes.userId) : eq(codes.userId, userId),
    isNull(codes.usedAt),
    gt(codes.expiresAt, sql`now()`),
    sql`${codes.attempts} < ${VERIFICATION_CODE_MAX_ATTEMPTS}`,
  );
  const used = await db
    .update(codes)
    .set({ usedAt: sql`now()` })
    .where(and(live, eq(codes.codeHash, sha256(`${site.id}:${to.target}:${code}`))))
    .returning({ id: codes.id });
  if (used.length > 0) return true;
  await db
    .update(codes)
    .set({ attempts: sql`${codes.attempts} + 1` })
    .where(live);
  return false;
}

/** consumeCode, or the field error a wrong, used or expired code gets. */
export async function requireCode(
  db: Db,
  site: Site,
  to: CodeTarget,
  purpose: CodePurpose,
  userId: number | null,
  input: unknown,
): Promise<void> {
  const code = codeOf(input);
  if (!(await consumeCode(db, site, to, purpose, userId, code)))
    throw new FieldErrors({ verification_code: ["The code is wrong or has expired."] });
}
