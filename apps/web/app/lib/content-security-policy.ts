/**
 * The storefront's Content-Security-Policy for pages (docs/decisions/0026-security-headers.md).
 *
 * Scripts: only those carrying the page's nonce (React Router's and React's inline scripts, the
 * shop's tracking snippets and custom scripts), and with 'strict-dynamic' whatever those load
 * (the route modules, a tag manager's tags, the Google and Facebook sign-in SDKs). Host lists
 * for scripts would be both too wide (any script on googletagmanager.com) and too narrow (each
 * tag a manager adds brings its own host).
 *
 * Everything else a shop can configure comes from hosts we cannot list (a font link, a font
 * file, the tags' beacons and pixels, a chat widget's frames and sockets, images in content), so
 * those are allowed from https: only. Styles: the shop's inline <style> blocks and React's
 * style attributes need 'unsafe-inline' (with a nonce in style-src it would be ignored).
 */
export function pageContentSecurityPolicy(nonce: string, options: { https: boolean }): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", `'nonce-${nonce}'`, "'strict-dynamic'"],
    ["style-src", "'self'", "'unsafe-inline'", "https:"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:", "https:"],
    ["connect-src", "'self'", "https:", "wss:"],
    ["frame-src", "'self'", "https:"],
    ["media-src", "'self'", "blob:", "https:"],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    // Forms post to the shop, but its answer may redirect to a payment provider's page or to
    // X's sign-in, and browsers hold redirects to form-action too (over http only in a shop
    // served over http: development and the browser tests, whose fake providers are http).
    ["form-action", "'self'", "https:", ...(options.https ? [] : ["http:"])],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((words) => words.join(" ")).join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a page's policy names, read back from the header (a cached page's own). */
export function nonceOfPolicy(policy: string | null | undefined): string | null {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}
