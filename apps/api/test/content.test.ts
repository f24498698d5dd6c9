import { schema } from "@sf/db";
import { demoSites } from "@sf/db/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { siteOf } from "../src/lib/site.ts";
import { getProductOfTheDay } from "../src/services/showcase/get-product-of-the-day.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

const { app, database } = await build();
let testSiteId = 0;
beforeAll(async () => {
  testSiteId = await addTestShop(database.db);
}, 60_000);
const farmacie = demoSites.find((s) => s.code === "farmacie");
if (!farmacie) throw new Error("farmacie seed missing");

describe("GET /general/menu_tree", () => {
  it("returns nested items with the spec's fields, titles in the request language", async () => {
    const res = await app.inject({ url: "/general/menu_tree", headers: site("farmacie", "ru") });
    expect(res.statusCode).toBe(200);
    const tree = res.json();
    expect(tree).toHaveLength(farmacie.menu.length);
    expect(Object.keys(tree[0]).sort()).toEqual(
      ["badge", "icon", "id", "image", "product_count", "subcategories", "title", "url"].sort(),
    );
    expect(tree[0].title).toBe(farmacie.menu[0]?.title.ru);
    const withChildren = farmacie.menu.findIndex((m) => m.children?.length);
    expect(tree[withChildren].subcategories).toHaveLength(farmacie.menu[withChildren]?.children?.length ?? 0);
  });
});

describe("GET /page/{slug}/", () => {
  const page = farmacie.pages[0];
  if (!page?.byLang.ro || !page.byLang.ru) throw new Error("farmacie needs a page in ro and ru");
  const ro = page.byLang.ro;
  const ru = page.byLang.ru;

  it("returns html, ignore_layout and show_breadcrumbs", async () => {
    const res = await app.inject({ url: `/page/${ro.slug}/`, headers: site("farmacie", "ro") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slug: ro.slug,
      title: ro.title,
      html: ro.html,
      ignore_layout: page.ignoreLayout ?? false,
      show_breadcrumbs: page.showBreadcrumbs ?? true,
    });
    expect(res.json().alternates.ru).toBe(ru.slug);
  });

  it("resolves another language's slug to the page in the requested language", async () => {
    const res = await app.inject({ url: `/page/${ro.slug}`, headers: site("farmacie", "ru") });
    expect(res.json()).toMatchObject({ slug: ru.slug, lang: "ru", title: ru.title });
  });

  it("answers 404 for an unknown slug and 400 for a malformed one", async () => {
    const missing = await app.inject({ url: "/page/no-such-page", headers: site("farmacie") });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Page not found.", code: "not_found" });
    const bad = await app.inject({ url: "/page/%3Cscript%3E", headers: site("farmacie") });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().slug).toEqual(["Invalid slug."]);
  });
});

describe("contacts and banners", () => {
  it("lists shops with an open flag and a schedule", async () => {
    const res = await app.inject({ url: "/base/contacts", headers: site("farmacie", "ro") });
    const shops = res.json();
    expect(shops).toHaveLength(farmacie.shops.length);
    expect(typeof shops[0].isOpen).toBe("boolean");
    expect(shops[0].schedule).not.toBe("");
    const allDay = shops.find((s: { hours: string[] }) => s.hours.every((h) => h === "00:00-24:00"));
    if (allDay) expect(allDay.isOpen).toBe(true);
  });

  it("filters banners by show_on and rejects an unknown value with 400", async () => {
    const all = (await app.inject({ url: "/base/slides_banner", headers: site("farmacie", "ro") })).json();
    expect(all).toHaveLength(farmacie.slides.length);
    const main = (
      await app.inject({ url: "/base/slides_banner?show_on=main", headers: site("farmacie") })
    ).json();
    expect(main.every((s: { show_on: string }) => s.show_on === "main")).toBe(true);
    // Banners stored here come with resized WebP and AVIF variants, made on the first request.
    const first = all[0] as { image: string; srcset?: string; srcsetAvif?: string };
    expect(first.srcset).toMatch(/-480\.webp 480w, .*-1600\.webp 1600w$/);
    expect(first.srcsetAvif).toMatch(/-480\.avif 480w, .*-1600\.avif 1600w$/);
    const phone = first.srcsetAvif?.split(", ")[0]?.split(" ")[0] as string;
    const variant = await app.inject({ url: phone, headers: site("farmacie") });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/avif");
    const odd = await app.inject({ url: phone.replace("-480.", "-481."), headers: site("farmacie") });
    expect(odd.statusCode).toBe(404);
    const bad = await app.inject({ url: "/base/slides_banner?show_on=sideways", headers: site("farmacie") });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["show_on"]);
  });
});

describe("bad input", () => {
  it("answers 404 JSON for an unknown route and 400 for malformed JSON, never 500", async () => {
    const unknown = await app.inject({ url: "/nowhere", headers: site("default") });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("not_found");
    const body = await app.inject({
      method: "POST",
      url: "/settings/global_site_settings",
      headers: { ...site("default"), "content-type": "application/json" },
      payload: "{oops",
    });
    expect(body.statusCode).toBeGreaterThanOrEqual(400);
    expect(body.statusCode).toBeLessThan(500);
  });

  it("rejects a media path that climbs out", async () => {
    const res = await app.inject({ url: "/media/..%2F..%2Fetc/passwd", headers: site("default") });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every page in every language with hreflang alternates", async () => {
    const res = await app.inject({
      url: "/sitemap.xml?origin=https://shop.example",
      headers: site("farmacie"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    for (const lang of farmacie.languages) {
      expect(res.body).toContain(`<loc>https://shop.example/${lang}/about</loc>`);
      expect(res.body).toContain(`hreflang="${lang}"`);
    }
    expect(res.body).toContain(`/ro/page/${farmacie.pages[0]?.byLang.ro?.slug}`);
    expect(res.body).toContain('hreflang="x-default"');
    expect(res.body).toContain("<loc>https://shop.example/ru/brands</loc>");
    expect(res.body).toContain(
      '<loc>https://shop.example/en/brands/krka</loc><xhtml:link rel="alternate" hreflang="ro" href="https://shop.example/ro/brands/krka"/>',
    );
  });

  it("rejects an origin that is not an http(s) URL", async () => {
    const res = await app.inject({
      url: "/sitemap.xml?origin=javascript:alert(1)",
      headers: site("farmacie"),
    });
    expect(res.statusCode).toBe(400);
  });
});

// ---------------------------------------------------------------- catalogue content (test shop)

const shop = (lang = "ro") => ({ token: TEST_TOKEN, "accept-language": lang });
const get = (url: string, lang = "ro") => app.inject({ url, headers: shop(lang) });
type Card = { code: string; available: boolean; discount: number; old_price: number | null; price: number };
const codes = (list: { code: string }[]) => list.map((p) => p.code);

describe("GET /general/brand/", () => {
  it("groups brands with active products by first letter, with counts, logos and featured", async () => {
    const res = await get("/general/brand/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.letters.map((l: { letter: string }) => l.letter)).toEqual(["B", "F", "O", "Н", "0-9"]);
    const bayer = body.letters[0].brands[0];
    expect(bayer).toEqual({
      id: expect.any(Number),
      name: "Bayer",
      slug: "bayer",
      country: null,
      product_count: 17,
      logo: "/media/brands/bayer.svg",
    });
    expect(body.letters[3].brands[0]).toMatchObject({ name: "Невская косметика", product_count: 2 });
    expect(body.featured.map((b: { name: string }) => b.name)).toEqual([
      "Bayer",
      "Farmaprim",
      "Omron",
      "Невская косметика",
      "3 Chênes",
    ]);
    expect(body.totalCount).toBe(5);
    const logo = await get(bayer.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toContain("image/svg+xml");
  });

  it("features at most 12 brands of a big shop and never shows another shop's brands", async () => {
    const body = (await app.inject({ url: "/general/brand/", headers: site("farmacie", "ro") })).json();
    expect(body.featured).toHaveLength(12);
    const counts = body.featured.map((b: { product_count: number }) => b.product_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const names = body.letters.flatMap((l: { brands: { name: string }[] }) => l.brands.map((b) => b.name));
    expect(names).not.toContain("Невская косметика");
    expect(names).toContain("3M");
    expect(body.letters.at(-1).letter).toBe("0-9");
  });
});

describe("GET /general/brand/{slug}", () => {
  it("lists the brand's products paged, with sorting and the brand's categories", async () => {
    const res = await get("/general/brand/bayer?page_size=5&sort=price%2B");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.brand).toMatchObject({ name: "Bayer", slug: "bayer", product_count: 17 });
    expect(body).toMatchObject({ totalCount: 17, pages: 4, current_page: 1, page_size: 5 });
    expect(body.sort.selected).toBe("price+");
    const prices = body.products.map((p: Card) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.categories).toEqual([
      { id: expect.any(Number), title: "Durere", url: "/medicamente/durere", product_count: 12 },
      { id: expect.any(Number), title: "Îngrijire", url: "/ingrijire", product_count: 5 },
    ]);
    const last = (await get("/general/brand/bayer?page_size=5&page=4")).json();
    expect(last.products).toHaveLength(2);
  });

  it("answers 404 for an unknown slug or a page past the end, 400 for a malformed slug", async () => {
    expect((await get("/general/brand/no-such-brand")).statusCode).toBe(404);
    expect((await get("/general/brand/bayer?page=9")).statusCode).toBe(404);
    const bad = await get("/general/brand/%3Cb%3E");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["slug"]);
    const bogusSort = await get("/general/brand/bayer?sort=drop");
    expect(bogusSort.json().sort.selected).toBe("sort_priority-");
  });
});

describe("product lists of the home page", () => {
  it("new products: the 10 newest in stock", async () => {
    const res = await get("/ru/main/slider-new_products/");
    expect(res.statusCode).toBe(200);
    const { products } = res.json();
    expect(codes(products)).toEqual(["T-302", ...Array.from({ length: 9 }, (_, i) => `T-${101 + i}`)]);
    expect(products.every((p: Card) => p.available)).toBe(true);
    expect(products[1].title).toContain("мг");
  });

  it("popular products: by units sold, in stock only", async () => {
    const { products } = (await get("/en/main/slides-popular-product/")).json();
    expect(products).toHaveLength(10);
    expect(products[0].code).toBe("T-300");
    expect(codes(products)).not.toContain("T-301");
    expect(products.every((p: Card) => p.available)).toBe(true);
    expect(products[0].title).toBe("Cremă Невская");
  });

  it("uses the main language for a locale the shop lacks and rejects an unknown one", async () => {
    const uk = (await get("/uk/main/slider-new_products/", "en")).json();
    expect(uk.products[1].title).toBe("Paracetamol 101 mg, sirop");
    const bad = await get("/xx/main/slider-new_products/");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["locale"]);
  });

  it("discounts: in-stock discounted products, biggest discount first, paged by 10", async () => {
    const res = await get("/shop/product/?type=discount");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 10, pages: 1, page_size: 10, current_page: 1 });
    expect(body.products.every((p: Card) => p.available && p.old_price !== null && p.discount > 0)).toBe(
      true,
    );
    const discounts = body.products.map((p: Card) => p.discount);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    expect(codes(body.products)).not.toContain("T-100");
    const page2 = (await get("/shop/product/?type=discount&page_size=4&page=3")).json();
    expect(page2).toMatchObject({ totalCount: 10, pages: 3, current_page: 3 });
    expect(page2.products).toHaveLength(2);
  });

  it("answers 400 for a missing or unknown type and 404 past the last page", async () => {
    for (const url of [
      "/shop/product/",
      "/shop/product/?type=new",
      "/shop/product/?type=discount&page_size=0",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).not.toHaveProperty("code", "server_error");
    }
    expect((await get("/shop/product/?type=new")).json().type).toEqual(['Unknown type: use "discount".']);
    expect((await get("/shop/product/?type=discount&page=5")).statusCode).toBe(404);
  });
});

describe("GET /general/v2/product_of_the_day/", () => {
  it("picks one in-stock discounted product, the same all day, with the end of the day", async () => {
    const first = await get("/general/v2/product_of_the_day/");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.product.available).toBe(true);
    expect(body.product.discount).toBeGreaterThan(0);
    expect(body.time_zone).toBe("Europe/Chisinau");
    const left = Date.parse(body.ends_at) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(25 * 3600 * 1000);
    const again = (await get("/general/v2/product_of_the_day/")).json();
    expect(again.product.productId).toBe(body.product.productId);
  });

  it("changes from one day to the next and stays put within a day", async () => {
    const testSite = siteOf({
      id: testSiteId,
      code: "test-shop",
      name: "Test shop",
      languages: ["ro", "ru", "en"],
      mainLanguage: "ro",
      currency: "MDL",
      settings: { has_product_of_the_day: true },
    });
    const at = (iso: string) => getProductOfTheDay(database.db, testSite, "ro", new Date(iso));
    const morning = await at("2026-05-10T05:00:00Z");
    const evening = await at("2026-05-10T20:59:00Z");
    const nextDay = await at("2026-05-10T21:00:00Z");
    expect(evening.product.productId).toBe(morning.product.productId);
    expect(morning.date).toBe("2026-05-10");
    expect(morning.ends_at).toBe("2026-05-10T21:00:00.000Z");
    expect(nextDay.date).toBe("2026-05-11");
    expect(nextDay.product.productId).not.toBe(morning.product.productId);
  });

  it("answers 404 when the shop has it switched off", async () => {
    // Every demo shop has it on: a shop of its own, never asked for before (sites are cached).
    await database.db.insert(schema.sites).values({
      token: "product-of-the-day-off",
      code: "pod-off",
      name: "No deals",
      theme: "default",
      languages: ["ro"],
      mainLanguage: "ro",
      currency: "MDL",
      settings: { has_product_of_the_day: false },
    });
    const res = await app.inject({
      url: "/general/v2/product_of_the_day/",
      headers: { token: "product-of-the-day-off" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "The product of the day is off.", code: "not_found" });
  });
});

describe("GET /general/sliders", () => {
  it("returns the home sliders with names in the language; listed codes keep their order", async () => {
    const res = await get("/general/sliders", "ru");
    expect(res.statusCode).toBe(200);
    const sliders = res.json();
    expect(sliders.map((s: { slug: string }) => s.slug)).toEqual(["picks", "bayer"]);
    expect(sliders[0].carouselName).toBe("Рекомендуем");
    expect(codes(sliders[0].products)).toEqual(["T-103", "T-101"]);
    expect(sliders[1].products.length).toBeGreaterThan(0);
    expect(
      sliders[1].products.every((p: Card & { brand: { slug: string } }) => p.brand.slug === "bayer"),
    ).toBe(true);
  });

  it("filters by key and by is_product_page; an unknown key is an empty list", async () => {
    const productPage = (await get("/general/sliders?is_product_page=true", "en")).json();
    expect(productPage.map((s: { slug: string }) => s.slug)).toEqual(["care"]);
    expect(productPage[0].carouselName).toBe("Care");
    const byKey = (await get("/general/sliders?key=bayer")).json();
    expect(byKey.map((s: { slug: string }) => s.slug)).toEqual(["bayer"]);
    expect((await get("/general/sliders?key=nothing-here")).json()).toEqual([]);
    expect((await get("/general/sliders?is_product_page=maybe")).statusCode).toBe(400);
  });
});

describe("home categories", () => {
  it("GET /base/main-carousel-category lists the shop's categories with pictures and counts", async () => {
    const res = await get("/base/main-carousel-category", "en");
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toEqual([
      expect.objectContaining({ title: "Cosmetics", url: "/cosmetics", product_count: 3 }),
      expect.objectContaining({ title: "Medicines", url: "/medicines", product_count: 25 }),
    ]);
    expect((await get(items[0].image)).statusCode).toBe(200);
  });

  it("GET /general/category-products-main-page/ gives blocks of in-stock best sellers", async () => {
    const blocks = (await get("/general/category-products-main-page/")).json();
    expect(blocks.map((b: { category: { url: string } }) => b.category.url)).toEqual([
      "/medicamente",
      "/cosmetice",
    ]);
    expect(blocks[0].products.length).toBeLessThanOrEqual(8);
    expect(blocks[0].products.every((p: Card) => p.available)).toBe(true);
    expect(codes(blocks[1].products)).toEqual(["T-300", "T-302"]);
  });

  it("falls back to top-level categories for a shop without carousel content", async () => {
    await database.db.execute(
      `delete from site_contents where site_id = ${testSiteId} and key in ('main_carousel_category', 'category_products_main_page')`,
    );
    const carousel = (await get("/base/main-carousel-category")).json();
    expect(carousel).toEqual([]); // no top-level category of the test shop has a banner picture
    const blocks = (await get("/general/category-products-main-page/")).json();
    expect(blocks.map((b: { category: { url: string } }) => b.category.url)).toEqual([
      "/medicamente",
      "/ingrijire",
      "/dispozitive",
    ]);
  });
});

describe("GET /general/banner-select/{categoryId}", () => {
  it("returns the category's banner in the request language, or 404", async () => {
    const listing = (await get("/general/v2/category/lekarstva/bol", "ru")).json();
    const res = await get(`/general/banner-select/${listing.category.id}`, "ru");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      categoryId: listing.category.id,
      image: expect.stringMatching(/^\/media\/banners\/.+\.svg$/),
      // The variants the media route makes, so a phone does not download the wide master.
      srcset: expect.stringMatching(/^\/media\/banners\/.+-480\.webp 480w, .+-1600\.webp 1600w$/),
      srcsetAvif: expect.stringMatching(/^\/media\/banners\/.+-480\.avif 480w, .+-1600\.avif 1600w$/),
      url: "/lekarstva/bol",
      title: "Обезболивающие",
    });
    const parent = listing.breadcrumbs[0].categoryId;
    expect((await get(`/general/banner-select/${parent}`)).statusCode).toBe(404);
    expect((await get("/general/banner-select/999999")).statusCode).toBe(404);
    expect((await get("/general/banner-select/abc")).statusCode).toBe(400);
  });

  it("never shows another shop's banner", async () => {
    const listing = (await get("/general/v2/category/lekarstva/bol", "ru")).json();
    const res = await app.inject({
      url: `/general/banner-select/${listing.category.id}`,
      headers: site("farmacie"),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /base/advantage/{kind}", () => {
  it("returns the advantage blocks of a place in the language", async () => {
    const res = await get("/base/advantage/main_page", "ru");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ icon: "truck", title: "Доставка", text: "За 24 часа." }]);
    expect((await get("/base/advantage/product_page", "en")).json()[0].title).toBe("Pickup");
    expect((await get("/base/advantage/category_page")).json()).toEqual([]);
  });

  it("answers 404 for an unknown kind", async () => {
    const res = await get("/base/advantage/sidebar");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });

  it("has texts for every kind in every language of every demo shop", async () => {
    for (const demo of demoSites) {
      for (const lang of demo.languages) {
        for (const kind of ["product_why_we", "product_page", "main_page", "category_page"]) {
          const list = (
            await app.inject({ url: `/base/advantage/${kind}`, headers: site(demo.code, lang) })
          ).json();
          expect(list.length, `${demo.code} ${lang} ${kind}`).toBeGreaterThanOrEqual(3);
          for (const a of list) expect(a.title && a.text, `${demo.code} ${lang} ${kind}`).toBeTruthy();
        }
      }
    }
  });
});

describe("GET /general/seo/article", () => {
  it("returns the product's SEO text in the request language, also for another language's slug", async () => {
    const ro = (await get("/general/sliders?key=picks", "ro")).json()[0].products[0];
    expect(ro.code).toBe("T-103");
    const res = await get(`/general/seo/article?product_slug=${ro.url}`, "ru");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ html: "<p>Описание.</p>", seo_keywords: "Bayer, T-103" });
    expect(res.json().title).toContain("Парацетамол");
  });

  it("returns a content page's text by article_slug", async () => {
    const page = farmacie.pages[0]?.byLang.ro;
    const res = await app.inject({
      url: `/general/seo/article?article_slug=${page?.slug}`,
      headers: site("farmacie", "ro"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: page?.title, html: page?.html });
  });

  it("answers 400 without a parameter and 404 for an unknown slug or an empty text", async () => {
    const none = await get("/general/seo/article");
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: "Give product_slug or article_slug.", code: "invalid" });
    expect((await get("/general/seo/article?product_slug=nothing")).statusCode).toBe(404);
    expect((await get("/general/seo/article?article_slug=nothing")).statusCode).toBe(404);
    const empty = (await get("/ro/main/slider-new_products/")).json().products[0];
    expect(empty.code).toBe("T-302");
    expect((await get(`/general/seo/article?product_slug=${empty.url}`)).statusCode).toBe(404);
    expect((await get("/general/seo/article?product_slug=%3Cx%3E")).statusCode).toBe(400);
  });
});
