import { schema } from "@sf/db";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build } from "./helper.ts";

const { app, database } = await build();
const OTHER_TOKEN = "delivery-other-shop";
const UNCONFIGURED_TOKEN = "delivery-novapost-no-key";
let storeId = 0;
let weekdayStoreId = 0;
let otherStoreId = 0;

const rates = [
  { type: "standart", price: 50, regional_price: 90, free_delivery: 1000 },
  { type: "express", price: 120, regional_price: 200, free_delivery: 3000 },
];

beforeAll(async () => {
  const siteId = await addTestShop(database.db, {
    settings: {
      delivery_price: rates,
      free_delivery_region: 2000,
      calendar_settings: { days_ahead: 3 },
    },
  });
  const otherId = await addTestShop(database.db, {
    token: OTHER_TOKEN,
    code: "delivery-other",
    settings: { cities_to_choose: [{ id: 1, title: "Chișinău" }], delivery_price: rates },
  });
  await addTestShop(database.db, {
    token: UNCONFIGURED_TOKEN,
    code: "delivery-no-key",
    settings: {
      additional_settings: { novapost: { provider: "novapost", api_key_env: "NOVAPOST_API_KEY_NOBODY" } },
    },
  });
  const shops = await database.db.select().from(schema.shops);
  storeId = shops.find((s) => s.siteId === siteId)?.id ?? 0;
  otherStoreId = shops.find((s) => s.siteId === otherId)?.id ?? 0;
  // A store open on weekdays only.
  const [row] = await database.db
    .insert(schema.shops)
    .values({
      siteId,
      title: { ro: "Depozit" },
      address: { ro: "str. Test 2" },
      hours: [null, "09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", "09:00-18:00", null],
    })
    .returning({ id: schema.shops.id });
  weekdayStoreId = row?.id ?? 0;
}, 60_000);

const get = (url: string, lang = "ro", token = TEST_TOKEN) =>
  app.inject({ url, headers: { token, "accept-language": lang } });
const post = (url: string, payload: object, lang = "ro", token = TEST_TOKEN) =>
  app.inject({ method: "POST", url, headers: { token, "accept-language": lang }, payload });

describe("regions, localities, sectors and streets", () => {
  it("lists the capital first and 17 other regions, in the shopper's language", async () => {
    const ro = (await get("/base/region/")).json();
    expect(ro).toHaveLength(18);
    expect(ro[0]).toEqual({ id: 3, name: "mun. Chișinău", is_capital: true });
    expect(ro.filter((r: { is_capital: boolean }) => !r.is_capital)).toHaveLength(17);
    expect(ro.map((r: { name: string }) => r.name)).toContain("mun. Bălți");
    const ru = (await get("/base/region/", "ru")).json();
    expect(ru[0].name).toBe("мун. Кишинёв");
  });

  it("lists the capital's 12 localities, kishinev first and default", async () => {
    const res = await get("/base/locality?region_id=3");
    expect(res.statusCode).toBe(200);
    const localities = res.json();
    expect(localities).toHaveLength(12);
    expect(localities[0]).toMatchObject({
      slug: "kishinev",
      name: "Chișinău",
      is_default: true,
      region_id: 3,
    });
    expect(localities.filter((l: { is_default: boolean }) => l.is_default)).toHaveLength(1);
    expect(localities.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(["Durlești", "Codru", "Sîngera", "Cricova", "Vadul lui Vodă"]),
    );
    expect((await get("/base/locality?region_id=3", "ru")).json()[0].name).toBe("Кишинёв");
    // English falls back to the Romanian names.
    expect((await get("/base/locality?region_id=3", "en")).json()[1].name).toBe("Durlești");
  });

  it("marks localities a shop does not deliver to", async () => {
    const other = (await get("/base/locality?region_id=3", "ro", OTHER_TOKEN)).json();
    expect(other.find((l: { id: number }) => l.id === 1).delivery_available).toBe(true);
    expect(other.find((l: { id: number }) => l.id === 2).delivery_available).toBe(false);
    const mine = (await get("/base/locality?region_id=3")).json();
    expect(mine.every((l: { delivery_available: boolean }) => l.delivery_available)).toBe(true);
  });

  it("answers 400 or 404 for a bad or unknown region", async () => {
    expect((await get("/base/locality?region_id=abc")).statusCode).toBe(400);
    expect((await get("/base/locality")).statusCode).toBe(400);
    const unknown = await get("/base/locality?region_id=999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toMatch(/region 999/);
  });

  it("lists Chișinău's five sectors", async () => {
    const sectors = (await get("/base/sector/", "ru")).json();
    expect(sectors.map((s: { slug: string }) => s.slug)).toEqual([
      "botanica",
      "buiucani",
      "centru",
      "ciocana",
      "riscani",
    ]);
    expect(sectors[0].name).toBe("Ботаника");
  });

  it("searches streets by name in either alphabet, without diacritics", async () => {
    const byLatin = (await get("/base/address?locality_id=1&query=stefan")).json();
    expect(byLatin[0]).toMatchObject({
      name: "Ștefan cel Mare și Sfânt",
      street_type: "bd",
      street_type_name: "bd.",
      title: "bd. Ștefan cel Mare și Sfânt",
      locality_id: 1,
    });
    const byCyrillic = (
      await get(`/base/address?locality_id=1&query=${encodeURIComponent("эминеску")}`, "ru")
    ).json();
    expect(byCyrillic[0]).toMatchObject({
      name: "Михай Эминеску",
      title: "ул. Михай Эминеску",
      street_type: "str",
    });
    const all = (await get("/base/address?locality_id=1")).json();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect((await get("/base/address?locality_id=201&query=indep")).json()[0].name).toBe("Independenței");
    expect((await get("/base/address?locality_id=1&query=zzzz")).json()).toEqual([]);
  });

  it("rejects a missing or unknown locality and an overlong query", async () => {
    expect((await get("/base/address?query=dacia")).statusCode).toBe(400);
    expect((await get("/base/address?locality_id=77777")).statusCode).toBe(404);
    const long = await get(`/base/address?locality_id=1&query=${"a".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().query[0]).toMatch(/100/);
  });
});

describe("pickup slots", () => {
  it("offers the shop's days_ahead days of hourly slots that have not started", async () => {
    const res = await get(`/general/delivery-time/${storeId}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ store_id: storeId, time_zone: "Europe/Chisinau" });
    // Three days from today; today drops out once its last slot has started.
    expect(body.days.length).toBeGreaterThanOrEqual(2);
    expect(body.days.length).toBeLessThanOrEqual(3);
    const now = Date.now();
    for (const day of body.days) {
      expect(day.hours).toBe("08:00-20:00");
      expect(day.slots.length).toBeGreaterThan(0);
      for (const slot of day.slots) expect(Date.parse(slot.start)).toBeGreaterThan(now);
    }
    expect(body.days.at(-1).slots.map((s: { from: string }) => s.from)[0]).toBe("08:00");
  });

  it("skips closed days", async () => {
    const body = (await get(`/general/delivery-time/${weekdayStoreId}/`)).json();
    for (const day of body.days) {
      expect([1, 2, 3, 4, 5]).toContain(day.weekday);
      expect(day.slots[0].from >= "09:00").toBe(true);
      expect(day.slots.at(-1).to).toBe("18:00");
    }
  });

  it("never shows another site's store, and rejects a bad id", async () => {
    expect((await get(`/general/delivery-time/${otherStoreId}/`)).statusCode).toBe(404);
    expect((await get(`/general/delivery-time/${otherStoreId}/`, "ro", OTHER_TOKEN)).statusCode).toBe(200);
    expect((await get("/general/delivery-time/99999999/")).statusCode).toBe(404);
    expect((await get("/general/delivery-time/abc/")).statusCode).toBe(400);
  });

  it("uses the default 7 days when the shop sets none", async () => {
    const body = (await get(`/general/delivery-time/${otherStoreId}/`, "ro", OTHER_TOKEN)).json();
    expect(body.days.length).toBeGreaterThanOrEqual(6);
    expect(body.days.length).toBeLessThanOrEqual(7);
  });
});

describe("delivery cost", () => {
  const cost = (payload: object, token = TEST_TOKEN) => post("/general/delivery-cost/", payload, "ro", token);

  it("prices the capital by type with the amount missing to free delivery", async () => {
    const res = await cost({
      region_id: 3,
      locality_id: 1,
      delivery_type: "express",
      method: "address",
      total: 250,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      price: 120,
      delivery_type: "express",
      method: "address",
      free_delivery_threshold: 3000,
      missing_to_free_delivery: 2750,
      currency: "MDL",
    });
    const free = (await cost({ region_id: 3, delivery_type: "standart", total: 1000 })).json();
    expect(free).toMatchObject({ price: 0, free_delivery_threshold: 1000, missing_to_free_delivery: 0 });
  });

  it("forces standart outside the capital with the regional price and threshold", async () => {
    const body = (
      await cost({ region_id: 13, locality_id: 1301, delivery_type: "express", total: 500.5 })
    ).json();
    expect(body).toMatchObject({
      price: 90,
      delivery_type: "standart",
      free_delivery_threshold: 2000,
      missing_to_free_delivery: 1499.5,
    });
  });

  it("is free for pickup", async () => {
    const body = (await cost({ region_id: 3, method: "pickup", total: 10 })).json();
    expect(body).toMatchObject({ price: 0, method: "pickup", free_delivery_threshold: null });
  });

  it("rejects bad input with a message", async () => {
    for (const payload of [
      { region_id: 3 },
      { region_id: 3, total: -1 },
      { region_id: "x", total: 1 },
      { region_id: true, total: 1 },
      { region_id: 3, locality_id: "1", total: 1 },
      { region_id: 3, total: 1, delivery_type: "drone" },
      { region_id: 3, total: 1, method: "teleport" },
    ]) {
      const res = await cost(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknown = await cost({ region_id: 99, total: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/region 99/);
    const mismatch = await cost({ region_id: 3, locality_id: 1301, total: 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toMatch(/not in region/);
  });

  it("refuses home delivery outside the shop's cities_to_choose, but allows pickup", async () => {
    const refused = await cost({ region_id: 3, locality_id: 2, total: 100 }, OTHER_TOKEN);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/does not deliver/);
    expect(
      (await cost({ region_id: 3, locality_id: 2, method: "pickup", total: 100 }, OTHER_TOKEN)).statusCode,
    ).toBe(200);
    expect((await cost({ region_id: 3, locality_id: 1, total: 100 }, OTHER_TOKEN)).json().price).toBe(50);
  });
});

describe("Nova Post picker (demo provider)", () => {
  const np = (path: string, payload: object, lang = "ro", token = TEST_TOKEN) =>
    post(`/general/v2/novapost/${path}/`, payload, lang, token);

  it("finds cities from two letters, in the shopper's language", async () => {
    expect((await np("city", { query: "b" })).json()).toEqual([]);
    const ro = (await np("city", { query: "bal" })).json();
    expect(ro).toEqual([{ ref: "md-balti", description: "Bălți", region: "mun. Bălți" }]);
    const ru = (await np("city", { query: "киш" }, "ru")).json();
    expect(ru[0]).toMatchObject({ ref: "md-chisinau", description: "Кишинёв" });
    expect((await np("city", { query: "chis" })).json()[0].ref).toBe("md-chisinau");
  });

  it("gives streets with their type as prefix and the Romanian description", async () => {
    const res = await np("street", { cityRef: "md-chisinau", query: "dacia" }, "ru");
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      ref: "md-street-2",
      description: "бул. Дачия",
      descriptionRo: "bd. Dacia",
      streetType: "бул.",
    });
  });

  it("lists branches and lockers with numeric numbers (others left out)", async () => {
    const branches = (await np("warehouse", { cityRef: "md-chisinau" })).json();
    expect(branches.length).toBeGreaterThan(5);
    expect(branches[0]).toEqual({
      ref: "md-chisinau-b1",
      number: 1,
      description: "Oficiul Nova Post №1",
      address: { description: "bd. Ștefan cel Mare și Sfânt 126" },
    });
    const mobile = branches.find((b: { ref: string }) => b.ref === "md-chisinau-b8");
    expect(mobile).toBeDefined();
    expect(mobile).not.toHaveProperty("number");
    const byNumber = (await np("warehouse", { cityRef: "md-chisinau", number: "1" })).json();
    expect(byNumber.map((b: { number: number }) => b.number)).toEqual([1, 12]);
    expect((await np("warehouse", { cityRef: "md-chisinau", number: 12 })).json()).toHaveLength(1);
    const lockers = (await np("postmachine", { cityRef: "md-chisinau" }, "ru")).json();
    expect(lockers[0]).toMatchObject({ number: 101, description: "Почтомат Nova Post №101" });
    expect((await np("postmachine", { cityRef: "md-orhei" })).json()).toEqual([]);
  });

  it("prices a parcel, or answers a text saying why not", async () => {
    const price = (
      await np("delivery-price", { cityRef: "md-balti", delivery_type: "warehouse", weight: 3.5, total: 200 })
    ).json();
    expect(price).toEqual([
      { price: 35 + 10 + 16, currency: "MDL", delivery_type: "warehouse", estimated_days: 2 },
    ]);
    const local = (await np("delivery-price", { cityRef: "md-chisinau", delivery_type: "courier" })).json();
    expect(local[0]).toMatchObject({ price: 55, estimated_days: 1 });
    const noLockers = (
      await np("delivery-price", { cityRef: "md-orhei", delivery_type: "postmachine" }, "ru")
    ).json();
    expect(noLockers).toHaveLength(1);
    expect(noLockers[0]).toMatch(/нет почтоматов/);
    const heavy = (
      await np("delivery-price", { cityRef: "md-chisinau", delivery_type: "postmachine", weight: 25 })
    ).json();
    expect(heavy[0]).toMatch(/prea greu/);
  });

  it("rejects bad input with a 4xx and a message", async () => {
    const cases: [string, object, number][] = [
      ["street", { query: "dacia" }, 400],
      ["street", { cityRef: "", query: "dacia" }, 400],
      ["city", { query: "x".repeat(101) }, 400],
      ["street", { cityRef: "md-atlantis", query: "dacia" }, 404],
      ["warehouse", { cityRef: "md-atlantis" }, 404],
      ["warehouse", { cityRef: "md-chisinau", number: "abc" }, 400],
      ["postmachine", { cityRef: "md-chisinau", number: "1; drop" }, 400],
      ["postmachine", { cityRef: "md-chisinau", number: -3 }, 400],
      ["delivery-price", { cityRef: "md-chisinau" }, 400],
      ["delivery-price", { cityRef: "md-chisinau", delivery_type: "courier", weight: -1 }, 400],
      [
        "delivery-price",
        { cityRef: "md-chisinau", delivery_type: "warehouse", warehouseRef: "md-balti-b1" },
        400,
      ],
      ["delivery-price", { cityRef: "md-atlantis", delivery_type: "courier" }, 404],
    ];
    for (const [path, payload, status] of cases) {
      const res = await np(path, payload);
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(status);
      const body = res.json();
      expect(JSON.stringify(body)).toMatch(/[a-z]{3,}/i);
    }
    const missing = (await np("street", { query: "dacia" })).json();
    expect(missing.cityRef[0]).toMatch(/cityRef is required/);
    const nonNumeric = (await np("warehouse", { cityRef: "md-chisinau", number: "abc" })).json();
    expect(nonNumeric.number[0]).toMatch(/digits/);
  });

  it("answers 503 when a shop chose Nova Post without an API key in the environment", async () => {
    const res = await np("city", { query: "chis" }, "ro", UNCONFIGURED_TOKEN);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "service_unavailable" });
    expect(res.json().detail).toMatch(/not configured/);
  });
});

describe("site settings", () => {
  it("serve the postal carrier's choice but never a key", async () => {
    const body = (await get("/settings/global_site_settings/", "ro", UNCONFIGURED_TOKEN)).json();
    expect(body.additional_settings.novapost).toMatchObject({
      provider: "novapost",
      api_key_env: "NOVAPOST_API_KEY_NOBODY",
    });
    expect(JSON.stringify(body)).not.toMatch(/apiKey|"api_key"/);
  });
});

describe("OpenAPI", () => {
  it("documents every delivery endpoint", async () => {
    const docs = await app.inject({ url: "/docs/json" });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      "/base/region",
      "/base/locality",
      "/base/sector",
      "/base/address",
      "/general/delivery-time/{storeId}",
      "/general/delivery-cost",
      "/general/v2/novapost/city",
      "/general/v2/novapost/street",
      "/general/v2/novapost/warehouse",
      "/general/v2/novapost/postmachine",
      "/general/v2/novapost/delivery-price",
    ]) {
      expect(paths).toContain(path);
    }
  });
});
