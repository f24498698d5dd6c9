import { tokenPairSchema } from "@sf/contract";
import { AUTH_TOKEN_COOKIE, isTokenFresh, REFRESH_TOKEN_COOKIE } from "@sf/domain";
import { parseCookies } from "../app/lib/cookies.ts";
import { clearSessionCookies, sessionCookies } from "../app/lib/session.server.ts";
import { apiFetch } from "./api-http.ts";

/**
 * Keeps a customer signed in (spec section 4, "Session"): when the access token is missing or
 * expires within 30 s and a refresh token is there, the refresh token buys a new pair before the
 * page is rendered. The request goes on with the new access token in its Cookie header, and the
 * answer carries the new cookies. A refused refresh (expired, revoked, reused) signs out.
 * Returns the request to handle and the cookies to set on its answer.
 */
export async function refreshSession(
  request: Request,
  options: { apiUrl: string; siteToken: string },
): Promise<{ request: Request; setCookies: string[] }> {
  const cookies = parseCookies(request.headers.get("cookie"));
  const refresh = cookies[REFRESH_TOKEN_COOKIE];
  if (!refresh || isTokenFresh(cookies[AUTH_TOKEN_COOKIE])) return { request, setCookies: [] };
  let pair: { access: string; refresh: string } | null = null;
  try {
    const res = await apiFetch(`${options.apiUrl}/auth/jwt/refresh/`, {
      method: "POST",
      headers: { token: options.siteToken, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ refresh }),
      signal: AbortSignal.timeout(5_000),
    });
    if (res.ok) pair = tokenPairSchema.parse(await res.json());
    else if (res.status !== 401 && res.status !== 400) return { request, setCookies: [] };
  } catch {
    // The API is unreachable: leave the session as it is; the page shows its own error.
    return { request, setCookies: [] };
  }
  const setCookies = pair ? sessionCookies(request, pair) : clearSessionCookies(request);
  const rest = Object.entries(cookies).filter(
    ([name]) => name !== AUTH_TOKEN_COOKIE && name !== REFRESH_TOKEN_COOKIE,
  );
  if (pair) rest.push([AUTH_TOKEN_COOKIE, pair.access], [REFRESH_TOKEN_COOKIE, pair.refresh]);
  const headers = new Headers(request.headers);
  headers.set("cookie", rest.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; "));
  return { request: new Request(request, { headers }), setCookies };
}
