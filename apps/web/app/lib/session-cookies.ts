import { AUTH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@sf/domain";

/** Set-Cookie values that end a session, for code that has no request at hand. */
export function clearSessionCookiesPlain(): string[] {
  return [AUTH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  );
}
