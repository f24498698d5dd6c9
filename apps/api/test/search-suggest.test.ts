import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addTestShop, TEST_TOKEN } from "./fixtures/test-shop.ts";
import { build, site } from "./helper.ts";

const { app, database } = await build();
let siteId = 0;
beforeAll(async () => {
  siteId = await addTestShop(database.db);
}, 60_000);

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const headers = (lang = "ro", userAgent = BROWSER) => ({
  token: TEST_TOKEN,
  "accept-language": lang,
  "user-agent": userAgent,
});
const get = (url: string, lang = "ro", userAgent = BROWSER) =>
  app.inject({ url, headers: headers(lang, userAgent) });
const search = (query: string, extra = "&record=1", lang = "ro", userAgent = BROWSER) =>
  get(`/general/v2/search/search/?query=${encodeURIComponent(query)}${extra}`, lang, userAgent);

async function rows(lang?: string) {
  const t = schema.searchQueries;
  const all = await database.db
    .select()
    .from(t)
    .where(lang ? and(eq(t.siteId, siteId), eq(t.lang, lang)) : eq(t.siteId, siteId));
  return new Map(all.map((r) => [`${r.lang}:${r.query}`, r]));
}

async function popular(lang = "ro", query = "") {
  const res = await get(`/general/popular_query${query}`, lang);
  expect(res.statusCode).toBe(200);
  return (res.json() as { query: string; hits: number }[]).map((p) => `${p.query}:${p.hits}`);
}

describe("recording completed searches", () => {
  it("counts normalised queries of the results page, with the latest result count", async () => {
    expect((await search("  PARACETAMOL   105 ")).statusCode).toBe(200);
    expect((await search("paracetamol 105")).json().totalCount).toBeGreaterThan(0);
    await search("Șampon");
    await search("a".repeat(150));
    await app.searchLog.flush();
    const recorded = await rows("ro");
    expect(recorded.get("ro:paracetamol 105")).toMatchObject({ hits: 2, results: expect.any(Number) });
    expect(recorded.get("ro:paracetamol 105")?.results).toBeGreaterThan(0);
    expect(recorded.get("ro:șampon")?.hits).toBe(1);
    expect(recorded.has(`ro:${"a".repeat(100)}`)).toBe(true);
  });

  it("ignores short queries, bots, scripts without a user agent, typing and unmarked searches", async () => {
    const before = await rows();
    await search("p");
    await search("  x  ");
    await search(
      "ibuprofen",
      "&record=1",
      "ro",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    await search("ibuprofen", "&record=1", "ro", "curl/8.5.0");
    await app.inject({
      url: "/general/v2/search/search/?query=ibuprofen&record=1",
      headers: { token: TEST_TOKEN, "user-agent": "" },
    });
    await search("ibuprofen", "");
    await search("ibuprofen", "&record=0");
    await get("/general/v2/search/suggest/?query=ibuprofen");
    await app.searchLog.flush();
    expect([...(await rows()).keys()].sort()).toEqual([...before.keys()].sort());
  });

  it("records a query that finds nothing, but never suggests it", async () => {
    await search("zzqqxx nothing");
    await app.searchLog.flush();
    expect((await rows("ro")).get("ro:zzqqxx nothing")).toMatchObject({ hits: 1, results: 0 });
    expect(await popular()).not.toContainEqual(expect.stringMatching(/^zzqqxx/));
  });

  it("updates the result count, so a query that finds products again becomes popular", async () => {
    await database.db
      .insert(schema.searchQueries)
      .values({ siteId, lang: "ru", query: "парацетамол", hits: 50, results: 0 });
    expect(await popular("ru")).toEqual([]);
    await search("Парацетамол", "&record=1", "ru");
    await app.searchLog.flush();
    expect(await popular("ru")).toEqual(["парацетамол:51"]);
  });

  it("rejects a malformed record flag with 400", async () => {
    const res = await search("paracetamol", "&record=yes");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("record");
  });
});

describe("GET /general/popular_query", () => {
  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));
    await database.db.insert(schema.searchQueries).values([
      { siteId, lang: "en", query: "shampoo", hits: 30, results: 5, lastSearchedAt: at(1) },
      { siteId, lang: "en", query: "paracetamol", hits: 90, results: 25, lastSearchedAt: at(0) },
      { siteId, lang: "en", query: "syrup", hits: 30, results: 12, lastSearchedAt: at(5) },
      { siteId, lang: "en", query: "nothing here", hits: 500, results: 0, lastSearchedAt: at(9) },
      ...Array.from({ length: 25 }, (_, i) => ({
        siteId,
        lang: "en",
        query: `tablets ${100 + i}`,
        hits: 10 - (i % 5),
        results: 1,
        lastSearchedAt: at(i),
      })),
    ]);
  });

  it("orders this site's queries in the request language by hits, then the latest first", async () => {
    const top = await popular("en", "?limit=5");
    expect(top).toEqual(["paracetamol:90", "syrup:30", "shampoo:30", "tablets 120:10", "tablets 115:10"]);
  });

  it("gives 8 by default and at most 20", async () => {
    expect(await popular("en")).toHaveLength(8);
    expect(await popular("en", "?limit=20")).toHaveLength(20);
    expect(await popular("en", "?limit=1")).toEqual(["paracetamol:90"]);
  });

  it("keeps languages and sites apart", async () => {
    expect(await popular("ro")).not.toContainEqual(expect.stringMatching(/^(shampoo|syrup|tablets)/));
    const demo = await app.inject({
      url: "/general/popular_query?limit=20",
      headers: site("farmacie", "en"),
    });
    const demoQueries = (demo.json() as { query: string }[]).map((p) => p.query);
    expect(demoQueries).toContain("paracetamol");
    expect(demoQueries).not.toContain("syrup");
    const demoRu = await app.inject({ url: "/general/popular_query", headers: site("farmacie", "ru") });
    expect((demoRu.json() as { query: string }[]).map((p) => p.query)).toContain("парацетамол");
  });

  it("answers 400 for a bad limit and 401 without a site", async () => {
    for (const limit of ["0", "21", "abc", "2.5", "-1", ""]) {
      const res = await get(`/general/popular_query?limit=${limit}`, "en");
      expect(res.statusCode, limit).toBe(400);
      expect(res.json(), limit).toHaveProperty("limit");
    }
    expect((await app.inject({ url: "/general/popular_query" })).statusCode).toBe(401);
  });
});

describe("GET /general/v2/search/suggest/", () => {
  type Suggestions = {
    query: string;
    products: { code: string; title: string; price: number; img: { src: string } }[];
    categories: { title: string; url: string }[];
  };
  const suggest = async (query: string, lang = "ro") => {
    const res = await get(`/general/v2/search/suggest/?query=${encodeURIComponent(query)}`, lang);
    expect(res.statusCode).toBe(200);
    return res.json() as Suggestions;
  };

  it("gives a few products with picture and price, and categories matching by title", async () => {
    const body = await suggest("paracetamol");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products[0]).toMatchObject({
      title: expect.stringMatching(/Paracetamol/),
      price: expect.any(Number),
    });
    expect(body.products[0]?.img.src).toMatch(/^\/media\//);
    // The category of the products found, after any matched by title.
    expect(body.categories.map((c) => c.url)).toContain("/medicamente/durere");
  });

  it("matches category titles in the request language, without accents", async () => {
    expect((await suggest("ingrij")).categories.map((c) => c.title)).toContain("Îngrijire");
    expect((await suggest("durer")).categories[0]).toMatchObject({
      title: "Durere",
      url: "/medicamente/durere",
    });
    expect((await suggest("бол", "ru")).categories[0]).toMatchObject({
      title: "Боль",
      url: "/lekarstva/bol",
    });
  });

  it("gives nothing for fewer than 2 characters, and 400 for an overlong query", async () => {
    expect(await suggest("p")).toEqual({ query: "p", products: [], categories: [] });
    expect(await suggest("  ")).toEqual({ query: "", products: [], categories: [] });
    const res = await get(`/general/v2/search/suggest/?query=${"a".repeat(1001)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("query");
  });
});
