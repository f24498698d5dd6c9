import { schema } from "@sf/db";
import { MAIN_PAGE_PROMOTIONS_MAX } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

const { app, database } = await build();
const get = (url: string, theme: "ecom" | "farmacie" | "default" = "ecom", lang = "ro") =>
  app.inject({ url, headers: site(theme, lang) });

type Card = { id: number; slug: string; title: string; end_date: string; is_active: boolean };
type Product = { productId: number; brand: { name: string } | null; price: number };

/** The id of ecom's ended Black Friday offer, by its Romanian slug. */
async function endedOfferId(): Promise<number> {
  const [row] = await database.db
    .select({ id: schema.promotionTranslations.promotionId })
    .from(schema.promotionTranslations)
    .where(
      and(eq(schema.promotionTranslations.lang, "ro"), eq(schema.promotionTranslations.slug, "black-friday")),
    );
  if (!row) throw new Error("ecom has an ended Black Friday offer");
  return row.id;
}

describe("GET /general/promotions", () => {
  it("is in the OpenAPI document, so the generated bad-input test covers every operation", async () => {
    await app.ready();
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/general/promotions",
        "/general/promotions/{id}",
        "/general/promotions/{id}/products",
      ]),
    );
  });

  it("lists the active offers only, the soonest-ending first; an ended one is hidden", async () => {
    const res = await get("/general/promotions");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(4);
    expect(body.list.map((c: Card) => c.title)).not.toContain("Black Friday");
    expect(body.list.every((c: Card) => c.is_active)).toBe(true);
    const ends = body.list.map((c: Card) => c.end_date);
    expect([...ends].sort()).toEqual(ends);
    expect(body.list[0]).toMatchObject({ title: "Săptămâna gaming", show_on_main_page: true });
    expect(body.list[0].image).toMatch(/^\/media\/promotions\/ecom-\d+\.svg$/);
  });

  it("hides an offer the shop switched off, and shows it again when switched back on", async () => {
    const [first] = (await get("/general/promotions")).json().list as Card[];
    if (!first) throw new Error("ecom has offers");
    const { promotions } = schema;
    await database.db.update(promotions).set({ active: false }).where(eq(promotions.id, first.id));
    const list = (await get("/general/promotions")).json().list as Card[];
    expect(list.map((c) => c.id)).not.toContain(first.id);
    expect((await get(`/general/promotions/${first.id}`)).statusCode).toBe(404);
    await database.db.update(promotions).set({ active: true }).where(eq(promotions.id, first.id));
    expect((await get(`/general/promotions/${first.id}`)).statusCode).toBe(200);
  });

  it("main_page=true: the home page's pick, at most three, the shop's priority first", async () => {
    const body = (await get("/general/promotions?main_page=true")).json();
    expect(body.list).toHaveLength(MAIN_PAGE_PROMOTIONS_MAX);
    expect(body.list.map((c: Card) => c.title)).toEqual([
      "Zilele Samsung",
      "Înapoi la școală: laptopuri și PC",
      "Săptămâna gaming",
    ]);
    expect((await get("/general/promotions?main_page=yes")).json()).toEqual({
      main_page: ["main_page is true or false."],
    });
  });

  it("answers in the request language and keeps shops apart", async () => {
    const en = (await get("/general/promotions", "ecom", "en")).json().list as Card[];
    const ro = (await get("/general/promotions", "ecom", "ro")).json().list as Card[];
    expect(en.map((c) => c.id)).toEqual(ro.map((c) => c.id));
    expect(en[0]?.title).toBe("Gaming week");
    const farmacie = (await get("/general/promotions", "farmacie")).json().list as Card[];
    expect(farmacie.some((c) => ro.some((r) => r.id === c.id))).toBe(false);
    expect((await get(`/general/promotions/${ro[0]?.id}`, "farmacie")).statusCode).toBe(404);
  });
});

describe("GET /general/promotions/{id}", () => {
  it("returns the offer by id with its products, video player and slug per language", async () => {
    const card = ((await get("/general/promotions?main_page=true")).json().list as Card[])[0] as Card;
    const res = await get(`/general/promotions/${card.id}`, "ecom", "en");
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({ id: card.id, lang: "en", title: "Samsung days", slug: "samsung-days" });
    expect(offer.html).toContain("<p>");
    expect(offer.alternates).toEqual({ ro: "zilele-samsung", en: "samsung-days" });
    expect(offer.video).toEqual({
      provider: "youtube",
      id: "aqz-KE-bpKQ",
      embed_url: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0",
    });
    expect(offer.products.length).toBeGreaterThan(2);
  });

  it("finds an offer by its slug in any of the shop's languages, answering in the request's", async () => {
    const bySlug = await get("/general/promotions/samsung-days", "ecom", "ro");
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ lang: "ro", slug: "zilele-samsung", title: "Zilele Samsung" });
  });

  it("answers 404 with a message for an ended offer, an unknown id or slug", async () => {
    const ended = await endedOfferId();
    for (const ref of [String(ended), "black-friday", "2147483647", "no-such-offer"]) {
      const res = await get(`/general/promotions/${ref}`);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json(), ref).toEqual({ detail: "Special offer not found.", code: "not_found" });
    }
  });

  it("refuses a reference that is neither an id nor a slug with a 400 and a message", async () => {
    for (const ref of ["%3Cscript%3E", "A_B", "x".repeat(201)]) {
      const res = await get(`/general/promotions/${ref}`);
      expect(res.statusCode, ref).toBe(400);
      expect(JSON.stringify(res.json())).toContain("A special offer id or slug is required.");
    }
  });
});

describe("GET /general/promotions/{id}/products", () => {
  it("pages the offer's products with brand and specification filters that narrow the count", async () => {
    const cards = (await get("/general/promotions")).json().list as Card[];
    const laptops = cards.find((c) => c.title.startsWith("Înapoi la școală")) as Card;
    const offer = (await get(`/general/promotions/${laptops.id}`)).json();
    const res = await get(`/general/promotions/${laptops.id}/products`);
    expect(res.statusCode).toBe(200);
    const listing = res.json();
    expect(listing.totalCount).toBe(offer.products.length);
    expect(listing.products.every((p: Product) => offer.products.includes(p.productId))).toBe(true);
    const brand = listing.filters.find((f: { keyword: string }) => f.keyword === "brand");
    expect(brand.options.length).toBeGreaterThan(1);
    const option = brand.options[0];
    const filtered = (
      await get(`/general/promotions/${laptops.id}/products?filter=brand:${option.keyword}`)
    ).json();
    expect(filtered.totalCount).toBe(option.count);
    expect(filtered.totalCount).toBeLessThan(listing.totalCount);
    expect(filtered.products.every((p: Product) => p.brand?.name === option.title)).toBe(true);

    const { min, max } = listing.price_range;
    expect(max).toBeGreaterThan(min);
    const cheap = (await get(`/general/promotions/${laptops.id}/products?price=${min}-${min + 1}`)).json();
    expect(cheap.totalCount).toBeLessThan(listing.totalCount);
    expect(cheap.products.every((p: Product) => p.price <= min + 1)).toBe(true);
    expect((await get(`/general/promotions/${laptops.id}/products?page=99`)).statusCode).toBe(404);
  });

  it("answers 404 for an ended offer's products and 400 for a bad id", async () => {
    expect((await get(`/general/promotions/${await endedOfferId()}/products`)).statusCode).toBe(404);
    expect((await get("/general/promotions/abc/products")).statusCode).toBe(400);
  });
});

describe("GET /shop/product/?type=discount", () => {
  it("gives the shop's discounted products ten to a page", async () => {
    const res = await get("/shop/product/?type=discount&page_size=10");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page_size: 10, current_page: 1 });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(10);
    expect(
      body.products.every((p: { old_price: number | null; price: number }) => (p.old_price ?? 0) > p.price),
    ).toBe(true);
  });
});
