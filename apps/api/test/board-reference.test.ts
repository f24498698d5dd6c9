import { schema } from "@sf/db";
import { convertPrice } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * The land board's reference data (issue 17, decision 0054): Moldova's places as a cascade,
 * categories with their typed attributes, complaint reasons and currency rates, in ro and ru;
 * a shop has none of them, and ids of another site's places are not found.
 */
const { app, database } = await build();

const get = async (url: string, lang = "ro", theme: "terenuri" | "farmacie" = "terenuri") => {
  const res = await app.inject({ url, headers: { token: tokens[theme], "accept-language": lang } });
  return { status: res.statusCode, body: res.json() };
};

type Place = { id: number; slug: string; name: string; lat: number | null; lon: number | null };

describe("places", () => {
  it("cascade from region to location to sector, named in the request language", async () => {
    const regions = (await get("/api/advert-regions/")).body as Place[];
    expect(regions.length).toBeGreaterThanOrEqual(35);
    const chisinau = regions.find((r) => r.slug === "chisinau");
    expect(chisinau).toMatchObject({
      name: "mun. Chișinău",
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    const ru = (await get("/api/advert-regions/", "ru")).body as Place[];
    expect(ru.find((r) => r.slug === "chisinau")?.name).toBe("мун. Кишинёв");

    const locations = (await get(`/api/advert-regions/${chisinau?.id}/locations/`)).body as Place[];
    const city = locations.find((l) => l.slug === "chisinau-oras");
    expect(locations.map((l) => l.name)).toContain("Durlești");
    const sectors = (await get(`/api/sectors/?location=${city?.id}`, "ru")).body as Place[];
    expect(sectors.map((s) => s.name)).toEqual(["Ботаника", "Буюканы", "Центр", "Чеканы", "Рышкановка"]);
    // A locality without sectors has none; a sector is not a region.
    const durlesti = locations.find((l) => l.slug === "durlesti");
    expect((await get(`/api/sectors/?location=${durlesti?.id}`)).body).toEqual([]);
    const sector = sectors[0] as Place;
    expect((await get(`/api/advert-regions/${sector.id}/locations/`)).status).toBe(404);
  });

  it("lists only regions with a published advert when asked", async () => {
    const all = (await get("/api/regions/")).body as Place[];
    expect(all.length).toBeGreaterThanOrEqual(35);
    const only = (await get("/api/regions/?only_adverts=true")).body as Place[];
    expect(only.length).toBeGreaterThan(0);
    expect(only.length).toBeLessThan(all.length);
    const published = await database.db
      .selectDistinct({ region: schema.adverts.regionId })
      .from(schema.adverts)
      .where(eq(schema.adverts.status, "active"));
    expect(only.map((r) => r.id).sort()).toEqual(published.map((r) => r.region).sort());
  });

  it("answers bad ids with a 400 and unknown or foreign ones with a 404", async () => {
    expect((await get("/api/advert-regions/abc/locations/")).status).toBe(400);
    expect((await get("/api/sectors/")).status).toBe(400);
    expect((await get("/api/sectors/?location=2147483648")).status).toBe(400);
    expect((await get("/api/regions/?only_adverts=maybe")).status).toBe(400);
    const region = ((await get("/api/advert-regions/")).body as Place[])[0];
    expect((await get(`/api/advert-regions/${region?.id}/locations/`, "ro", "farmacie")).status).toBe(404);
    expect((await get("/api/advert-regions/999999/locations/")).status).toBe(404);
  });
});

describe("categories, attributes and complaints", () => {
  it("give each category its own attributes and those of every category", async () => {
    const categories = (await get("/api/adverts-categories/")).body as {
      id: number;
      slug: string;
      title: string;
    }[];
    expect(categories.map((c) => c.title)).toContain("Teren agricol");
    const agricultural = categories.find((c) => c.slug === "teren-agricol");
    const attributes = (await get(`/api/adverts-attributes/?category=${agricultural?.id}`, "ru")).body as {
      key: string;
      kind: string;
      title: string;
      options: { title: string }[];
    }[];
    expect(attributes.map((a) => a.key).sort()).toEqual([
      "access_road",
      "irrigation",
      "land_use",
      "utilities",
    ]);
    expect(attributes.find((a) => a.key === "utilities")).toMatchObject({
      kind: "multi",
      title: "Коммуникации",
      options: expect.arrayContaining([expect.objectContaining({ title: "Газ" })]),
    });
    const every = (await get("/api/adverts-attributes/")).body as unknown[];
    expect(every.length).toBeGreaterThan(attributes.length);
    const reasons = (await get("/api/complaint-categories/")).body as { title: string }[];
    expect(reasons.map((r) => r.title)).toContain("Fraudă sau înșelăciune");
  });

  it("are empty on a shop", async () => {
    for (const url of [
      "/api/adverts-categories/",
      "/api/adverts-attributes/",
      "/api/complaint-categories/",
      "/api/advert-regions/",
      "/api/currency-rates/",
    ])
      expect((await get(url, "ro", "farmacie")).body, url).toEqual([]);
  });
});

describe("currency rates", () => {
  it("give lei per unit, MDL first, and convert with the domain's rule", async () => {
    const rates = (await get("/api/currency-rates/")).body as { currency: string; rate: number }[];
    expect(rates.map((r) => r.currency)).toEqual(["MDL", "EUR", "USD"]);
    const eur = rates.find((r) => r.currency === "EUR")?.rate ?? 0;
    const usd = rates.find((r) => r.currency === "USD")?.rate ?? 0;
    expect(convertPrice(10_000, "EUR", "MDL", { EUR: eur, USD: usd })).toBe(
      Math.round(10_000 * eur * 100) / 100,
    );
    // Stored per site: a change to one site's rates is that site's only.
    const [site] = await database.db
      .select({ id: schema.sites.id })
      .from(schema.sites)
      .where(eq(schema.sites.code, "terenuri"));
    await database.db
      .update(schema.currencyRates)
      .set({ leiPerUnit: 20 })
      .where(and(eq(schema.currencyRates.siteId, site?.id ?? 0), eq(schema.currencyRates.currency, "EUR")));
    const after = (await get("/api/currency-rates/")).body as { currency: string; rate: number }[];
    expect(after.find((r) => r.currency === "EUR")?.rate).toBe(20);
    expect((await get("/api/currency-rates/", "ro", "farmacie")).body).toEqual([]);
  });
});
