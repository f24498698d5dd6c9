import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { canonicalPathRedirect, isPrivatePath, pageCacheKey } from "@sf/domain";
import { type Context, Hono } from "hono";
import { parseCookies } from "../app/lib/cookies.ts";
import { CLIENT_IP_HEADER } from "../app/lib/session.server.ts";
import { acceptsGzip, compressResponse, gzipBody, withVaryAcceptEncoding } from "./compression.ts";
import { lowerPreloadPrioritiesStream } from "./low-priority-preloads.ts";
import type { PageCacheStore } from "./page-cache.ts";
import { refreshSession } from "./session.ts";

export type WebAppOptions = {
  /** The React Router request handler (or any fetch-style handler). */
  handler: (request: Request) => Promise<Response>;
  clientDir: string;
  apiUrl: string;
  siteToken: string;
  cache: PageCacheStore;
  /** Separates cache entries of different sites/themes sharing one Redis. */
  cacheScope: string;
  publicUrl?: string | null;
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
      const res = await fetch(`${options.apiUrl}/sitemap.xml?origin=${encodeURIComponent(origin)}`, {
        headers: { token: options.siteToken },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`sitemap answered ${res.status}`);
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
      const res = await fetch(options.apiUrl + path, {
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
      const res = await fetch(options.apiUrl + url.pathname, {
        method: request.method,
        headers,
        body,
        redirect: "manual",
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
  app.use("*", serveStatic({ root: options.clientDir, precompressed: true }));
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  app.all("*", async (c) => {
    const refreshed = await refreshSession(withClientIp(c.req.raw, clientAddress(c)), options);
    const request = refreshed.request;
    const url = new URL(request.url);
    const key = pageCacheKey(
      {
        method: request.method,
        pathname: url.pathname,
        search: url.search,
        cookies: parseCookies(request.headers.get("cookie")),
      },
      options.cacheScope,
    );
    if (key) {
      const hit = await options.cache.get(key);
      if (hit) return cachedAnswer(request, hit.status, hit.headers, hit.body, hit.gzip, "hit");
    }
    const response = withLowPriorityPreloads(await options.handler(request));
    for (const value of refreshed.setCookies) response.headers.append("set-cookie", value);
    // A form posted to a page (a review, a vote, a notify-me request) changes what the page
    // shows: forget its cached renderings so the next visitor sees the change.
    // A visitor's own pages (the cart's changes) are never cached: nothing to forget.
    if (request.method === "POST" && response.status < 400 && !isPrivatePath(url.pathname)) {
      const page = url.pathname.replace(/\.data$/, "");
      await options.cache.purge(options.cacheScope, page);
    }
    const cacheable =
      key &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (!cacheable) return compressResponse(request, response);
    const body = await response.text();
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    const gzip = await gzipBody(body);
    void options.cache.set(key, { status: 200, headers, body, gzip });
    return cachedAnswer(request, 200, headers, body, gzip, "miss");
  });

  app.onError((error, c) => {
    console.error("[web] unhandled error", error);
    return c.text("Internal Server Error", 500);
  });

  return app;
}

/**
 * The shopper's address: the socket's, or (behind a load balancer, `WEB_TRUST_PROXY=1`) the
 * first X-Forwarded-For entry. The API's sign-in rate limits count per shopper with it.
 */
function clientAddress(c: Context): string {
  if (process.env.WEB_TRUST_PROXY === "1") {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return "";
  }
}

/** The request with `x-sf-client-ip` set by this server (never the client's own value). */
function withClientIp(request: Request, ip: string): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
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
function cachedAnswer(
  request: Request,
  status: number,
  stored: [string, string][],
  body: string,
  gzip: Uint8Array<ArrayBuffer> | undefined,
  state: "hit" | "miss",
): Response {
  const headers = withVaryAcceptEncoding(new Headers(stored));
  headers.set("x-page-cache", state);
  if (gzip && acceptsGzip(request.headers.get("accept-encoding"))) {
    headers.set("content-encoding", "gzip");
    return new Response(gzip, { status, headers });
  }
  return new Response(body, { status, headers });
}
