/**
 * Board accounts (issue 17, decision 0058): sign-up and sign-in by a phone number and a
 * six-digit code, and the profile's verified phones and e-mails. The codes' timing rules are
 * here; the API keeps the codes (hashed) and sends them.
 */

/** A code works this long, and once. */
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong guesses a code allows before it stops working (10^6 codes: 5 guesses are 1 in 200,000). */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** A new code to the same number or address waits this long after the last one. */
export const VERIFICATION_RESEND_SECONDS = 60;
/** Codes to one number or address in a day (an SMS costs money and bothers its owner). */
export const VERIFICATION_CODES_PER_DAY = 6;
/** Phones and e-mails a profile may hold. */
export const PROFILE_PHONES_MAX = 5;
export const PROFILE_EMAILS_MAX = 5;
/** A profile's full name, as typed. */
export const FULL_NAME_MAX = 80;

export type CodeSendCheck = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Whether another code may go to a target now, given when the earlier ones of the last 24 hours
 * went (any order). Refused: within a minute of the last one, or past the day's allowance (then
 * until the oldest of the day is 24 hours old).
 */
export function codeSendCheck(sentInLastDay: readonly Date[], now: Date): CodeSendCheck {
  const day = 24 * 3600 * 1000;
  const times = sentInLastDay
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - day && t <= now.getTime());
  if (times.length === 0) return { ok: true };
  const last = Math.max(...times);
  const sinceLast = (now.getTime() - last) / 1000;
  if (sinceLast < VERIFICATION_RESEND_SECONDS)
    return { ok: false, retryAfterSeconds: Math.ceil(VERIFICATION_RESEND_SECONDS - sinceLast) };
  if (times.length >= VERIFICATION_CODES_PER_DAY) {
    const oldest = Math.min(...times);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + day - now.getTime()) / 1000)) };
  }
  return { ok: true };
}

/** A code as typed: spaces and dashes dropped; null unless six digits remain. */
export function cleanVerificationCode(input: unknown): string | null {
  if (typeof input !== "string" && typeof input !== "number") return null;
  const code = String(input).replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * A full name typed in one field, split for the account's first and last names: the first word
 * is the first name, the rest the last name; inner runs of spaces are one space.
 */
export function splitFullName(input: string): { firstName: string; lastName: string } {
  const words = input.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

export type ProfilePhone = { id: number; isAuth: boolean; verified: boolean };

/**
 * Why a phone may not be removed from a profile, or null when it may: the phone that signs in
 * goes only once another verified phone signs in instead (else the account is locked out).
 */
export function phoneRemovalProblem(
  phones: readonly ProfilePhone[],
  id: number,
): "not_found" | "auth_phone" | null {
  const phone = phones.find((p) => p.id === id);
  if (!phone) return "not_found";
  if (phone.isAuth) return "auth_phone";
  return null;
}
