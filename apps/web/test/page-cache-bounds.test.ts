import { describe, expect, it } from "vitest";
import { type CachedPage, cachedPageBytes, memoryPageCache } from "../server/page-cache.ts";

const page = (size: number): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: "x".repeat(size),
});

describe("the in-process page cache", () => {
  it("stays within its byte budget, dropping the least recently used pages", async () => {
    const budget = 1024 * 1024;
    const cache = memoryPageCache(budget);
    // 40 pages of 50,000 characters (about 100 KB each as UTF-16): four times the budget.
    for (let i = 0; i < 40; i++) await cache.set(`page:s:ro:/p${i}`, page(50_000));
    expect(cache.bytes).toBeLessThanOrEqual(budget);
    expect(cache.bytes).toBeGreaterThan(budget - cachedPageBytes(page(50_000)));
    expect(await cache.get("page:s:ro:/p0")).toBeUndefined();
    expect(await cache.get("page:s:ro:/p39")).toBeDefined();
  });

  it("counts the gzip copy and keeps no page larger than the whole budget", async () => {
    const cache = memoryPageCache(100_000);
    const withGzip = { ...page(10_000), gzip: new Uint8Array(30_000) };
    expect(cachedPageBytes(withGzip)).toBeGreaterThan(50_000);
    await cache.set("page:s:ro:/big", page(80_000));
    expect(await cache.get("page:s:ro:/big")).toBeUndefined();
    await cache.set("page:s:ro:/small", withGzip);
    expect(await cache.get("page:s:ro:/small")).toBeDefined();
  });
});
