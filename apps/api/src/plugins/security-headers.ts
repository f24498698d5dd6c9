import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The API answers JSON to the storefront's server and to providers; a browser sees only
 * /docs (swagger-ui) and the few HTML pages that set their own policy (the payment sandbox's
 * page, the dev outbox). So every answer forbids everything by default: no scripts, no
 * framing, no forms, no <base>; those pages widen it for themselves (their route sets the
 * header, which replaces helmet's). HSTS only when the API's public URL is https
 * (docs/decisions/0026-security-headers.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

/**
 * swagger-ui's own policy (its scripts and styles are files under /docs/static, no inline
 * code), made as strict about framing as the rest of the API. Its bundle sets style attributes
 * as it renders (Chromium logs a violation for each without `'unsafe-inline'` in style-src).
 * Without https no `upgrade-insecure-requests`, which would send a plain-http page's requests
 * to https.
 */
export function docsCsp(https: boolean): (header: string) => string {
  return (header) => {
    let csp = header
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
      .replace(/style-src ([^;]*)/, (directive) => `${directive.trimEnd()} 'unsafe-inline'`);
    if (!https) csp = csp.replace(/\s*upgrade-insecure-requests;?/, "");
    return csp.trim();
  };
}

/** True when the API is reached over https (`API_PUBLIC_URL`). */
export function isHttpsUrl(url: string | undefined | null): boolean {
  return /^https:\/\//i.test(url?.trim() ?? "");
}
