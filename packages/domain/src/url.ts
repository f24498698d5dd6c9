/**
 * Server middleware (spec section 5): double slashes collapse to one and a trailing slash is
 * stripped, except on the root. Returns the target to redirect to (301), or null when the
 * path is already canonical. The query string is kept.
 */
export function canonicalPathRedirect(pathname: string, search = ""): string | null {
  let path = pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  return path === pathname ? null : path + search;
}
