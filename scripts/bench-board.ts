// Land board benchmark (issue 17, decision 0054): one board with 100,000 published adverts
// (the demo board's places, categories and attributes, then one `insert ... select
// generate_series` spreading adverts over its localities, categories, prices and areas), then
// the server time of the listing (`GET /general/v2/product`) with its usual filters and sorts,
// and of the map (`GET /api/adverts-map/`) over Moldova and over Chișinău, through
// fastify.inject: no network.
// On PostgreSQL when BENCH_DATABASE_URL is set (the bench's site is dropped afterwards), else a
// fresh PGlite (a smoke figure: the target, p95 <= 20 ms, is for PostgreSQL).
// Usage: node --import tsx scripts/bench-board.ts [--adverts 100000] [--requests 100] [--json FILE] [--keep]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase, schema } from "@sf/db";
import { seedBoard } from "@sf/db/seed";
import { and, eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";

const { values } = parseArgs({
  options: {
    adverts: { type: "string", default: "100000" },
    requests: { type: "string", default: "100" },
    json: { type: "string" },
    /** Keep the bench's board in the database afterwards (to look at its plans). */
    keep: { type: "boolean", default: false },
  },
});
const total = Number(values.adverts);
const requests = Number(values.requests);
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await database.migrate();
const db = database.db;

const code = `bench-board-${Date.now()}`;
const [siteRow] = await db
  .insert(schema.sites)
  .values({
    token: code,
    code,
    name: "Board bench",
    theme: "terenuri",
    languages: ["ro", "ru"],
    mainLanguage: "ro",
  })
  .returning({ id: schema.sites.id });
const siteId = siteRow?.id as number;

let started = performance.now();
await seedBoard(db, siteId, "terenuri");
// One statement: each advert takes a locality (with its region), a category, a price, an area
// and a position near its locality, cycling through them by prime strides; a week of adverts
// per ~1,500, newest first.
await db.execute(sql`
  with places as (
    select l.id as location_id, l.parent_id as region_id, l.lat, l.lon, row_number() over (order by l.id) - 1 as i
    from board_places l where l.site_id = ${siteId} and l.level = 'location'
  ), counts as (select count(*) as n from places),
  categories as (
    select id, row_number() over (order by id) - 1 as i from advert_categories where site_id = ${siteId}
  ), owners as (
    select id, row_number() over (order by id) - 1 as i from users where site_id = ${siteId}
  )
  insert into adverts (site_id, user_id, slug, type, category_id, title, description, price, currency, price_eur,
                       area, area_unit, area_m2, lat, lon, region_id, location_id, is_negotiable_price, status,
                       published_at, renewed_at, expires_at)
  select ${siteId},
         (select id from owners where i = g % 2),
         'bench-advert-' || g,
         'sale',
         (select id from categories where i = (g * 7) % 5),
         jsonb_build_object('ro', 'Teren ' || g, 'ru', 'Участок ' || g),
         '{}'::jsonb,
         1000 + (g * 7919) % 400000,
         'EUR',
         1000 + (g * 7919) % 400000,
         2 + (g * 131) % 2000,
         'ari',
         (2 + (g * 131) % 2000) * 100,
         p.lat + ((g * 37) % 400 - 200) / 10000.0,
         p.lon + ((g * 53) % 400 - 200) / 10000.0,
         p.region_id,
         p.location_id,
         g % 3 = 0,
         'active',
         now() - (g % 1500) * interval '40 minutes',
         now() - (g % 1500) * interval '40 minutes',
         now() + interval '30 days'
  from generate_series(1, ${total}) g
  join places p on p.i = (g * 17) % (select n from counts)`);
// Utilities on half of them: gas on every other one of those.
const [gas] = await db
  .select({ id: schema.advertAttributeOptions.id, attributeId: schema.advertAttributeOptions.attributeId })
  .from(schema.advertAttributeOptions)
  .innerJoin(
    schema.advertAttributes,
    eq(schema.advertAttributes.id, schema.advertAttributeOptions.attributeId),
  )
  .where(and(eq(schema.advertAttributes.siteId, siteId), eq(schema.advertAttributeOptions.key, "gas")));
await db.execute(sql`
  insert into advert_attribute_values (advert_id, attribute_id, option_id)
  select id, ${gas?.attributeId}, ${gas?.id} from adverts where site_id = ${siteId} and id % 4 = 0`);
await db.execute(sql`vacuum analyze adverts`);
await db.execute(sql`vacuum analyze advert_attribute_values`);
const seedSeconds = (performance.now() - started) / 1000;
console.log(`seeded ${total} adverts into ${database.kind} in ${seedSeconds.toFixed(1)} s`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const app = await buildApp({ db });
const results: { name: string; p50: number; p95: number }[] = [];
try {
  const headers = { token: code, "accept-language": "ro" };
  const regions = (await app.inject({ url: "/api/advert-regions/", headers })).json() as {
    id: number;
    slug: string;
  }[];
  const chisinau = regions.find((r) => r.slug === "chisinau")?.id;
  const ialoveni = regions.find((r) => r.slug === "ialoveni")?.id;
  const categories = (await app.inject({ url: "/api/adverts-categories/", headers })).json() as {
    id: number;
  }[];
  const list = (query: Record<string, unknown>) =>
    `/general/v2/product?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]))}`;

  async function measure(name: string, makeUrl: (i: number) => string) {
    for (let i = 0; i < 3; i++) await app.inject({ url: makeUrl(i), headers }); // warm caches
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      started = performance.now();
      const res = await app.inject({ url: makeUrl(i), headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const body = res.json() as { totalCount?: number; total?: number };
      if (i === 0 && (body.totalCount ?? body.total) === 0) throw new Error(`${name}: found nothing`);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
    console.log(
      `${name.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
    );
  }

  await measure("listing, first page (newest 20)", () => list({}));
  await measure("listing, page 50", () => list({ page: 50 }));
  await measure("listing, region", (i) => list({ filters: { region: i % 2 ? chisinau : ialoveni } }));
  await measure("listing, region + price (lei) + area (ha)", (i) =>
    list({
      filters: {
        region: chisinau,
        price_from: 200_000 + i * 1000,
        price_to: 2_000_000,
        price_unit: "MDL",
        area_from: 1,
        area_unit: "ha",
      },
    }),
  );
  await measure("listing, category + attribute (gas)", (i) =>
    list({
      filters: {
        category: categories[i % categories.length]?.id,
        attributes: { [String(gas?.attributeId)]: [gas?.id] },
      },
    }),
  );
  await measure("listing, cheapest first", () => list({ sortBy: "price_asc" }));
  await measure("listing, cheapest per are in a region", (i) =>
    list({ sortBy: "price_per_are_asc", filters: { region: i % 2 ? chisinau : ialoveni } }),
  );
  await measure("map, all of Moldova (zoom 7)", () => "/api/adverts-map/?bbox=26.5,45.3,30.3,48.6&zoom=7");
  await measure("map, Chișinău (zoom 12)", () => "/api/adverts-map/?bbox=28.7,46.95,28.95,47.08&zoom=12");
  await measure(
    "map, Moldova with price filter (zoom 8)",
    () =>
      `/api/adverts-map/?bbox=26.5,45.3,30.3,48.6&zoom=8&filters=${encodeURIComponent(JSON.stringify({ price_to: 50_000 }))}`,
  );
} finally {
  await app.close();
  if (values.keep) console.log(`kept the bench board: site ${siteId}, token ${code}`);
  else await db.delete(schema.sites).where(eq(schema.sites.id, siteId));
  await database.close();
}

const TARGET_MS = 20;
const worst = Math.max(...results.map((r) => r.p95));
console.log(
  `worst p95 ${worst.toFixed(1)} ms on ${database.kind} with ${total} adverts: ${worst <= TARGET_MS ? "MET" : "NOT MET"} (p95 <= ${TARGET_MS} ms)`,
);
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify({ adverts: total, database: database.kind, seedSeconds, target: TARGET_MS, results }),
  );
