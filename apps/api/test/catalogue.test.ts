import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

const { app, database } = await build();
beforeAll(() => addTestShop(database.db), 60_000);

const headers = (lang = "ro") => ({ token: TEST_TOKEN, "accept-language": lang });
const get = (url: string, lang = "ro") => app.inject({ url, headers: headers(lang) });

describe("GET /general/v2/category/{slug|id}/", () => {
  it("lists a category with its descendants by path, in the request language", async () => {
    const res = await get("/general/v2/category/medicamente/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toMatchObject({ title: "Medicamente", url: "/medicamente", show_18_popup: false });
    expect(body.category.alternates).toEqual({ ro: "/medicamente", ru: "/lekarstva", en: "/medicines" });
    expect(body.totalCount).toBe(25);
    expect(body.pages).toBe(2);
    expect(body.products).toHaveLength(24);
    expect(body.subcategories).toEqual([
      { id: expect.any(Number), title: "Durere", url: "/medicamente/durere", product_count: 25 },
    ]);
    expect(body.breadcrumbs).toEqual([
      { categoryId: body.category.id, categoryTitle: "Medicamente", categoryUrl: "/medicamente" },
    ]);
  });

  it("resolves nested paths, ids and other languages' paths", async () => {
    const nested = (await get("/general/v2/category/lekarstva/bol", "ru")).json();
    expect(nested.category.title).toBe("Боль");
    expect(nested.breadcrumbs.map((b: { categoryUrl: string }) => b.categoryUrl)).toEqual([
      "/lekarstva",
      "/lekarstva/bol",
    ]);
    const byId = (await get(`/general/v2/category/${nested.category.id}`, "en")).json();
    expect(byId.category.url).toBe("/medicines/pain");
    const crossLanguage = (await get("/general/v2/category/lekarstva/bol", "ro")).json();
    expect(crossLanguage.category.url).toBe("/medicamente/durere");
  });

  it("answers 404 for an unknown category and for a page past the end", async () => {
    expect((await get("/general/v2/category/nowhere")).statusCode).toBe(404);
    expect((await get("/general/v2/category/medicamente?page=3")).statusCode).toBe(404);
    expect((await get("/general/v2/category/medicamente?page=2")).json().products).toHaveLength(1);
  });

  it("filters by specification and brand with facet counts that ignore their own selection", async () => {
    const body = (await get("/general/v2/category/medicamente?filter=form:syrup")).json();
    expect(body.totalCount).toBe(12);
    const form = body.filters.find((f: { keyword: string }) => f.keyword === "form");
    expect(form.options).toEqual([
      expect.objectContaining({ keyword: "tablets", count: 13, active: false }),
      expect.objectContaining({ keyword: "syrup", count: 12, active: true }),
    ]);
    const brand = body.filters.find((f: { keyword: string }) => f.keyword === "brand");
    expect(
      brand.options.map((o: { keyword: string; count: number }) => `${o.keyword}:${o.count}`).sort(),
    ).toEqual(["bayer:12"]);
    const both = (
      await get("/general/v2/category/medicamente?filter=form:syrup;brand:bayer,farmaprim")
    ).json();
    expect(both.totalCount).toBe(12);
  });

  it("ignores malformed filters, unknown sorts and bad prices instead of failing", async () => {
    for (const query of [
      "filter=%%%;:x;form:",
      "filter=nokey:zz",
      "sort=drop-table",
      "price=abc",
      "page=-1",
      "page=abc",
    ]) {
      const res = await get(`/general/v2/category/medicamente?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().totalCount, query).toBe(25);
    }
  });

  it("filters by price range and sorts", async () => {
    const cheap = (await get("/general/v2/category/medicamente?price=10-30&sort=price%2B")).json();
    expect(cheap.products.map((p: { price: number }) => p.price)).toEqual([10, 15, 20, 25, 30]);
    expect(cheap.price_range).toMatchObject({ min: 10, max: 130, selectedFrom: 10, selectedTo: 30 });
    const dear = (await get("/general/v2/category/medicamente?sort=price-")).json();
    expect(dear.products[0].price).toBe(130);
    const byDefault = (await get("/general/v2/category/medicamente")).json();
    expect(byDefault.sort.selected).toBe("sort_priority-");
    expect(byDefault.products[0].code).toBe("T-104");
    const newest = (await get("/general/v2/category/medicamente?sort=newer%2B")).json();
    expect(newest.products[0].code).toBe("T-100");
  });

  it("flags an 18+ category", async () => {
    expect((await get("/general/v2/category/ingrijire")).json().category.show_18_popup).toBe(true);
  });
});

describe("GET /general/v2/product/{slug|id}/", () => {
  it("returns the product, breadcrumbs, SEO, properties and stock per shop", async () => {
    const list = (await get("/general/v2/category/medicamente?sort=price%2B")).json();
    const card = list.products[0];
    const res = await get(`/general/v2/product/${card.url}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.product).toMatchObject({
      code: "T-100",
      title: "Paracetamol 100 mg, comprimate",
      price: 10,
      old_price: 20,
      discount: 50,
    });
    expect(body.product.alternates.ru).toBe("paratsetamol-100-mg-tabletki");
    expect(body.breadcrumbs.map((b: { categoryTitle: string }) => b.categoryTitle)).toEqual([
      "Medicamente",
      "Durere",
    ]);
    expect(body.properties).toEqual(
      expect.arrayContaining([
        { title: "Cod", value: "T-100" },
        { title: "Formă", value: "comprimate" },
      ]),
    );
    expect(body.availability.map((s: { title: string; qty: number }) => `${s.title}:${s.qty}`)).toEqual([
      "Farmacia Centru:0",
      "Farmacia Botanica:0",
    ]);
    expect(body.product.img.srcset).toContain("-480.webp 480w");
  });

  it("finds a product by another language's slug, and 404s an unknown one", async () => {
    const ru = (await get("/general/v2/product/paratsetamol-100-mg-tabletki", "ro")).json();
    expect(ru.product.title).toBe("Paracetamol 100 mg, comprimate");
    expect((await get("/general/v2/product/no-such-thing")).statusCode).toBe(404);
  });

  it("marks prescription items as pickup only", async () => {
    const rx = (await get("/general/v2/product/T-107")).statusCode;
    expect(rx).toBe(404); // codes are not slugs
    const list = (await get("/general/v2/category/medicamente?page_size=100")).json();
    const item = list.products.find((p: { code: string }) => p.code === "T-107");
    expect(item).toMatchObject({ is_recipe: true, home_delivery: false });
  });

  it("lists similar and associated products and products by ids", async () => {
    const list = (await get("/general/v2/category/medicamente?page_size=100")).json();
    const byCode = new Map(
      list.products.map((p: { code: string; productId: number }) => [p.code, p.productId]),
    );
    const similar = (await get(`/general/product_similar_products?product_id=${byCode.get("T-101")}`)).json();
    expect(similar.products.map((p: { code: string }) => p.code)).toEqual(["T-100"]);
    const associated = (await get(`/general/associated-products/?product_id=${byCode.get("T-101")}`)).json();
    expect(associated.products.map((p: { code: string }) => p.code)).toEqual(["T-102"]);
    const ids = [byCode.get("T-103"), byCode.get("T-100"), 999999].join(",");
    const byIds = (await get(`/general/product-filter?ids=${ids}`)).json();
    expect(byIds.products.map((p: { code: string }) => p.code)).toEqual(["T-103", "T-100"]);
    expect((await get("/general/product_similar_products?product_id=abc")).statusCode).toBe(400);
  });
});

describe("GET /general/v2/search/search/", () => {
  const codes = async (query: string, lang = "ro") =>
    (await get(`/general/v2/search/search/?query=${encodeURIComponent(query)}`, lang))
      .json()
      .products.map((p: { code: string }) => p.code);

  it("finds a product with a typo, in another script and without diacritics", async () => {
    for (const query of ["paracetamol", "Paracetamol", "paracetmol", "парацетамол", "PARACETAMOL 105"]) {
      expect((await codes(query)).length, query).toBeGreaterThan(0);
    }
    expect(await codes("sampon stefan")).toContain("T-125");
    expect((await codes("PARACETAMOL 105"))[0]).toBe("T-105");
  });

  it("finds a brand spelt with one letter wrong, and says what it searched", async () => {
    const res = (await get("/general/v2/search/search/?query=omrn")).json();
    expect(res.corrected_query).toBe("omron");
    expect(res.products.length).toBeGreaterThan(0);
    expect(res.products.every((p: { brand: { name: string } | null }) => p.brand?.name === "Omron")).toBe(
      true,
    );
    const exact = (await get("/general/v2/search/search/?query=omron")).json();
    expect(exact.corrected_query).toBeNull();
    expect(exact.totalCount).toBe(res.totalCount);
  });

  it("offers a query that finds products when nothing is found, and none when nothing would", async () => {
    const res = (await get("/general/v2/search/search/?query=paracetmoll")).json();
    expect(res).toMatchObject({ products: [], totalCount: 0, did_you_mean: "paracetamol" });
    expect((await codes(res.did_you_mean)).length).toBeGreaterThan(0);
    const lost = (await get("/general/v2/search/search/?query=qqqqwwww")).json();
    expect(lost).toMatchObject({ products: [], did_you_mean: null, corrected_query: null });
  });

  it("gives nothing for fewer than 2 characters, and handles odd or long input", async () => {
    expect(await codes("p")).toEqual([]);
    expect(await codes(" ")).toEqual([]);
    expect(
      (await get(`/general/v2/search/search/?query=${encodeURIComponent("%_'\";--\\")}`)).statusCode,
    ).toBe(200);
    expect((await get(`/general/v2/search/search/?query=${"a".repeat(1000)}`)).statusCode).toBe(200);
    expect((await get(`/general/v2/search/search/?query=${"a".repeat(1001)}`)).statusCode).toBe(400);
  });
});

describe("POST /general/slug_check", () => {
  const check = (body: object) =>
    app.inject({ method: "POST", url: "/general/slug_check", headers: headers(), payload: body });

  it("returns the same product's or category's slug in the new language", async () => {
    const product = await check({
      current_lang: "ro",
      new_lang: "ru",
      current_slug: "paracetamol-100-mg-comprimate",
      object_type: "product",
    });
    expect(product.json()).toEqual({ slug: "paratsetamol-100-mg-tabletki" });
    const category = await check({
      current_lang: "ro",
      new_lang: "en",
      current_slug: "medicamente/durere",
      object_type: "category",
    });
    expect(category.json()).toEqual({ slug: "medicines/pain" });
  });

  it("answers 404 for unknown slugs and 400 for a bad body", async () => {
    expect(
      (await check({ current_lang: "ro", new_lang: "ru", current_slug: "nope", object_type: "product" }))
        .statusCode,
    ).toBe(404);
    const bad = await check({ current_lang: "ro", object_type: "shoe" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["current_slug", "new_lang", "object_type"]);
  });
});

describe("catalogue in the sitemap", () => {
  it("lists categories and products in every language", async () => {
    const xml = (await app.inject({ url: "/sitemap.xml?origin=https://shop.test", headers: headers() })).body;
    expect(xml).toContain("<loc>https://shop.test/ro/medicamente/durere</loc>");
    expect(xml).toContain("<loc>https://shop.test/en/medicines/pain</loc>");
    expect(xml).toContain("<loc>https://shop.test/ru/product/paratsetamol-100-mg-tabletki</loc>");
    expect(xml).toContain('hreflang="en" href="https://shop.test/en/product/paracetamol-100-mg-tablets"');
  });
});

describe("catalogue tenancy and images", () => {
  it("never shows one site's products to another site's token", async () => {
    const res = await app.inject({
      url: "/general/v2/category/medicamente",
      headers: site("farmacie", "ro"),
    });
    const list = (await get("/general/v2/category/medicamente")).json();
    if (res.statusCode === 200) {
      const ids = new Set(list.products.map((p: { productId: number }) => p.productId));
      expect(res.json().products.some((p: { productId: number }) => ids.has(p.productId))).toBe(false);
    }
    const product = await app.inject({
      url: `/general/v2/product/${list.products[0].url}`,
      headers: site("default", "ro"),
    });
    expect(product.statusCode).toBe(404);
  });

  it("serves resized WebP and AVIF variants made from the drawn picture", async () => {
    const webp = await get("/media/products/t-100-240.webp");
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
    const avif = await get("/media/products/t-100-480.avif");
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect((await get("/media/products/t-100-333.webp")).statusCode).toBe(404);
    expect((await get("/media/products/t-100-240.webp")).rawPayload.equals(webp.rawPayload)).toBe(true);
  });
});

describe("the built-in category filter", () => {
  type Option = { keyword: string; count: number; active: boolean; title: string };
  type Facet = { keyword: string; options: Option[] };
  type Listing = {
    totalCount: number;
    filters: Facet[];
    subcategories: { url: string; product_count: number }[];
  };
  const demo = (url: string) => app.inject({ url, headers: site("farmacie", "ro") });

  it("offers the subcategories with counts that ignore their own selection", async () => {
    const menu = (await demo("/general/menu_tree")).json() as { url: string; subcategories: unknown[] }[];
    const top = menu.find((item) => item.subcategories.length > 1);
    if (!top) throw new Error("the pharmacy demo has no category with subcategories");
    const listing = (await demo(`/general/v2/category${top.url}/`)).json() as Listing;
    const facet = listing.filters.find((f) => f.keyword === "category");
    expect(facet?.options.map((o) => o.count)).toEqual(listing.subcategories.map((s) => s.product_count));
    const [first, second] = facet?.options ?? [];
    if (!first || !second) throw new Error("expected two subcategories");

    const one = (
      await demo(`/general/v2/category${top.url}/?filter=category:${first.keyword}`)
    ).json() as Listing;
    expect(one.totalCount).toBe(first.count);
    const again = one.filters.find((f) => f.keyword === "category");
    expect(again?.options.map((o) => o.count)).toEqual(facet?.options.map((o) => o.count));
    expect(again?.options.find((o) => o.keyword === first.keyword)?.active).toBe(true);

    const two = (
      await demo(`/general/v2/category${top.url}/?filter=category:${first.keyword},${second.keyword}`)
    ).json() as Listing;
    expect(two.totalCount).toBeLessThanOrEqual(first.count + second.count);
    expect(two.totalCount).toBeGreaterThanOrEqual(Math.max(first.count, second.count));

    // Under a brand filter each option counts what its own listing with that brand would show.
    const brand = listing.filters.find((f) => f.keyword === "brand")?.options[0];
    if (!brand) throw new Error("expected a brand facet");
    const branded = (
      await demo(`/general/v2/category${top.url}/?filter=brand:${brand.keyword}`)
    ).json() as Listing;
    for (const option of branded.filters.find((f) => f.keyword === "category")?.options ?? []) {
      const child =
        listing.subcategories[
          facet?.options.indexOf(facet.options.find((o) => o.keyword === option.keyword) as Option) as number
        ];
      const childListing = await demo(`/general/v2/category${child?.url}/?filter=brand:${brand.keyword}`);
      const expected = childListing.statusCode === 404 ? 0 : (childListing.json() as Listing).totalCount;
      expect(option.count, option.title).toBe(expected);
    }
  });
});
