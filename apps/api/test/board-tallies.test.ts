import { schema } from "@sf/db";
import { mapCellDegrees } from "@sf/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, tokens } from "./helper.ts";

/**
 * The board's tallies (migration 0037, decision 0061): the listing's total and the low-zoom
 * map read counts that triggers keep. Whatever happens to adverts (published, hidden, moved,
 * re-categorised, past their end before the expiry job, deleted, a bulk update, a site
 * deleted), the figures stay those of an exact count of what the listing shows.
 */
const { app, database } = await build();
const db = database.db;
const { adverts: a } = schema;

const [siteRow] = await db
  .select({ id: schema.sites.id })
  .from(schema.sites)
  .where(eq(schema.sites.code, "terenuri"));
const siteId = siteRow?.id as number;

type Filters = { category?: number; region?: number; location?: number; is_negotiable_price?: boolean };

const apiTotal = async (filters: Filters) => {
  const res = await app.inject({
    url: `/general/v2/product?filters=${encodeURIComponent(JSON.stringify(filters))}`,
    headers: { token: tokens.terenuri, "accept-language": "ro" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { totalCount: number }).totalCount;
};

const shown = (filters: Filters) =>
  and(
    eq(a.siteId, siteId),
    eq(a.status, "active"),
    sql`(${a.expiresAt} is null or ${a.expiresAt} > now())`,
    filters.category === undefined ? undefined : eq(a.categoryId, filters.category),
    filters.region === undefined ? undefined : eq(a.regionId, filters.region),
    filters.location === undefined ? undefined : eq(a.locationId, filters.location),
    filters.is_negotiable_price === false ? eq(a.isNegotiablePrice, false) : undefined,
  );

const exactTotal = async (filters: Filters) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(a).where(shown(filters));
  return row?.n ?? 0;
};

type Cluster = { lat: number; lon: number; count: number; advert: { slug: string } | null };
const WORLD = "-179,-89,179,89";
const apiMap = async (zoom: number, filters: Filters = {}, bbox = WORLD) => {
  const res = await app.inject({
    url: `/api/adverts-map/?bbox=${bbox}&zoom=${zoom}&filters=${encodeURIComponent(JSON.stringify(filters))}`,
    headers: { token: tokens.terenuri, "accept-language": "ro" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clusters: Cluster[]; total: number };
};

const exactMap = async (zoom: number, filters: Filters = {}) => {
  const cell = sql.raw(mapCellDegrees(zoom).toFixed(12));
  const rows = await db
    .select({
      lat: sql<number>`avg(${a.lat})::float`,
      lon: sql<number>`avg(${a.lon})::float`,
      count: sql<number>`count(*)::int`,
      slug: sql<string>`min(${a.slug})`,
    })
    .from(a)
    .where(and(shown(filters), sql`${a.lat} is not null and ${a.lon} is not null`))
    .groupBy(sql`floor(${a.lat} / ${cell})`, sql`floor(${a.lon} / ${cell})`);
  return rows;
};

/** Every figure the tallies answer equals the exact count. */
async function expectTalliesExact() {
  const [first] = await db
    .select({ categoryId: a.categoryId, regionId: a.regionId, locationId: a.locationId })
    .from(a)
    .where(shown({}))
    .limit(1);
  const cases: Filters[] = [
    {},
    { is_negotiable_price: false },
    { category: first?.categoryId },
    { region: first?.regionId ?? undefined },
    { region: first?.regionId ?? undefined, location: first?.locationId ?? undefined },
    { category: first?.categoryId, region: first?.regionId ?? undefined, is_negotiable_price: false },
  ];
  for (const filters of cases)
    expect(await apiTotal(filters), JSON.stringify(filters)).toBe(await exactTotal(filters));
  for (const [zoom, filters] of [
    [7, {}],
    [10, {}],
    [9, { category: first?.categoryId, is_negotiable_price: false }],
  ] as [number, Filters][]) {
    // Keyed by cell: a group's mean position lies in its cell.
    const cell = mapCellDegrees(zoom);
    const key = (c: { lat: number; lon: number }) =>
      `${Math.floor(c.lat / cell)}:${Math.floor(c.lon / cell)}`;
    const got = new Map((await apiMap(zoom, filters)).clusters.map((c) => [key(c), c]));
    const want = await exactMap(zoom, filters);
    expect(got.size).toBe(want.length);
    for (const w of want) {
      const c = got.get(key(w));
      expect(c?.count, key(w)).toBe(w.count);
      expect(Math.abs((c?.lat ?? 0) - w.lat)).toBeLessThan(1e-4);
      expect(Math.abs((c?.lon ?? 0) - w.lon)).toBeLessThan(1e-4);
      if (w.count === 1) expect(c?.advert?.slug).toBe(w.slug);
      else expect(c?.advert).toBeNull();
    }
  }
}

const someAdverts = async (n: number) =>
  db
    .select({ id: a.id, slug: a.slug, categoryId: a.categoryId })
    .from(a)
    .where(shown({}))
    .orderBy(a.id)
    .limit(n);

describe("the board's tallies", () => {
  it("start equal to an exact count of the demo board", async () => {
    expect(await exactTotal({})).toBeGreaterThan(50);
    await expectTalliesExact();
  });

  it("follow hiding, restoring, moving, re-categorising and unpinning adverts", async () => {
    const [one, two, three, four] = await someAdverts(4);
    const [otherCategory] = await db
      .select({ id: schema.advertCategories.id })
      .from(schema.advertCategories)
      .where(
        and(
          eq(schema.advertCategories.siteId, siteId),
          sql`${schema.advertCategories.id} <> ${one?.categoryId}`,
        ),
      )
      .limit(1);
    const [elsewhere] = await db
      .select({ id: schema.boardPlaces.id, parentId: schema.boardPlaces.parentId })
      .from(schema.boardPlaces)
      .where(and(eq(schema.boardPlaces.siteId, siteId), eq(schema.boardPlaces.level, "location")))
      .orderBy(sql`${schema.boardPlaces.id} desc`)
      .limit(1);
    await db
      .update(a)
      .set({ status: "hidden" })
      .where(eq(a.id, one?.id as number));
    await db
      .update(a)
      .set({ categoryId: otherCategory?.id as number })
      .where(eq(a.id, two?.id as number));
    await db
      .update(a)
      .set({ regionId: elsewhere?.parentId, locationId: elsewhere?.id, lat: 47.5, lon: 27.9 })
      .where(eq(a.id, three?.id as number));
    await db
      .update(a)
      .set({ lat: null, lon: null, isNegotiablePrice: true })
      .where(eq(a.id, four?.id as number));
    await expectTalliesExact();
    await db
      .update(a)
      .set({ status: "active" })
      .where(eq(a.id, one?.id as number));
    await expectTalliesExact();
  });

  it("leave out an advert past its end before the expiry job has marked it", async () => {
    const [advert] = await someAdverts(1);
    const before = await apiTotal({});
    await db
      .update(a)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(a.id, advert?.id as number));
    expect(await apiTotal({})).toBe(before - 1);
    await expectTalliesExact();
    // The job's mark changes nothing more.
    await db
      .update(a)
      .set({ status: "inactive" })
      .where(eq(a.id, advert?.id as number));
    expect(await apiTotal({})).toBe(before - 1);
    await expectTalliesExact();
  });

  it("follow a bulk update, new adverts and deleted ones", async () => {
    const ids = (await someAdverts(12)).map((r) => r.id);
    // One statement over many rows: some leave, some stay, one gets new coordinates.
    await db
      .update(a)
      .set({
        status: sql`case when ${a.id} % 2 = 0 then 'hidden' else 'active' end`,
        lat: sql`${a.lat} + 0.01`,
      })
      .where(inArray(a.id, ids));
    await expectTalliesExact();
    await db.execute(sql`
      insert into adverts (site_id, user_id, slug, type, category_id, title, price, currency, price_eur, area,
                           area_unit, area_m2, lat, lon, region_id, location_id, is_negotiable_price, status,
                           published_at, expires_at)
      select site_id, user_id, slug || '-copy', type, category_id, title, price, currency, price_eur, area,
             area_unit, area_m2, lat + 0.2, lon - 0.2, region_id, location_id, not is_negotiable_price, 'active',
             now(), now() + interval '10 days'
      from adverts where ${inArray(a.id, ids)}`);
    await expectTalliesExact();
    await db.delete(a).where(inArray(a.id, ids.slice(0, 5)));
    await expectTalliesExact();
  });

  it("whole cells at a low zoom: a group at the box's edge counts all its adverts", async () => {
    const zoom = 10;
    const cell = mapCellDegrees(zoom);
    const box = { west: 28.7, south: 46.9, east: 29.0, north: 47.15 };
    const { clusters } = await apiMap(zoom, {}, `${box.west},${box.south},${box.east},${box.north}`);
    expect(clusters.length).toBeGreaterThan(0);
    for (const c of clusters) {
      expect(c.lat).toBeGreaterThanOrEqual(Math.floor(box.south / cell) * cell);
      expect(c.lat).toBeLessThanOrEqual((Math.floor(box.north / cell) + 1) * cell);
      expect(c.lon).toBeGreaterThanOrEqual(Math.floor(box.west / cell) * cell);
      expect(c.lon).toBeLessThanOrEqual((Math.floor(box.east / cell) + 1) * cell);
    }
  });

  it("let a site with published adverts be deleted", async () => {
    const [copy] = await db
      .insert(schema.sites)
      .values({
        token: "tally-site",
        code: "tally-site",
        name: "Tally",
        theme: "terenuri",
        languages: ["ro"],
        mainLanguage: "ro",
      })
      .returning({ id: schema.sites.id });
    const [owner] = await db
      .select({ id: a.userId, categoryId: a.categoryId })
      .from(a)
      .where(eq(a.siteId, siteId))
      .limit(1);
    await db.insert(a).values({
      siteId: copy?.id as number,
      userId: owner?.id as number,
      slug: "tally-one",
      categoryId: owner?.categoryId as number,
      title: { ro: "Teren" },
      price: 1000,
      priceEur: 1000,
      area: 5,
      areaM2: 500,
      lat: 47,
      lon: 28.8,
      status: "active",
      publishedAt: new Date(),
    });
    const [tally] = await db
      .select({ n: sql<number>`sum(n)::int` })
      .from(schema.advertTallies)
      .where(eq(schema.advertTallies.siteId, copy?.id as number));
    expect(tally?.n).toBe(1);
    await db.delete(schema.sites).where(eq(schema.sites.id, copy?.id as number));
    const left = await db
      .select()
      .from(schema.advertMapCells)
      .where(eq(schema.advertMapCells.siteId, copy?.id as number));
    expect(left).toEqual([]);
  });
});
