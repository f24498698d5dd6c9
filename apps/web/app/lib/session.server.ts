import type { TokenPair } from "@sf/contract";
import { ACCESS_TOKEN_TTL_S, AUTH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_TTL_S } from "@sf/domain";
import { readCookie } from "./cookies.ts";

/**
 * The customer's session: the access and refresh tokens in httpOnly cookies named as the spec
 * says (`token`, `refresh_token`). The browser never reads them; the web server sends the access
 * token to the API as a bearer and refreshes it when it is about to expire (server/session.ts).
 */

/** The header the web server puts the shopper's address in (server/app.ts); the API client forwards it. */
export const CLIENT_IP_HEADER = "x-sf-client-ip";

/** The shopper's address as the web server saw it (for the API's per-address rate limits). */
export function clientIp(request: Request): string | null {
  const ip = request.headers.get(CLIENT_IP_HEADER);
  return ip && ip.length <= 64 ? ip : null;
}

/** The access token the request carries, if any. */
export function accessToken(request: Request): string | null {
  const token = readCookie(request.headers.get("cookie"), AUTH_TOKEN_COOKIE);
  return token && token.length < 2000 ? token : null;
}

function cookie(name: string, value: string, maxAge: number | null, secure: boolean): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    ...(maxAge === null ? [] : [`Max-Age=${maxAge}`]),
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/** A short-lived httpOnly cookie of the storefront's own (e.g. a sign-in in progress); 0 deletes it. */
export function privateCookie(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  return cookie(name, value, maxAgeSeconds, isSecure(request));
}

/** Set-Cookie values that sign the customer in ("remember me": kept for the tokens' lives, else for the browser session). */
export function sessionCookies(request: Request, pair: TokenPair, remember = true): string[] {
  const secure = isSecure(request);
  return [
    cookie(AUTH_TOKEN_COOKIE, pair.access, remember ? ACCESS_TOKEN_TTL_S : null, secure),
    cookie(REFRESH_TOKEN_COOKIE, pair.refresh, remember ? REFRESH_TOKEN_TTL_S : null, secure),
  ];
}

/** Set-Cookie values that sign the customer out. */
export function clearSessionCookies(request: Request): string[] {
  const secure = isSecure(request);
  return [cookie(AUTH_TOKEN_COOKIE, "", 0, secure), cookie(REFRESH_TOKEN_COOKIE, "", 0, secure)];
}

export function withCookies(cookies: string[], headers = new Headers()): Headers {
  for (const value of cookies) headers.append("set-cookie", value);
  return headers;
}
