import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createWebApp } from "../server/app.ts";
import { memoryPageCache } from "../server/page-cache.ts";
import { siteCacheVersion } from "../server/site-cache-version.ts";

/** A fake API answering the site's page version, counting reads. */
function fakeApi() {
  const state = { version: 1, reads: 0, down: false };
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    state.reads++;
    if (state.down) throw new Error("connection refused");
    expect(String(url)).toBe("http://api.test/ver4/site_cache_version");
    expect(new Headers(init?.headers).get("token")).toBe("site-token");
    return new Response(JSON.stringify({ version: state.version }), {
      headers: { "content-type": "application/json" },
    });
  }) as typeof globalThis.fetch;
  return { state, fetch };
}

describe("the site's page version", () => {
  it("is read at most once per period, shared by concurrent requests, and kept when the API fails", async () => {
    const api = fakeApi();
    const version = siteCacheVersion({
      apiUrl: "http://api.test",
      siteToken: "site-token",
      maxAgeMs: 50,
      fetch: api.fetch,
    });
    expect(await Promise.all([version(), version(), version()])).toEqual(["1", "1", "1"]);
    expect(api.state.reads).toBe(1);
    api.state.version = 2;
    expect(await version()).toBe("1");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await version()).toBe("2");
    api.state.down = true;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await version()).toBe("2");
  });

  it("makes the storefront render afresh once it moves (an ERP's write, a cache clear)", async () => {
    const api = fakeApi();
    let renders = 0;
    const web = createWebApp({
      handler: async () => {
        renders++;
        return new Response(`<p>render ${renders}</p>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        });
      },
      clientDir: mkdtempSync(join(tmpdir(), "sf-static-")),
      apiUrl: "http://api.test",
      siteToken: "site-token",
      cache: memoryPageCache(),
      cacheScope: "test",
      cacheVersion: siteCacheVersion({
        apiUrl: "http://api.test",
        siteToken: "site-token",
        maxAgeMs: 0,
        fetch: api.fetch,
      }),
    });
    const visit = () =>
      web.request("http://shop.test/ro/product/scaun", { headers: { cookie: "i18n_redirected=ro" } });
    expect((await visit()).headers.get("x-page-cache")).toBe("miss");
    expect((await visit()).headers.get("x-page-cache")).toBe("hit");
    api.state.version = 2;
    const fresh = await visit();
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(await fresh.text()).toContain("render 2");
    expect((await visit()).headers.get("x-page-cache")).toBe("hit");
  });
});
