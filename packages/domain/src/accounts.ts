/**
 * Account rules (spec sections 5 and 9): e-mails, passwords, token lifetimes and the token
 * validity check the storefront and the API share.
 */

/** Access token life (and its cookie), seconds: 2 days. */
export const ACCESS_TOKEN_TTL_S = 172_800;
/** Refresh token life (and its cookie), seconds: 7 days. */
export const REFRESH_TOKEN_TTL_S = 604_800;
/** A token counts as valid only while its expiry is more than this far ahead. */
export const TOKEN_SKEW_S = 30;
/** One-time links: activation, password reset, account deletion. */
export const ACTIVATION_TTL_S = 3 * 24 * 3600;
export const RESET_PASSWORD_TTL_S = 3600;
export const DELETE_ACCOUNT_TTL_S = 3600;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Trimmed and lower-cased: accounts are found by e-mail regardless of case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const EMAIL_RE = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:.]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value.trim());
}

export type PasswordProblem = "too_short" | "too_long" | "numeric" | "like_email";

export const PASSWORD_TEXT: Record<PasswordProblem, string> = {
  too_short: `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`,
  too_long: `This password is too long. It can have at most ${PASSWORD_MAX} characters.`,
  numeric: "This password is entirely numeric.",
  like_email: "The password is too similar to the email address.",
};

/**
 * What is wrong with a new password (Django's validators, minus the common-password list):
 * at least 8 characters, at most 128, not only digits, not the e-mail's name.
 */
export function passwordProblems(password: string, email = ""): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN) problems.push("too_short");
  if ([...password].length > PASSWORD_MAX) problems.push("too_long");
  if (/^\d+$/.test(password)) problems.push("numeric");
  const local = normalizeEmail(email).split("@")[0] ?? "";
  const lower = password.toLowerCase();
  if (local.length >= 3 && (lower === local || lower === normalizeEmail(email) || lower.includes(local)))
    problems.push("like_email");
  return problems;
}

/** The user id in a link: URL-safe base64 of its decimal form, like Django's `uid`. */
export function encodeUid(id: number): string {
  return toBase64Url(String(id));
}

/** The id back from a link's `uid`, or null when it is not one. */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = fromBase64Url(uid);
  if (text === null) return null;
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Whether a JWT is worth sending (spec section 5): its expiry more than 30 s ahead. A token
 * whose payload cannot be read counts as valid when present (the server decides).
 */
export function isTokenFresh(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return false;
  const exp = tokenExpiry(token);
  if (exp === null) return true;
  return exp * 1000 - nowMs > TOKEN_SKEW_S * 1000;
}

/** A JWT's `exp` (seconds), without checking its signature; null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const payload = JSON.parse(fromBase64Url(part) ?? "") as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp : null;
  } catch {
    return null;
  }
}

/** URL-safe base64 without padding of an ASCII text (works in browsers and Node). */
function toBase64Url(ascii: string): string {
  return btoa(ascii).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The UTF-8 text of URL-safe base64, or null when it is not base64. */
function fromBase64Url(value: string): string | null {
  try {
    const binary = atob(
      value
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(value.length / 4) * 4, "="),
    );
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
