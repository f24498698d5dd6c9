import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  canonicalPathRedirect,
  isPrivatePath,
  pageCacheKey,
  UTM_COOKIE,
  UTM_COOKIE_MAX_AGE_S,
  utmToRecord,
} from "@sf/domain";
import { type Context, Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createNonce, nonceOfPolicy, pageContentSecurityPolicy } from "../app/lib/content-security-policy.ts";
import { parseCookies, readCookie, serializeCookie } from "../app/lib/cookies.ts";
import { CLIENT_IP_HEADER } from "../app/lib/session.server.ts";
import { apiFetch } from "./api-http.ts";
import {
  acceptsGzip,
  compressResponse,
  gunzipText,
  gzipBody,
  withVaryAcceptEncoding,
} from "./compression.ts";
import { lowerPreloadPrioritiesStream } from "./low-priority-preloads.ts";
import type { PageCacheStore } from "./page-cache.ts";
import { refreshSession } from "./session.ts";
import type { SiteCacheVersion } from "./site-cache-version.ts";
import { forwardedClient, type TrustedProxies, trustedProxies } from "./trusted-proxy.ts";

export type WebAppOptions = {
  /**
   * The React Router request handler (or any fetch-style handler). `cspNonce` is the nonce the
   * page's Content-Security-Policy names: every inline script it renders must carry it.
   */
  handler: (request: Request, context: { cspNonce: string }) => Promise<Response>;
  clientDir: string;
  apiUrl: string;
  siteToken: string;
  cache: PageCacheStore;
  /** Separates cache entries of different sites/themes sharing one Redis. */
  cacheScope: string;
  /** The site's page version (site-cache-version.ts): cached pages of an older one are not served. */
  cacheVersion?: SiteCacheVersion;
  publicUrl?: string | null;
  /** Whose X-Forwarded-For/-Proto to believe; default `WEB_TRUST_PROXY` (this host when unset). */
  trustedProxies?: TrustedProxies;
};

const HOP_HEADERS = ["content-type", "cache-control", "etag", "last-modified"];
const SANDBOX_REQUEST_HEADERS = ["content-type", "accept", "accept-language"];
const SANDBOX_RESPONSE_HEADERS = [
  "content-type",
  "cache-control",
  "location",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
];
/** The sandbox's form carries one field. */
const SANDBOX_BODY_LIMIT = 4096;

/**
 * The storefront's web server: slash redirects, then the page cache, then static files and the
 * proxied sitemap, media and payment sandbox, then React Router. Pages and data go out gzipped
 * when the client takes it (cached pages are stored compressed); built assets are served from
 * the .br/.gz files written next to them at build time.
 */
export function createWebApp(options: WebAppOptions) {
  const app = new Hono();
  const trusted = options.trustedProxies ?? trustedProxies(process.env.WEB_TRUST_PROXY);
  /** The shop is public over https: HSTS, upgrade-insecure-requests and Secure cookies always. */
  const publicHttps = /^https:\/\//i.test(options.publicUrl ?? "");

  // Every answer: no framing, no sniffing, the origin only as referrer to other sites. Pages set
  // their own nonce policy below; the sandbox page keeps the API's (docs/decisions/0021).
  app.use(
    "*",
    secureHeaders({
      // Files, proxied media and plain-text answers run nothing.
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'unsafe-inline'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      // Not includeSubDomains: the shop's domain is its owner's, and other hosts under it are not ours.
      strictTransportSecurity: publicHttps ? "max-age=31536000" : false,
      // Google's and Facebook's sign-in popups answer to the page that opened them.
      crossOriginOpenerPolicy: "same-origin-allow-popups",
      // Product images are also shown in e-mails and on other sites' previews.
      crossOriginResourcePolicy: false,
      xDnsPrefetchControl: false,
      overwrite: false,
    }),
  );

  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    try {
      decodeURIComponent(url.pathname);
    } catch {
      return c.text("Bad Request: malformed URL", 400);
    }
    const target = canonicalPathRedirect(url.pathname, url.search);
    if (target) return c.redirect(target, 301);
    await next();
  });

  app.get("/sitemap.xml", async (c) => {
    const origin = options.publicUrl ?? new URL(c.req.url).origin;
    try {
      const res = await apiFetch(`${options.apiUrl}/sitemap.xml?origin=${encodeURIComponent(origin)}`, {
        headers: { token: options.siteToken },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        await res.body?.cancel(); // an answer not read would hold its connection
        throw new Error(`sitemap answered ${res.status}`);
      }
      return c.body(await res.text(), 200, { "content-type": "application/xml; charset=utf-8" });
    } catch {
      return c.text("Bad Gateway: Unable to fetch sitemap", 502);
    }
  });

  app.get("/robots.txt", (c) => {
    const origin = options.publicUrl ?? new URL(c.req.url).origin;
    // Filtered, sorted and searched listings are duplicates of their category pages.
    return c.text(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /*?*filter=",
        "Disallow: /*?*sort=",
        "Disallow: /*/product_list",
        `Sitemap: ${origin}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  app.get("/media/*", async (c) => {
    const path = new URL(c.req.url).pathname;
    try {
      const res = await apiFetch(options.apiUrl + path, {
        headers: { token: options.siteToken },
        signal: AbortSignal.timeout(10_000),
      });
      const headers: Record<string, string> = {};
      for (const name of HOP_HEADERS) {
        const value = res.headers.get(name);
        if (value) headers[name] = value;
      }
      return new Response(res.body, { status: res.status, headers });
    } catch {
      return c.text("Bad Gateway", 502);
    }
  });

  // The payment sandbox's page and its form, on the shop's own origin (docs/decisions/0016).
  app.on(["GET", "POST"], "/payments/sandbox/*", async (c) => {
    const url = new URL(c.req.url);
    const request = c.req.raw;
    const headers: Record<string, string> = {};
    for (const name of SANDBOX_REQUEST_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
    let body: ArrayBuffer | undefined;
    if (request.method === "POST") {
      body = await request.arrayBuffer();
      if (body.byteLength > SANDBOX_BODY_LIMIT) return c.text("Payload Too Large", 413);
    }
    try {
      const res = await apiFetch(options.apiUrl + url.pathname, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const answer: Record<string, string> = {};
      for (const name of SANDBOX_RESPONSE_HEADERS) {
        const value = res.headers.get(name);
        if (value) answer[name] = value;
      }
      return new Response(res.body, { status: res.status, headers: answer });
    } catch {
      return c.text("Bad Gateway", 502);
    }
  });

  app.use(
    "/assets/*",
    serveStatic({
      root: options.clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // Files at the root (the favicon) have an extension; pages never do, and looking them up on
  // disk cost every page a synchronous stat and a thrown ENOENT.
  const rootFiles = serveStatic({ root: options.clientDir, precompressed: true });
  app.use("*", (c, next) => (/\.[A-Za-z0-9]+$/.test(c.req.path) ? rootFiles(c, next) : next()));
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  app.all("*", async (c) => {
    const client = forwardedClient(peerAddress(c), c.req.raw.headers, trusted);
    const https = publicHttps || client.https === true;
    const refreshed = await refreshSession(forwardedRequest(c.req.raw, client.address, https), options);
    const request = refreshed.request;
    const url = new URL(request.url);
    const scope = options.cacheVersion
      ? `${options.cacheScope}:v${await options.cacheVersion()}`
      : options.cacheScope;
    const key = pageCacheKey(
      {
        method: request.method,
        pathname: url.pathname,
        search: url.search,
        cookies: parseCookies(request.headers.get("cookie")),
      },
      scope,
    );
    if (key) {
      const hit = await options.cache.get(key);
      // A cached page goes out with the policy it was rendered for: the header names the nonce
      // its scripts carry. An entry without one (cached before policies) is rendered again.
      if (hit && nonceOfPolicy(hit.headers.find(([name]) => name === "content-security-policy")?.[1]))
        return cachedAnswer(request, hit.status, hit.headers, hit, "hit");
    }
    const nonce = createNonce();
    const response = withMutableHeaders(
      withLowPriorityPreloads(await options.handler(request, { cspNonce: nonce })),
    );
    response.headers.set("content-security-policy", pageContentSecurityPolicy(nonce, { https: publicHttps }));
    for (const value of refreshed.setCookies) response.headers.append("set-cookie", value);
    // The first visit from a campaign keeps its UTM fields for the order (a URL with a query is
    // never page-cached, so the cookie never reaches the cache).
    const utm = utmToRecord(url.searchParams, readCookie(request.headers.get("cookie"), UTM_COOKIE));
    if (utm)
      response.headers.append(
        "set-cookie",
        `${serializeCookie(UTM_COOKIE, JSON.stringify(utm), UTM_COOKIE_MAX_AGE_S)}; HttpOnly`,
      );
    if (https) secureCookies(response.headers);
    // A form posted to a page (a review, a vote, a notify-me request) changes what the page
    // shows: forget its cached renderings so the next visitor sees the change.
    // A visitor's own pages (the cart's changes) are never cached: nothing to forget.
    if (request.method === "POST" && response.status < 400 && !isPrivatePath(url.pathname)) {
      const page = url.pathname.replace(/\.data$/, "");
      await options.cache.purge(scope, page);
    }
    const cacheable =
      key &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!cacheable) return compressResponse(request, response);
    const body = await response.text();
    // A page whose secondary data came late streamed it in Suspense boundaries after the shell
    // (lib/deferred.server.ts): kept, every later visitor would get that slower, larger page.
    // Left uncached, the next request renders it whole, most likely in one pass.
    if (body.includes(PENDING_BOUNDARY)) return compressResponse(request, new Response(body, response));
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    const gzip = await gzipBody(body);
    // Kept gzipped only: a fifth of the memory of the text (page-cache.ts).
    void options.cache.set(key, { status: 200, headers, gzip });
    return cachedAnswer(request, 200, headers, { body, gzip }, "miss");
  });

  app.onError((error, c) => {
    console.error("[web] unhandled error", error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/** React's mark of a Suspense boundary the shell left pending, to be streamed after it. */
const PENDING_BOUNDARY = "<!--$?-->";

/** The address of the peer that sent the request (the shopper, or a proxy in front of us). */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return "";
  }
}

/**
 * The request as React Router should see it: with `x-sf-client-ip` set by this server (never the
 * client's own value; the API's sign-in rate limits count per shopper with it), and with an
 * https URL when the shopper's connection is https (a trusted TLS proxy says so, or PUBLIC_URL),
 * so cookies get `Secure` and origins derived from the request are the shopper's.
 */
function forwardedRequest(request: Request, ip: string, https: boolean): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const url = https ? request.url.replace(/^http:/, "https:") : request.url;
  if (url === request.url) return new Request(request, { headers });
  return new Request(url, {
    method: request.method,
    headers,
    body: request.body,
    signal: request.signal,
    redirect: request.redirect,
    // @ts-expect-error Node's fetch needs it for a streamed body; not yet in the DOM types
    duplex: "half",
  });
}

/** The response itself, or (headers locked, as a fetch() answer's are) a copy whose headers can change. */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.delete("x-sf-probe");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/** Every cookie of an answer over https gets `Secure` (those set without a request at hand too). */
function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (!cookies.some((value) => !/;\s*secure\s*(;|$)/i.test(value))) return;
  headers.delete("set-cookie");
  for (const value of cookies)
    headers.append("set-cookie", /;\s*secure\s*(;|$)/i.test(value) ? value : `${value}; Secure`);
}

/** An HTML page with its modulepreload links marked low priority (low-priority-preloads.ts). */
function withLowPriorityPreloads(response: Response): Response {
  if (!response.body || !(response.headers.get("content-type") ?? "").startsWith("text/html"))
    return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(response.body.pipeThrough(lowerPreloadPrioritiesStream()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A page kept in the cache: its stored gzip bytes when the client takes gzip, else the text. */
async function cachedAnswer(
  request: Request,
  status: number,
  stored: [string, string][],
  page: { body?: string; gzip?: Uint8Array<ArrayBuffer> },
  state: "hit" | "miss",
): Promise<Response> {
  const headers = withVaryAcceptEncoding(new Headers(stored));
  headers.set("x-page-cache", state);
  if (page.gzip && acceptsGzip(request.headers.get("accept-encoding"))) {
    headers.set("content-encoding", "gzip");
    return new Response(page.gzip, { status, headers });
  }
  const body = page.body ?? (page.gzip ? await gunzipText(page.gzip) : "");
  return new Response(body, { status, headers });
}
