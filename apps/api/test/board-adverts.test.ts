import { schema } from "@sf/db";
import { convertPrice, pricePerAre, squareMetres } from "@sf/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * The board's listing (`GET /general/v2/product`, issue 17): the demo's published adverts,
 * filtered by place, category, price in any currency, area in any unit, negotiability and
 * attributes, sorted and paged; drafts, expired and hidden adverts never show.
 */
const { app, database } = await build();
const db = database.db;

type Card = {
  id: number;
  slug: string;
  title: string;
  price: number;
  currency: string;
  display_price: { amount: number; currency: string };
  price_per_are: number | null;
  area: number;
  area_unit: "m2" | "ari" | "ha";
  is_negotiable_price: boolean;
  region: { id: number; name: string } | null;
  category: { id: number; title: string };
  image: { src: string; srcset: string } | null;
  images_count: number;
  published_at: string | null;
};
type List = {
  results: Card[];
  totalCount: number;
  pages: number;
  page_size: number;
  price_range: { min: number; max: number; currency: string };
  sortBy: string;
};

const list = async (
  query: Record<string, unknown> = {},
  lang = "ro",
  theme: "terenuri" | "farmacie" = "terenuri",
) => {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
  const res = await app.inject({
    url: `/general/v2/product?${params}`,
    headers: { token: tokens[theme], "accept-language": lang },
  });
  return { status: res.statusCode, body: res.json() as List };
};

const site = async () => {
  const [row] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, "terenuri"));
  return row?.id ?? 0;
};
const published = async (where = sql`true`) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.adverts)
    .where(
      and(
        eq(schema.adverts.siteId, await site()),
        eq(schema.adverts.status, "active"),
        sql`(${schema.adverts.expiresAt} is null or ${schema.adverts.expiresAt} > now())`,
        where,
      ),
    );
  return row?.n ?? 0;
};

describe("the advert listing", () => {
  it("pages the published adverts, newest first, in the request language", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.totalCount).toBe(await published());
    expect(body.results).toHaveLength(20);
    expect(body.pages).toBe(Math.ceil(body.totalCount / 20));
    const dates = body.results.map((r) => r.published_at ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.results[0] as Card;
    expect(first.image?.srcset).toMatch(/\/media\/adverts\/.+-480\.webp 480w/);
    expect(first.images_count).toBeGreaterThanOrEqual(1);
    const ru = await list({}, "ru");
    expect(ru.body.results[0]?.title).not.toBe(first.title);
    expect(ru.body.results[0]?.id).toBe(first.id);
    const second = await list({ page: 2 });
    expect(second.body.results.map((r) => r.id)).not.toContain(first.id);
  });

  it("never lists drafts, expired, hidden or another site's adverts", async () => {
    const siteId = await site();
    const [draft] = await db
      .select({ id: schema.adverts.id })
      .from(schema.adverts)
      .where(and(eq(schema.adverts.siteId, siteId), eq(schema.adverts.status, "draft")));
    const [expired] = await db
      .update(schema.adverts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.adverts.slug, (await list({ sortBy: "price_asc" })).body.results[0]?.slug ?? ""))
      .returning({ id: schema.adverts.id });
    const all = await list({ page_size: 60 });
    const ids = new Set<number>();
    for (let page = 1; page <= all.body.pages; page++)
      for (const r of (await list({ page, page_size: 60 })).body.results) ids.add(r.id);
    expect(ids.has(draft?.id ?? 0)).toBe(false);
    expect(ids.has(expired?.id ?? 0)).toBe(false);
    expect(ids.size).toBe(all.body.totalCount);
    expect((await list({}, "ro", "farmacie")).body.totalCount).toBe(0);
  });

  it("filters by region, category, price in lei, area in hectares and negotiability", async () => {
    const regions = (
      await app.inject({
        url: "/api/advert-regions/",
        headers: { token: tokens.terenuri, "accept-language": "ro" },
      })
    ).json() as { id: number; slug: string }[];
    const chisinau = regions.find((r) => r.slug === "chisinau")?.id;
    const byRegion = await list({ filters: { region: chisinau } });
    expect(byRegion.body.totalCount).toBe(await published(eq(schema.adverts.regionId, chisinau ?? 0)));
    expect(byRegion.body.results.every((r) => r.region?.id === chisinau)).toBe(true);

    // 500,000 to 1,500,000 lei, at the site's rate of the euro.
    const [rate] = await db
      .select({ lei: schema.currencyRates.leiPerUnit })
      .from(schema.currencyRates)
      .where(and(eq(schema.currencyRates.siteId, await site()), eq(schema.currencyRates.currency, "EUR")));
    const lei = rate?.lei ?? 0;
    const inLei = await list({
      filters: { price_from: 500_000, price_to: 1_500_000, price_unit: "MDL" },
      page_size: 60,
    });
    expect(inLei.body.totalCount).toBe(
      await published(sql`${schema.adverts.priceEur} between ${500_000 / lei} and ${1_500_000 / lei}`),
    );
    for (const r of inLei.body.results) {
      expect(r.display_price.currency).toBe("MDL");
      expect(r.display_price.amount).toBeGreaterThanOrEqual(499_999);
      expect(r.display_price.amount).toBeLessThanOrEqual(1_500_001);
    }
    expect(inLei.body.price_range.currency).toBe("MDL");

    const big = await list({ filters: { area_from: 5, area_unit: "ha" }, page_size: 60 });
    expect(big.body.totalCount).toBe(await published(sql`${schema.adverts.areaM2} >= 50000`));
    for (const r of big.body.results)
      expect(squareMetres(r.area, r.area_unit)).toBeGreaterThanOrEqual(50_000);

    const firm = await list({ filters: { is_negotiable_price: false }, page_size: 60 });
    expect(firm.body.results.every((r) => !r.is_negotiable_price)).toBe(true);
    expect(firm.body.totalCount).toBe(await published(eq(schema.adverts.isNegotiablePrice, false)));
  });

  it("filters by an attribute's options and by category", async () => {
    const attributes = (
      await app.inject({
        url: "/api/adverts-attributes/",
        headers: { token: tokens.terenuri, "accept-language": "ro" },
      })
    ).json() as { id: number; key: string; options: { id: number; key: string }[] }[];
    const utilities = attributes.find((x) => x.key === "utilities");
    const gas = utilities?.options.find((o) => o.key === "gas")?.id ?? 0;
    const withGas = await list({
      filters: { attributes: { [String(utilities?.id)]: [gas] } },
      page_size: 60,
    });
    const expected = await published(
      sql`exists (select 1 from advert_attribute_values v where v.advert_id = ${schema.adverts.id} and v.option_id = ${gas})`,
    );
    expect(withGas.body.totalCount).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const category = withGas.body.results[0]?.category.id ?? 0;
    const inCategory = await list({ filters: { category }, page_size: 60 });
    expect(inCategory.body.results.every((r) => r.category.id === category)).toBe(true);
  });

  it("sorts by price, area and price per are, and shows each in the visitor's currency", async () => {
    const cheap = (await list({ sortBy: "price_asc", filters: { price_unit: "USD" } })).body;
    const amounts = cheap.results.map((r) => r.display_price.amount);
    expect([...amounts].sort((x, y) => x - y)).toEqual(amounts);
    expect(cheap.sortBy).toBe("price_asc");
    const [rates] = await db
      .select({
        eur: sql<number>`max(case when currency = 'EUR' then lei_per_unit end)::float`,
        usd: sql<number>`max(case when currency = 'USD' then lei_per_unit end)::float`,
      })
      .from(schema.currencyRates)
      .where(eq(schema.currencyRates.siteId, await site()));
    for (const r of cheap.results) {
      const inEur =
        convertPrice(r.price, r.currency as "EUR", "EUR", { EUR: rates?.eur ?? 0, USD: rates?.usd ?? 0 }) ??
        0;
      const inUsd = convertPrice(inEur, "EUR", "USD", { EUR: rates?.eur ?? 0, USD: rates?.usd ?? 0 }) ?? 0;
      expect(Math.abs(r.display_price.amount - inUsd) / inUsd).toBeLessThan(0.01);
      expect(r.price_per_are).toBe(pricePerAre(r.display_price.amount, r.area, r.area_unit));
    }
    const wide = (await list({ sortBy: "area_desc" })).body.results.map((r) =>
      squareMetres(r.area, r.area_unit),
    );
    expect([...wide].sort((x, y) => y - x)).toEqual(wide);
    const perAre = (await list({ sortBy: "price_per_are_asc" })).body.results.map(
      (r) => r.price_per_are ?? 0,
    );
    for (let i = 1; i < perAre.length; i++)
      expect(perAre[i]).toBeGreaterThanOrEqual((perAre[i - 1] ?? 0) * 0.999);
    expect((await list({ sortBy: "drop table adverts" })).body.sortBy).toBe("newest");
  });

  it("reads broken filters leniently and refuses bad paging with a 400", async () => {
    const lenient = await list({ filters: "{not json" });
    expect(lenient.status).toBe(200);
    expect(lenient.body.totalCount).toBe(await published());
    expect((await list({ page: 0 })).status).toBe(400);
    expect((await list({ page_size: 1000 })).status).toBe(400);
    expect((await list({ filters: "x".repeat(5000) })).status).toBe(400);
  });
});

type Detail = Card & {
  title_ro: string;
  title_ru: string;
  description: string;
  cadastral_number: string | null;
  prices: { amount: number; currency: string }[];
  images: { src: string }[];
  attributes: { key: string; kind: string; title: string; value: string[] | number | boolean }[];
  owner: { id: number; name: string; adverts: number };
};
const page = async (slug: string, lang = "ro", theme: "terenuri" | "farmacie" = "terenuri") => {
  const res = await app.inject({
    url: `/api/adverts/${slug}/`,
    headers: { token: tokens[theme], "accept-language": lang },
  });
  return { status: res.statusCode, body: res.json() as Detail };
};

describe("an advert's page", () => {
  it("has both languages, every picture, its attributes, the price in each currency and its owner", async () => {
    const card = (await list({ sortBy: "price_desc" })).body.results[0] as Card;
    const { status, body } = await page(card.slug);
    expect(status).toBe(200);
    expect(body.title).toBe(card.title);
    expect(body.title_ro && body.title_ru && body.description).toBeTruthy();
    expect(body.images).toHaveLength(card.images_count);
    expect(body.cadastral_number).toMatch(/^\d{7}\.\d{3,4}/);
    expect(body.prices.map((p) => p.currency)).toEqual(["EUR", "MDL", "USD"]);
    expect(body.prices.find((p) => p.currency === body.currency)?.amount).toBe(body.price);
    expect(body.attributes.find((x) => x.key === "access_road")).toMatchObject({
      kind: "select",
      value: [expect.any(String)],
    });
    expect(body.owner.name).toMatch(/^(Ion Rusu|Elena Ceban)$/);
    expect(body.owner.adverts).toBeGreaterThan(50);
    const ru = await page(card.slug, "ru");
    expect(ru.body.title).toBe(body.title_ru);
  });

  it("is a 404 for a draft, another site or an unknown address, and a 400 for a bad one", async () => {
    const [draft] = await db
      .select({ slug: schema.adverts.slug })
      .from(schema.adverts)
      .where(and(eq(schema.adverts.siteId, await site()), eq(schema.adverts.status, "draft")));
    expect((await page(draft?.slug ?? "")).status).toBe(404);
    const card = (await list()).body.results[0] as Card;
    expect((await page(card.slug, "ro", "farmacie")).status).toBe(404);
    expect((await page("nu-exista-1")).status).toBe(404);
    expect((await page("Bad_Slug%00")).status).toBe(400);
  });
});

describe("the map", () => {
  const map = async (query: Record<string, string | number>) => {
    const res = await app.inject({
      url: `/api/adverts-map/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      headers: { token: tokens.terenuri, "accept-language": "ro" },
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        clusters: { lat: number; lon: number; count: number; advert: { slug: string } | null }[];
        total: number;
      },
    };
  };
  const MOLDOVA = "26.5,45.3,30.3,48.6";

  it("groups the listing's adverts by a grid that follows the zoom", async () => {
    const wide = await map({ bbox: MOLDOVA, zoom: 7 });
    expect(wide.status, JSON.stringify(wide.body)).toBe(200);
    expect(wide.body.total).toBe((await list()).body.totalCount);
    const close = await map({ bbox: MOLDOVA, zoom: 14 });
    expect(close.body.total).toBe(wide.body.total);
    expect(close.body.clusters.length).toBeGreaterThan(wide.body.clusters.length);
    const single = close.body.clusters.find((c) => c.count === 1);
    expect(single?.advert?.slug).toBeTruthy();
    expect(wide.body.clusters.filter((c) => c.count > 1).every((c) => c.advert === null)).toBe(true);
  });

  it("keeps to the box and the filters, and refuses a box that is not one", async () => {
    const chisinau = await map({ bbox: "28.7,46.9,29.0,47.15", zoom: 10 });
    for (const c of chisinau.body.clusters) {
      expect(c.lat).toBeGreaterThanOrEqual(46.9);
      expect(c.lon).toBeLessThanOrEqual(29.0);
    }
    const all = (await map({ bbox: MOLDOVA, zoom: 7 })).body.total;
    expect(chisinau.body.total).toBeLessThan(all);
    const firm = await map({
      bbox: MOLDOVA,
      zoom: 7,
      filters: JSON.stringify({ is_negotiable_price: false }),
    });
    expect(firm.body.total).toBe((await list({ filters: { is_negotiable_price: false } })).body.totalCount);
    expect((await map({ bbox: "30,45,26,48", zoom: 7 })).status).toBe(400);
    expect((await map({ bbox: MOLDOVA, zoom: 30 })).status).toBe(400);
    expect((await map({ bbox: "x", zoom: 7 })).status).toBe(400);
  });
});

describe("show phone and reports", () => {
  const post = async (url: string, body?: object, ip = "10.20.0.1") => {
    const res = await app.inject({
      method: "POST",
      url,
      headers: { token: tokens.terenuri, "accept-language": "ro" },
      remoteAddress: ip,
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it("reveals the owner's verified phone and counts each time", async () => {
    const card = (await list()).body.results[0] as Card;
    const first = await post(`/api/adverts/${card.slug}/phone/`);
    expect(first.status).toBe(200);
    expect(first.body.phones).toEqual([expect.stringMatching(/^\+373\d{8}$/)]);
    const again = await post(`/api/adverts/${card.slug}/phone/`);
    expect(again.body.phone_views).toBe((first.body.phone_views as number) + 1);
    const [draft] = await db
      .select({ slug: schema.adverts.slug })
      .from(schema.adverts)
      .where(and(eq(schema.adverts.siteId, await site()), eq(schema.adverts.status, "draft")));
    expect((await post(`/api/adverts/${draft?.slug}/phone/`)).status).toBe(404);
  });

  it("queues a report once per advert and reporter, a few a day, for published adverts only", async () => {
    const reasons = (
      await app.inject({
        url: "/api/complaint-categories/",
        headers: { token: tokens.terenuri, "accept-language": "ro" },
      })
    ).json() as { id: number; key: string }[];
    const fraud = reasons.find((r) => r.key === "fraud")?.id ?? 0;
    const cards = (await list({ page_size: 20 })).body.results;
    const target = cards[0] as Card;
    const sent = await post(
      "/api/complaint/",
      { category: fraud, body: "Cere avans fără să arate actele.", advert: target.id },
      "10.20.0.2",
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(Number), status: "open" });
    const [stored] = await db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, sent.body.id as number));
    expect(stored).toMatchObject({ advertId: target.id, categoryId: fraud, status: "open" });
    expect(stored?.reporterHash).not.toContain("10.20.0.2");
    // The same reporter again: refused; another reporter: queued.
    expect((await post("/api/complaint/", { category: fraud, advert: target.id }, "10.20.0.2")).status).toBe(
      409,
    );
    expect((await post("/api/complaint/", { category: fraud, advert: target.id }, "10.20.0.3")).status).toBe(
      201,
    );
    // Ten a day from one address.
    const statuses: number[] = [];
    for (const card of cards.slice(1, 12))
      statuses.push(
        (await post("/api/complaint/", { category: fraud, advert: card.id }, "10.20.0.4")).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    // A reason of another site, an unknown advert, bad types: clear refusals, nothing stored.
    const before = (await db.select({ id: schema.complaints.id }).from(schema.complaints)).length;
    expect((await post("/api/complaint/", { category: 999999, advert: target.id }, "10.20.0.5")).status).toBe(
      400,
    );
    expect((await post("/api/complaint/", { category: fraud, advert: 999999 }, "10.20.0.5")).status).toBe(
      404,
    );
    expect(
      (await post("/api/complaint/", { category: "fraud", advert: target.id }, "10.20.0.5")).status,
    ).toBe(400);
    expect(
      (
        await post(
          "/api/complaint/",
          { category: fraud, advert: target.id, body: "x".repeat(2001) },
          "10.20.0.5",
        )
      ).status,
    ).toBe(400);
    expect((await db.select({ id: schema.complaints.id }).from(schema.complaints)).length).toBe(before);
  });
});

describe("the board's sitemap", () => {
  it("lists the listing and every visible advert in ro and ru with alternates, and no shop pages", async () => {
    const sitemap = async () =>
      (
        await app.inject({
          url: "/sitemap.xml?origin=https://terenuri.example",
          headers: { token: tokens.terenuri },
        })
      ).body;
    const body = await sitemap();
    const adverts = [
      ...body.matchAll(/<loc>https:\/\/terenuri\.example\/ro\/advert\/([a-z0-9-]+)<\/loc>/g),
    ].map((m) => m[1]);
    expect(adverts.length).toBe(await published());
    const first = adverts[0] ?? "";
    expect(body).toContain(
      `<loc>https://terenuri.example/ru/advert/${first}</loc><xhtml:link rel="alternate" hreflang="ro" href="https://terenuri.example/ro/advert/${first}"/><xhtml:link rel="alternate" hreflang="ru" href="https://terenuri.example/ru/advert/${first}"/>`,
    );
    expect(body).toContain("<loc>https://terenuri.example/ro/adverts</loc>");
    expect(body).not.toMatch(/\/(ro|ru)\/(product|brands)\b/);
    // Each seller with a published advert, once.
    const sellers = [...body.matchAll(/<loc>https:\/\/terenuri\.example\/ro\/user\/(\d+)<\/loc>/g)].map((m) =>
      Number(m[1]),
    );
    const owners = await db
      .selectDistinct({ id: schema.adverts.userId })
      .from(schema.adverts)
      .where(
        and(
          eq(schema.adverts.siteId, await site()),
          eq(schema.adverts.status, "active"),
          sql`(${schema.adverts.expiresAt} is null or ${schema.adverts.expiresAt} > now())`,
        ),
      );
    expect(sellers.sort((x, y) => x - y)).toEqual(owners.map((o) => o.id).sort((x, y) => x - y));
    // A hidden advert leaves the sitemap at once.
    await db.update(schema.adverts).set({ status: "hidden" }).where(eq(schema.adverts.slug, first));
    expect(await sitemap()).not.toContain(`/advert/${first}<`);
    // A shop's sitemap has no adverts.
    const shop = await app.inject({
      url: "/sitemap.xml?origin=https://shop.example",
      headers: { token: tokens.farmacie },
    });
    expect(shop.body).not.toContain("/advert/");
  });
});
