import { schema } from "@sf/db";
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database } = await build();
const id = new Map<string, number>();
let siteId = 0;
beforeAll(async () => {
  siteId = await addTestShop(database.db);
  const rows = await database.db
    .select({ id: schema.products.id, code: schema.products.code })
    .from(schema.products)
    .where(eq(schema.products.siteId, siteId));
  for (const row of rows) {
    id.set(row.code, row.id);
  }
}, 60_000);

type Card = { productId: number; code: string; available: boolean; discount: number };
const get = (url: string, lang = "ro") =>
  app.inject({ url, headers: { token: TEST_TOKEN, "accept-language": lang } });
const ids = (...codes: string[]) => codes.map((c) => id.get(c)).join(",");
const codes = (products: Card[]) => products.map((p) => p.code);

describe("GET /general/product-filter?ids=", () => {
  it("answers the active products in the given order, unpaged", async () => {
    const res = await get(`/general/product-filter?ids=${ids("T-103", "T-100")},999999`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(codes(body.products)).toEqual(["T-103", "T-100"]);
    expect(body.totalCount).toBe(2);
    expect(body).not.toHaveProperty("pages");
  });

  it("pages with pagination=true: totalCount and pages count every listed product", async () => {
    const list = ids("T-110", "T-111", "T-112", "T-113", "T-114");
    const first = (await get(`/general/product-filter?ids=${list}&pagination=true&page_size=2`)).json();
    expect(first).toMatchObject({ totalCount: 5, pages: 3, current_page: 1, page_size: 2 });
    expect(codes(first.products)).toEqual(["T-110", "T-111"]);
    const last = (await get(`/general/product-filter?ids=${list}&page=3&page_size=2`)).json();
    expect(codes(last.products)).toEqual(["T-114"]);
    expect(last.current_page).toBe(3);
    const byDefault = (await get(`/general/product-filter?ids=${list}&pagination=true`)).json();
    expect(byDefault).toMatchObject({ totalCount: 5, pages: 1, page_size: 24 });
    expect((await get(`/general/product-filter?ids=${list}&page=4&page_size=2`)).statusCode).toBe(404);
  });

  it("answers 400 with a message for bad ids, pages and combinations", async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
    for (const url of [
      "/general/product-filter",
      "/general/product-filter?ids=",
      "/general/product-filter?ids=1,abc",
      "/general/product-filter?ids=0",
      "/general/product-filter?ids=1&page=0",
      "/general/product-filter?ids=1&page=abc",
      "/general/product-filter?ids=1&page_size=500",
      "/general/product-filter?ids=1&pagination=maybe",
      `/general/product-filter?ids=${many}`,
      "/general/product-filter?ids=1&random=true",
      "/general/product-filter?random=true&page=2",
      "/general/product-filter?random=true&limit=1000",
      "/general/product-filter?random=yes",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      const messages = Object.values(body).flat();
      expect(messages.length, url).toBeGreaterThan(0);
      expect(
        messages.every((m) => typeof m === "string" && m.length > 3),
        url,
      ).toBe(true);
    }
    // More than 100 ids is fine when paged.
    expect((await get(`/general/product-filter?ids=${many}&pagination=true`)).statusCode).toBe(200);
  });
});

describe("GET /general/product-filter/promo/", () => {
  it("answers the discounted in-stock products, paged, like the discount list", async () => {
    const res = await get("/general/product-filter/promo/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 10, pages: 1, current_page: 1 });
    expect(body.products.every((p: Card) => p.available && p.discount > 0)).toBe(true);
    const page = (await get("/general/product-filter/promo/?page=2&page_size=4")).json();
    expect(page).toMatchObject({ totalCount: 10, pages: 3, current_page: 2 });
    expect(page.products).toHaveLength(4);
    expect((await get("/general/product-filter/promo/?page=x")).statusCode).toBe(400);
    expect((await get("/general/product-filter/promo/?page=9")).statusCode).toBe(404);
  });
});

describe("GET /general/product-filter?random=true", () => {
  it("draws distinct in-stock products of the shop, at most the limit", async () => {
    const res = await get("/general/product-filter?random=true&limit=8");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toHaveLength(8);
    expect(body.totalCount).toBe(8);
    expect(new Set(codes(body.products)).size).toBe(8);
    expect(body.products.every((p: Card) => p.available && id.get(p.code) === p.productId)).toBe(true);
    expect((await get("/general/product-filter?random=true")).json().products).toHaveLength(10);
  });

  it("differs between draws and never answers an out-of-stock product", async () => {
    const draws = await Promise.all(
      Array.from({ length: 6 }, async () =>
        codes((await get("/general/product-filter?random=true&limit=5")).json().products).join(),
      ),
    );
    expect(new Set(draws).size).toBeGreaterThan(1);
    // Every in-stock product of the shop, drawn whole when the limit exceeds them.
    const all = (await get("/general/product-filter?random=true&limit=50")).json().products as Card[];
    expect(all.every((p) => p.available)).toBe(true);
    expect(codes(all)).not.toContain("T-204");
    expect(codes(all)).not.toContain("T-301");
    expect(all.length).toBeGreaterThan(20);
  });
});

describe("GET /general/product-filter/recommended?product_ids=", () => {
  it("recommends linked products, without the basket's own, in-stock first, each once", async () => {
    // T-201 is associated with T-204 (out of stock), T-101 and T-102; T-102 is similar to T-101.
    const res = await get(`/general/product-filter/recommended?product_ids=${ids("T-201", "T-102")}`);
    expect(res.statusCode).toBe(200);
    expect(codes(res.json().products)).toEqual(["T-101", "T-204"]);
    // Compatible links count too: T-300 fits T-302 (in stock) and T-301 (out of stock).
    const cream = (await get(`/general/product-filter/recommended?product_ids=${ids("T-300")}`)).json();
    expect(codes(cream.products)).toEqual(["T-302", "T-301"]);
    expect(cream.totalCount).toBe(2);
  });

  it("keeps to the limit, ignores other shops' and unknown ids, and 400s bad input", async () => {
    const limited = (
      await get(`/general/product-filter/recommended?product_ids=${ids("T-201", "T-300")}&limit=1`)
    ).json();
    // Both associated with T-201 and in stock: the better seller wins.
    expect(codes(limited.products)).toEqual(["T-102"]);
    const unknown = await get("/general/product-filter/recommended?product_ids=999999");
    expect(unknown.json()).toEqual({ products: [], totalCount: 0 });
    // A demo shop's product with links of its own recommends nothing to this shop.
    const [foreign] = await database.db
      .select({ id: schema.productLinks.productId })
      .from(schema.productLinks)
      .where(ne(schema.productLinks.siteId, siteId))
      .limit(1);
    expect(foreign).toBeDefined();
    const other = await get(`/general/product-filter/recommended?product_ids=${foreign?.id}`);
    expect(other.json()).toEqual({ products: [], totalCount: 0 });
    for (const url of [
      "/general/product-filter/recommended",
      "/general/product-filter/recommended?product_ids=a,b",
      "/general/product-filter/recommended?product_ids=1&limit=0",
      "/general/product-filter/recommended?product_ids=1&limit=500",
    ]) {
      const bad = await get(url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json(), url).not.toHaveProperty("code", "server_error");
    }
  });
});
