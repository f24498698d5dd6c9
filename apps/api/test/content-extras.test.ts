import { schema } from "@sf/db";
import { menuPlanPrice } from "@sf/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { accountHelpers } from "./fixtures/accounts.ts";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

/**
 * The content GETs built for issue 14 part D: similar categories, the delivery note, the menu
 * calculator and the legacy /api/v1 reads and profile update.
 */
const { app, database, outboxDir } = await build();
const { call, customer } = accountHelpers(app, outboxDir);
let testSiteId = 0;
beforeAll(async () => {
  testSiteId = await addTestShop(database.db);
}, 60_000);

type Theme = Parameters<typeof site>[0];
const get = (url: string, theme: Theme = "ecaterix", lang = "ro") =>
  app.inject({ url, headers: site(theme, lang) });
const testShop = (url: string, lang = "ro") =>
  app.inject({ url, headers: { token: TEST_TOKEN, "accept-language": lang } });
const setContent = (key: string, lang: string, data: unknown) =>
  database.db.insert(schema.siteContents).values({ siteId: testSiteId, key, lang, data });

type Category = { id: number; title: string; url: string; product_count: number };

describe("GET /base/main_page_similar_category", () => {
  it("gives the fullest second-level categories in the shop's layout, titles in the language", async () => {
    const ro = (await get("/base/main_page_similar_category", "ecom")).json();
    expect(ro.view_mode).toBe("slider");
    expect(ro.categories.length).toBeGreaterThan(1);
    const counts = ro.categories.map((c: Category) => c.product_count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts.every((n: number) => n > 0)).toBe(true);
    const en = (await get("/base/main_page_similar_category", "ecom", "en")).json();
    expect(en.categories.map((c: Category) => c.id)).toEqual(ro.categories.map((c: Category) => c.id));
    expect(en.categories[0].title).not.toBe(ro.categories[0].title);
    expect((await get("/base/main_page_similar_category", "farmacie")).json().view_mode).toBe("grid");
  });

  it("keeps a shop's own choice in its order and leaves out a category it does not have", async () => {
    // The small test shop has one second-level category ("pain", under medicines).
    const auto = (await testShop("/base/main_page_similar_category")).json();
    expect(auto.view_mode).toBe("grid");
    expect(auto.categories).toHaveLength(1);
    const [first, second] = (await testShop("/base/main-carousel-category")).json() as Category[];
    if (!first || !second) throw new Error("the test shop's carousel has too few categories");
    await setContent("main_page_similar_category", "ro", {
      category_ids: [second.id, 999_999, first.id],
      view_mode: "slider",
    });
    const chosen = (await testShop("/base/main_page_similar_category")).json();
    expect(chosen.view_mode).toBe("slider");
    expect(chosen.categories.map((c: Category) => c.id)).toEqual([second.id, first.id]);
    expect(chosen.categories[0]).toMatchObject({ title: second.title, url: second.url, image: null });
  });
});

describe("GET /mi/delivery_info_text", () => {
  it("answers the shop's note in the language, else in its main language", async () => {
    const uk = (await get("/mi/delivery_info_text", "farmacie", "uk")).json();
    expect(uk.title).toBe("Самовивіз або доставка");
    const ru = (await get("/mi/delivery_info_text", "ecom", "ru")).json();
    expect(ru).toEqual((await get("/mi/delivery_info_text", "ecom", "ro")).json());
  });

  it("answers empty texts for a shop that wrote none", async () => {
    const res = await testShop("/mi/delivery_info_text");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: "", text: "" });
  });
});

describe("GET /general/menu-calculator", () => {
  const chisinau = async () => {
    const [region] = (await get("/base/region")).json() as { id: number }[];
    const [city] = (await get(`/base/locality?region_id=${region?.id}`)).json() as { id: number }[];
    return city?.id as number;
  };

  it("lists the caterer's plans with their prices, and today's menu at 1200 kcal", async () => {
    const city = await chisinau();
    const res = await get(`/general/menu-calculator?locality_id=${city}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.menu.map((o: { calories: number }) => o.calories)).toEqual([1200, 1500, 2000]);
    const week = body.menu[0].durations.find((d: { days: number }) => d.days === 7);
    expect(week).toEqual({ duration: "7 zile", days: 7, price: menuPlanPrice(260, 7, 10), discount: 10 });
    expect(body.day).toMatchObject({ ...body.current_date, calories: 1200 });
    expect(body.day.products.map((p: { meal: string }) => p.meal)).toEqual([
      "Mic dejun",
      "Prânz",
      "Gustare",
      "Cină",
    ]);
    expect(typeof body.delivery_available).toBe("boolean");
  });

  it("gives another day and calorie option, portions scaled, in the language asked", async () => {
    const city = await chisinau();
    const base = (
      await get(`/general/menu-calculator?locality_id=${city}&calories=1500&week=2&day=7`, "ecaterix", "ru")
    ).json();
    const big = (
      await get(`/general/menu-calculator?locality_id=${city}&calories=2000&week=2&day=7`, "ecaterix", "ru")
    ).json();
    expect(big.day).toMatchObject({ week: 2, day: 7, day_name: "Вс", calories: 2000 });
    expect(big.day.products[0].title).toBe(base.day.products[0].title);
    expect(big.day.products[0].calories).toBe(Math.round((base.day.products[0].calories * 2000) / 1500));
    expect(big.menu[0].title).toBe("1200 ккал");
    expect(big.menu[0].durations[0].duration).toBe("1 день");
  });

  it("answers an empty menu for a shop without meal plans", async () => {
    const body = (
      await get(`/general/menu-calculator?locality_id=${await chisinau()}`, "farmacie", "en")
    ).json();
    expect(body.menu).toEqual([]);
    expect(body.day).toBeNull();
    expect(body.current_date.day_name).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);
  });

  it("refuses a missing city, an unknown one, and a plan or day it does not have", async () => {
    const city = await chisinau();
    const missing = await get("/general/menu-calculator");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ locality_id: ["Select a city."] });
    expect((await get("/general/menu-calculator?locality_id=abc")).statusCode).toBe(400);
    const unknown = await get("/general/menu-calculator?locality_id=999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe("No locality 999999.");
    expect((await get(`/general/menu-calculator?locality_id=${city}&calories=1300`)).statusCode).toBe(404);
    expect((await get(`/general/menu-calculator?locality_id=${city}&week=5&day=1`)).statusCode).toBe(404);
    expect((await get(`/general/menu-calculator?locality_id=${city}&day=8`)).statusCode).toBe(400);
  });
});

describe("legacy /api/v1 reads", () => {
  it("recommended: a basket's recommendations, else the best sellers; a bad basket is a 400", async () => {
    const popular = (await get("/ro/main/slides-popular-product/", "ecom")).json();
    const none = (await get("/api/v1/recommended?limit=4", "ecom")).json();
    expect(none.products.map((p: { productId: number }) => p.productId)).toEqual(
      popular.products.slice(0, 4).map((p: { productId: number }) => p.productId),
    );
    const id = popular.products[0].productId;
    const legacy = (await get(`/api/v1/recommended?product_ids=${id}`, "ecom")).json();
    const current = (await get(`/general/product-filter/recommended?product_ids=${id}`, "ecom")).json();
    expect(legacy).toEqual(current);
    expect((await get("/api/v1/recommended?product_ids=x,y", "ecom")).statusCode).toBe(400);
  });

  it("filter: every brand and specification with all its options, in the language", async () => {
    const ro = (await get("/api/v1/filter", "ecom")).json() as {
      keyword: string;
      title: string;
      options: { keyword: string; title: string }[];
    }[];
    expect(ro[0]).toMatchObject({ id: 0, keyword: "brand", title: "Brand" });
    const brands = (await get("/general/brand/", "ecom")).json().totalCount;
    expect(ro[0]?.options).toHaveLength(brands);
    const spec = ro[1];
    if (!spec) throw new Error("ecom has no specifications");
    expect(spec.options.length).toBeGreaterThan(0);
    const en = (await get("/api/v1/filter", "ecom", "en")).json();
    expect(en[1].keyword).toBe(spec.keyword);
  });

  it("grinding: none for a shop that grinds nothing; the shop's options in the language", async () => {
    expect((await get("/api/v1/grinding", "ecom")).json()).toEqual([]);
    const option = (id: number, code: string, title: string) => ({ id, code, title });
    await setContent("grinding", "ro", { options: [option(1, "espresso", "Fin, pentru espresso")] });
    await setContent("grinding", "ru", { options: [option(1, "espresso", "Мелкий, для эспрессо")] });
    expect((await testShop("/api/v1/grinding", "ru")).json()).toEqual([
      option(1, "espresso", "Мелкий, для эспрессо"),
    ]);
    expect((await testShop("/api/v1/grinding", "en")).json()).toEqual([
      option(1, "espresso", "Fin, pentru espresso"),
    ]);
  });

  it("news/{id}: the article, as /base/articles/{id}; unknown 404, malformed 400", async () => {
    const first = (await get("/base/articles", "farmacie")).json().list[0];
    const legacy = await get(`/api/v1/news/${first.id}`, "farmacie");
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual((await get(`/base/articles/${first.id}`, "farmacie")).json());
    expect((await get("/api/v1/news/999999", "farmacie")).statusCode).toBe(404);
    expect((await get("/api/v1/news/abc", "farmacie")).statusCode).toBe(400);
  });

  it("settings: the same as /settings/global_site_settings", async () => {
    const legacy = (await get("/api/v1/settings", "primebuy")).json();
    expect(legacy).toEqual((await get("/settings/global_site_settings", "primebuy")).json());
  });

  it("pages: each CMS page once, with a slug that opens it in the language", async () => {
    for (const lang of ["ro", "ru"]) {
      const pages = (await get("/api/v1/pages", "default", lang)).json() as { slug: string; title: string }[];
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        const opened = await get(`/page/${encodeURIComponent(page.slug)}/`, "default", lang);
        expect(opened.statusCode, page.slug).toBe(200);
        expect(opened.json().title).toBe(page.title);
      }
    }
  });
});

describe("PATCH /api/v1/user", () => {
  it("changes the signed-in customer's profile, with the same checks as PATCH /users/user/{id}/", async () => {
    const pair = await customer("legacy.profile@example.md");
    const patch = (body: object, bearer: string | undefined = pair.access) =>
      call("/api/v1/user", { method: "PATCH", bearer, body });
    const ok = await patch({ first_name: "Elena", phone: "+373 69 555 111" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: "Elena", phone: "+37369555111" });
    const me = (await call("/auth/users/me/", { method: "GET", bearer: pair.access })).json();
    expect(me.first_name).toBe("Elena");
    expect((await patch({ phone: "12" })).json()).toEqual({ phone: ["Enter a valid phone number."] });
    expect((await patch({ birthday: "01.05.1990" })).statusCode).toBe(400);
    expect((await patch({ first_name: "Nobody" }, "")).statusCode).toBe(401);
  });
});
