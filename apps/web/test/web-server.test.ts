import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createWebApp } from "../server/app.ts";
import {
  type CachedPage,
  memoryPageCache,
  type PageCacheStore,
  redisPageCache,
} from "../server/page-cache.ts";

const clientDir = mkdtempSync(join(tmpdir(), "sf-static-"));

/** Renders a page whose body counts renders, so a cached answer is visible. */
function app(options: { setCookie?: boolean } = {}) {
  let renders = 0;
  const stored: CachedPage[] = [];
  const memory = memoryPageCache();
  const cache: PageCacheStore = {
    ...memory,
    set: async (key, page) => {
      stored.push(page);
      await memory.set(key, page);
    },
  };
  const web = createWebApp({
    handler: async (request) => {
      renders++;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (options.setCookie) headers.set("set-cookie", "i18n_redirected=ro; Path=/");
      const preload = '<link rel="modulepreload" href="/assets/root.js"/>';
      return new Response(`${preload}<p>${new URL(request.url).pathname} render ${renders}</p>`, {
        status: 200,
        headers,
      });
    },
    clientDir,
    apiUrl: "http://127.0.0.1:9",
    siteToken: "t",
    cache,
    cacheScope: "test",
  });
  return { web, stored, renders: () => renders };
}

const get = (web: ReturnType<typeof app>["web"], path: string, cookie?: string) =>
  web.request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} });

describe("web server middleware", () => {
  it("redirects // and trailing slashes with 301, keeping the query", async () => {
    const { web } = app();
    const res = await get(web, "//ro//about/?a=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/ro/about?a=1");
    expect((await get(web, "/")).status).toBe(200);
  });

  it("marks the page's modulepreload links low priority, fresh and from the cache", async () => {
    const { web } = app();
    const cookie = "i18n_redirected=ro";
    for (const state of ["miss", "hit"]) {
      const res = await get(web, "/ro/about", cookie);
      expect(res.headers.get("x-page-cache")).toBe(state);
      expect(await res.text()).toContain(
        '<link fetchpriority="low" rel="modulepreload" href="/assets/root.js"/>',
      );
    }
  });

  it("serves a repeat visit from the cache and varies by user group", async () => {
    const { web, renders } = app();
    const cookie = "i18n_redirected=ro";
    expect((await get(web, "/ro/about", cookie)).headers.get("x-page-cache")).toBe("miss");
    const hit = await get(web, "/ro/about", cookie);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain("render 1");
    expect(renders()).toBe(1);
    await get(web, "/ro/about", `${cookie}; user-group-id=3`);
    expect(renders()).toBe(2);
  });

  it("sends pages gzipped to clients that take it, cached ones from the stored bytes", async () => {
    const { web, stored, renders } = app();
    const headers = { cookie: "i18n_redirected=ro", "accept-encoding": "gzip, deflate, br" };
    const miss = await web.request("http://shop.test/ro/about", { headers });
    expect(miss.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await miss.arrayBuffer())).toString()).toContain("render 1");
    const hit = await web.request("http://shop.test/ro/about", { headers });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(hit.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await hit.arrayBuffer())).toString()).toContain("render 1");
    // Kept gzipped only (a fifth of the text's memory)...
    expect(stored).toHaveLength(1);
    expect(stored[0]?.gzip).toBeDefined();
    expect(stored[0]?.body).toBeUndefined();
    // ...and unzipped for a client without gzip.
    const plain = await get(web, "/ro/about", "i18n_redirected=ro");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("render 1");
    // Uncached answers are compressed on the way out too.
    const uncached = await web.request("http://shop.test/ro/contacts", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(uncached.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await uncached.arrayBuffer())).toString()).toContain("/ro/contacts");
    expect(renders()).toBe(2);
  });

  it("never caches a signed-in visitor, a first visit or a response that sets a cookie", async () => {
    const { web, renders } = app();
    await get(web, "/ro/about", "i18n_redirected=ro; token=secret");
    await get(web, "/ro/about", "i18n_redirected=ro; token=secret");
    await get(web, "/ro/about");
    await get(web, "/ro/about");
    expect(renders()).toBe(4);

    const withCookie = app({ setCookie: true });
    await get(withCookie.web, "/ro/about", "i18n_redirected=ro");
    await get(withCookie.web, "/ro/about", "i18n_redirected=ro");
    expect(withCookie.renders()).toBe(2);
  });

  it("forgets a page's cached renderings once a form was posted to it", async () => {
    const { web, renders } = app();
    const cookie = "i18n_redirected=ro";
    await get(web, "/ro/product/x", cookie);
    await get(web, "/ro/product/x", `${cookie}; user-group-id=3`);
    await get(web, "/ro/product/y", cookie);
    expect(renders()).toBe(3);
    // React Router posts to "<path>.data" when JavaScript runs, to the path itself without.
    await web.request("http://shop.test/ro/product/x.data", { method: "POST", headers: { cookie } });
    expect((await get(web, "/ro/product/x", cookie)).headers.get("x-page-cache")).toBe("miss");
    expect((await get(web, "/ro/product/x", `${cookie}; user-group-id=3`)).headers.get("x-page-cache")).toBe(
      "miss",
    );
    expect((await get(web, "/ro/product/y", cookie)).headers.get("x-page-cache")).toBe("hit");
  });

  it("answers 400 for a path that cannot be decoded", async () => {
    const { web, renders } = app();
    const res = await get(web, "/ro/%E0%A4%A");
    expect(res.status).toBe(400);
    expect(renders()).toBe(0);
  });

  it("serves robots.txt pointing at the sitemap and keeping filtered listings out", async () => {
    const { web } = app();
    const text = await (await get(web, "/robots.txt")).text();
    expect(text).toContain("Sitemap: http://shop.test/sitemap.xml");
    expect(text).toContain("Disallow: /*?*filter=");
  });

  it("answers 502 with the spec's text when the sitemap cannot be fetched", async () => {
    const { web } = app();
    const res = await get(web, "/sitemap.xml");
    expect(res.status).toBe(502);
    expect(await res.text()).toBe("Bad Gateway: Unable to fetch sitemap");
  });
});

describe("Redis page cache", () => {
  it("falls through (no entry, no error) when Redis is unreachable", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
      });
    });
    const store = redisPageCache(`redis://127.0.0.1:${port}`);
    await store.set("k", { status: 200, headers: [], body: "x" });
    expect(await store.get("k")).toBeUndefined();
    await store.close();
  });

  it.runIf(process.env.REDIS_TEST_URL)("stores and reads pages in a real Redis", async () => {
    const store = redisPageCache(process.env.REDIS_TEST_URL as string);
    const key = `test:${Date.now()}`;
    await store.set(key, { status: 200, headers: [["content-type", "text/html"]], body: "<p>cached</p>" });
    expect(await store.get(key)).toEqual({
      status: 200,
      headers: [["content-type", "text/html"]],
      body: "<p>cached</p>",
    });
    const gzip = new Uint8Array([31, 139, 8, 0, 1, 2, 3]);
    await store.set(key, { status: 200, headers: [], body: "x", gzip });
    expect((await store.get(key))?.gzip).toEqual(gzip);
    await store.close();
  });

  it.runIf(process.env.REDIS_TEST_URL)("purges every user group's rendering of a path in Redis", async () => {
    const store = redisPageCache(process.env.REDIS_TEST_URL as string);
    const scope = `purge${Date.now()}`;
    const page = { status: 200, headers: [], body: "x" };
    await store.set(`page:${scope}::/ro/product/a`, page);
    await store.set(`page:${scope}:3:/ro/product/a`, page);
    await store.set(`page:${scope}::/ro/product/ab`, page);
    await store.purge(scope, "/ro/product/a");
    expect(await store.get(`page:${scope}::/ro/product/a`)).toBeUndefined();
    expect(await store.get(`page:${scope}:3:/ro/product/a`)).toBeUndefined();
    expect(await store.get(`page:${scope}::/ro/product/ab`)).toEqual(page);
    await store.close();
  });
});
