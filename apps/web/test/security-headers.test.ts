import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { pageCacheKey } from "@sf/domain";
import { describe, expect, it } from "vitest";
import { nonceOfPolicy } from "../app/lib/content-security-policy.ts";
import { serializeCookie } from "../app/lib/cookies.ts";
import { clientIp, sessionCookies } from "../app/lib/session.server.ts";
import { createWebApp } from "../server/app.ts";
import { memoryPageCache, type PageCacheStore } from "../server/page-cache.ts";
import { trustedProxies } from "../server/trusted-proxy.ts";

const clientDir = mkdtempSync(join(tmpdir(), "sf-static-"));
writeFileSync(join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");

type Seen = { url: string; ip: string | null };

/** A page rendered like React Router renders one: its inline script carries the nonce it was given. */
function app(
  options: {
    publicUrl?: string;
    cache?: PageCacheStore;
    trust?: string;
    cookies?: boolean;
    /** Renders that leave a Suspense boundary pending (their data came late). */
    streamed?: (render: number) => boolean;
  } = {},
) {
  const seen: Seen[] = [];
  let renders = 0;
  const web = createWebApp({
    handler: async (request, { cspNonce }) => {
      renders++;
      seen.push({ url: request.url, ip: clientIp(request) });
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (options.cookies) {
        for (const value of sessionCookies(request, { access: "a", refresh: "r" }))
          headers.append("set-cookie", value);
        headers.append("set-cookie", serializeCookie("i18n_redirected", "ro", 60));
      }
      const pending = options.streamed?.(renders) ? '<!--$?--><template id="B:0"></template><!--/$-->' : "";
      return new Response(
        `<p>render ${renders}</p>${pending}<script nonce="${cspNonce}">window.x=1</script>`,
        {
          headers,
        },
      );
    },
    clientDir,
    apiUrl: "http://127.0.0.1:9",
    siteToken: "t",
    cache: options.cache ?? memoryPageCache(),
    cacheScope: "test",
    publicUrl: options.publicUrl ?? null,
    trustedProxies: trustedProxies(options.trust),
  });
  return { web, seen, renders: () => renders };
}

/** A request as @hono/node-server hands it over, from a peer at `peer`. */
const get = (
  web: ReturnType<typeof app>["web"],
  path: string,
  headers: Record<string, string> = {},
  peer = "203.0.113.9",
) =>
  web.request(
    `http://shop.test${path}`,
    { headers },
    {
      incoming: {
        socket: { remoteAddress: peer, remotePort: 5555, remoteFamily: peer.includes(":") ? "IPv6" : "IPv4" },
      },
    },
  );

const directives = (header: string | null) =>
  Object.fromEntries(
    (header ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
const scriptNonce = (html: string) => html.match(/<script nonce="([^"]+)"/)?.[1];

describe("storefront security headers", () => {
  it("name a fresh nonce per page in the CSP, the one its inline scripts carry", async () => {
    const { web } = app();
    const first = await get(web, "/ro/cart");
    const second = await get(web, "/ro/cart");
    const csp = directives(first.headers.get("content-security-policy"));
    const nonce = scriptNonce(await first.text());
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp["script-src"]).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'none'"]);
    expect(csp["upgrade-insecure-requests"]).toBeUndefined();
    // the shop over http (development, the browser suite): forms may end at http providers
    expect(csp["form-action"]).toEqual(["'self'", "https:", "http:"]);
    const again = scriptNonce(await second.text());
    expect(again).not.toBe(nonce);
    expect(nonceOfPolicy(second.headers.get("content-security-policy"))).toBe(again);

    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toBeNull();
  });

  it("serve a cached page with the policy of its own nonce, gzipped or not", async () => {
    const { web, renders } = app();
    const cookie = { cookie: "i18n_redirected=ro" };
    const miss = await get(web, "/ro/about", cookie);
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    const nonce = scriptNonce(await miss.text());
    for (const headers of [cookie, { ...cookie, "accept-encoding": "gzip" }]) {
      const hit = await get(web, "/ro/about", headers);
      expect(hit.headers.get("x-page-cache")).toBe("hit");
      const body = hit.headers.get("content-encoding")
        ? gunzipSync(Buffer.from(await hit.arrayBuffer())).toString()
        : await hit.text();
      expect(body).toContain("render 1");
      expect(scriptNonce(body)).toBe(nonce);
      expect(nonceOfPolicy(hit.headers.get("content-security-policy"))).toBe(nonce);
      expect(hit.headers.get("x-frame-options")).toBe("DENY");
    }
    expect(renders()).toBe(1);
  });

  it("keep no page whose render streamed late data after the shell: the next render is kept", async () => {
    const { web, renders } = app({ streamed: (render) => render === 1 });
    const cookie = { cookie: "i18n_redirected=ro" };
    const late = await get(web, "/ro/about", cookie);
    expect(await late.text()).toContain("<!--$?-->");
    expect(late.headers.get("x-page-cache")).toBeNull();
    const whole = await get(web, "/ro/about", cookie);
    expect(whole.headers.get("x-page-cache")).toBe("miss");
    expect(await whole.text()).toContain("render 2");
    const hit = await get(web, "/ro/about", cookie);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain("render 2");
    expect(renders()).toBe(2);
  });

  it("render a page again when its cached copy has no policy (cached before there was one)", async () => {
    const cache = memoryPageCache();
    const key = pageCacheKey(
      { method: "GET", pathname: "/ro/about", search: "", cookies: { i18n_redirected: "ro" } },
      "test",
    );
    if (!key) throw new Error("the page should be cacheable");
    await cache.set(key, {
      status: 200,
      headers: [["content-type", "text/html; charset=utf-8"]],
      body: "<p>old</p><script>window.x=1</script>",
    });
    const { web, renders } = app({ cache });
    const res = await get(web, "/ro/about", { cookie: "i18n_redirected=ro" });
    expect(res.headers.get("x-page-cache")).toBe("miss");
    const body = await res.text();
    expect(nonceOfPolicy(res.headers.get("content-security-policy"))).toBe(scriptNonce(body));
    expect(renders()).toBe(1);
  });

  it("send HSTS and upgrade requests only when the public URL is https", async () => {
    const { web } = app({ publicUrl: "https://shop.md" });
    const res = await get(web, "/ro/cart");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp["upgrade-insecure-requests"]).toEqual([]);
    expect(csp["form-action"]).toEqual(["'self'", "https:"]);
    const file = await get(web, "/favicon.svg");
    expect(file.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("let files and other answers run nothing", async () => {
    const { web } = app();
    for (const path of ["/favicon.svg", "/robots.txt", "/ro/%E0%A4%A"]) {
      const res = await get(web, path);
      const csp = directives(res.headers.get("content-security-policy"));
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
  });
  it("reach answers whose headers are locked (a Response.redirect, a fetch() answer passed on)", async () => {
    const web = createWebApp({
      handler: async () => Response.redirect("https://shop.test/ro", 302),
      clientDir,
      apiUrl: "http://127.0.0.1:9",
      siteToken: "t",
      cache: memoryPageCache(),
      cacheScope: "test",
      publicUrl: "https://shop.test",
    });
    const res = await web.request("http://shop.test/ro/x");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://shop.test/ro");
    expect(nonceOfPolicy(res.headers.get("content-security-policy"))).toBeTruthy();
  });
});

describe("cookies over https", () => {
  const secure = (res: Response) => res.headers.getSetCookie().map((value) => /;\s*Secure(;|$)/.test(value));

  it("are Secure when a trusted proxy says the shopper's connection is https", async () => {
    const { web, seen } = app({ cookies: true });
    const res = await get(web, "/ro/cart", { "x-forwarded-proto": "https" }, "127.0.0.1");
    expect(secure(res)).toEqual([true, true, true]);
    expect(seen[0]?.url).toBe("https://shop.test/ro/cart");
    // IPv4 on a dual-stack socket, and IPv6 loopback, are this host too
    expect(secure(await get(web, "/ro/cart", { "x-forwarded-proto": "https" }, "::ffff:127.0.0.1"))).toEqual([
      true,
      true,
      true,
    ]);
    expect(secure(await get(web, "/ro/cart", { "x-forwarded-proto": "https" }, "::1"))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("are not Secure on plain http, nor when an untrusted peer claims https", async () => {
    const { web, seen } = app({ cookies: true });
    expect(secure(await get(web, "/ro/cart", {}, "127.0.0.1"))).toEqual([false, false, false]);
    expect(secure(await get(web, "/ro/cart", { "x-forwarded-proto": "https" }))).toEqual([
      false,
      false,
      false,
    ]);
    expect(seen.map((s) => s.url)).toEqual(["http://shop.test/ro/cart", "http://shop.test/ro/cart"]);
    const listed = app({ cookies: true, trust: "10.0.0.0/8" });
    expect(secure(await get(listed.web, "/ro/cart", { "x-forwarded-proto": "https" }, "127.0.0.1"))).toEqual([
      false,
      false,
      false,
    ]);
    expect(secure(await get(listed.web, "/ro/cart", { "x-forwarded-proto": "https" }, "10.1.2.3"))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("keep a form's body when the request is taken as https", async () => {
    const bodies: string[] = [];
    const web = createWebApp({
      handler: async (request) => {
        bodies.push(`${request.method} ${request.url} ${(await request.formData()).get("email")}`);
        return new Response(null, { status: 204 });
      },
      clientDir,
      apiUrl: "http://127.0.0.1:9",
      siteToken: "t",
      cache: memoryPageCache(),
      cacheScope: "test",
      trustedProxies: trustedProxies(undefined),
    });
    const res = await web.request(
      "http://shop.test/ro/login",
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-proto": "https" },
        body: "email=ion%40example.md",
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 5555, remoteFamily: "IPv4" } } },
    );
    expect(res.status).toBe(204);
    expect(bodies).toEqual(["POST https://shop.test/ro/login ion@example.md"]);
  });

  it("are always Secure when the public URL is https", async () => {
    const { web } = app({ cookies: true, publicUrl: "https://shop.md/" });
    expect(secure(await get(web, "/ro/cart", {}, "127.0.0.1"))).toEqual([true, true, true]);
  });
});

describe("the shopper's address behind proxies", () => {
  it("is the nearest address a trusted proxy did not add, never one an untrusted peer sends", async () => {
    const { web, seen } = app({ trust: "127.0.0.1,10.0.0.0/8" });
    await get(web, "/ro/cart", { "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2" }, "127.0.0.1");
    await get(web, "/ro/cart", { "x-forwarded-for": "6.6.6.6" });
    await get(web, "/ro/cart", {}, "127.0.0.1");
    expect(seen.map((s) => s.ip)).toEqual(["198.51.100.7", "203.0.113.9", "127.0.0.1"]);
  });

  it("refuses a WEB_TRUST_PROXY entry that is not an address", () => {
    expect(() => trustedProxies("proxy.local")).toThrow(/WEB_TRUST_PROXY/);
  });
});
