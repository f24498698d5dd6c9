import { CONSENT_COOKIE, consentCacheVariant, parseConsent } from "./consent.ts";
import { AUTH_TOKEN_COOKIE, LANGUAGE_COOKIE, USER_GROUP_COOKIE } from "./constants.ts";

/**
 * Pages that depend on the visitor and must never be served from the shared cache (the one-click
 * order form carries a per-visitor idempotency key).
 */
const PRIVATE_SECTIONS = new Set([
  "cart",
  "favorites",
  "compare",
  "account",
  "cabinet",
  "order-checkout",
  "quick-order",
  // Accounts: the e-mailed links carry one-time tokens; the forms answer per visitor.
  "login",
  "registration",
  "activate",
  "password",
  "logout",
  "social-login",
]);

/** Whether a path (`/{lang}/{section}/...`) is a visitor's own page, never cached. */
export function isPrivatePath(pathname: string): boolean {
  const section = pathname.split("/").filter(Boolean)[1];
  return section !== undefined && PRIVATE_SECTIONS.has(section);
}

export type PageCacheRequest = {
  method: string;
  pathname: string;
  search: string;
  cookies: Record<string, string | undefined>;
};

/**
 * The page cache's conditions (spec section 9 and architecture): only GET, without query,
 * without trailing slash, after the first visit (the language cookie is set and matches the
 * path's language), never for signed-in visitors nor for cart, favorites, compare or account
 * pages. Returns the cache key (varied by `user-group-id` and by the visitor's cookie consent,
 * which decides the banner and the tracking tags) or null when the page is not cacheable.
 */
export function pageCacheKey(request: PageCacheRequest, scope: string): string | null {
  if (request.method !== "GET") return null;
  if (request.search && request.search !== "?") return null;
  const { pathname, cookies } = request;
  if (pathname.length > 1 && pathname.endsWith("/")) return null;
  if (cookies[AUTH_TOKEN_COOKIE]) return null;
  const [lang, section] = pathname.split("/").filter(Boolean);
  if (!lang) return null;
  const languageCookie = cookies[LANGUAGE_COOKIE];
  if (!languageCookie || languageCookie !== lang) return null;
  if (section && PRIVATE_SECTIONS.has(section)) return null;
  const group = cookies[USER_GROUP_COOKIE] ?? "";
  const consent = consentCacheVariant(parseConsent(cookies[CONSENT_COOKIE]));
  return `page:${scope}:${group}.${consent}:${pathname}`;
}
