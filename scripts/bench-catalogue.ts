// Catalogue benchmark: loads a synthetic catalogue (default 100k products; --products 1000000)
// into PostgreSQL (BENCH_DATABASE_URL) or, without it, embedded PGlite, then measures the API's
// server time for category listings with facet counts and for search, through fastify.inject.
// Bounded: a fixed number of requests, no network. Usage: npm run bench:catalogue [-- --products N]
// --json FILE also writes the figures as JSON (npm run bench reads them from there).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase, schema } from "@sf/db";
import { type CatalogueSeed, seedCatalogue } from "@sf/db/seed";
import { eq } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    requests: { type: "string", default: "200" },
    // Keep the loaded catalogue (and reuse it next time) instead of loading and dropping it.
    keep: { type: "boolean", default: false },
    json: { type: "string" },
  },
});
const total = Number(values.products);
const requests = Number(values.requests);
const url = process.env.BENCH_DATABASE_URL;

const words = [
  "Paracetamol",
  "Ibuprofen",
  "Vitamina",
  "Crema",
  "Sirop",
  "Tensiometru",
  "Șampon",
  "Gel",
  "Spray",
  "Capsule",
  "Magneziu",
  "Zinc",
  "Omega",
  "Probiotic",
  "Unguent",
  "Picături",
];
const wordsRu = [
  "Парацетамол",
  "Ибупрофен",
  "Витамин",
  "Крем",
  "Сироп",
  "Тонометр",
  "Шампунь",
  "Гель",
  "Спрей",
  "Капсулы",
  "Магний",
  "Цинк",
  "Омега",
  "Пробиотик",
  "Мазь",
  "Капли",
];

function synthetic(n: number): CatalogueSeed {
  const tops = Array.from({ length: 10 }, (_, i) => ({
    key: `c${i}`,
    title: { ro: `Categoria ${i}`, ru: `Категория ${i}` },
    slug: { ro: `categoria-${i}`, ru: `kategoriya-${i}` },
    children: Array.from({ length: 10 }, (_, j) => ({
      key: `c${i}-${j}`,
      title: { ro: `Subcategoria ${i}.${j}`, ru: `Подкатегория ${i}.${j}` },
      slug: { ro: `sub-${i}-${j}`, ru: `pod-${i}-${j}` },
    })),
  }));
  const specs = Array.from({ length: 6 }, (_, s) => ({
    key: `spec${s}`,
    type: "checkbox" as const,
    title: { ro: `Caracteristica ${s}`, ru: `Характеристика ${s}` },
    values: Array.from({ length: 8 }, (_, v) => ({
      key: `v${v}`,
      title: { ro: `Valoare ${v}`, ru: `Значение ${v}` },
    })),
  }));
  // mulberry32: deterministic and evenly spread (the low bits of a power-of-two LCG are not,
  // which once gave every product the same specification values).
  let seed = 42;
  const rnd = (m: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * m);
  };
  return {
    categories: tops,
    brands: Array.from({ length: 200 }, (_, b) => ({ key: `b${b}`, name: `Brand ${b}` })),
    specifications: specs,
    products: Array.from({ length: n }, (_, i) => {
      const w = rnd(words.length);
      return {
        code: `S-${i}`,
        categories: [`c${rnd(10)}-${rnd(10)}`],
        brand: `b${rnd(200)}`,
        title: { ro: `${words[w]} ${i} ${rnd(1000)} mg`, ru: `${wordsRu[w]} ${i} ${rnd(1000)} мг` },
        shortDescription: { ro: "Produs de test", ru: "Тестовый товар" },
        description: { ro: "<p>Test</p>", ru: "<p>Тест</p>" },
        price: 5 + rnd(2000),
        stock: [rnd(5)],
        specs: Object.fromEntries(specs.map((s) => [s.key, `v${rnd(8)}`])),
        art: { shape: "box" as const, color: "#2967c4" },
        addedDaysAgo: rnd(400),
        sortPriority: rnd(100),
      };
    }),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const database = await openDatabase(url ? { url } : {});
await database.migrate();
const token = values.keep ? `bench-keep-${total}` : `bench-${Date.now()}`;
const kept = values.keep
  ? await database.db.select({ id: schema.sites.id }).from(schema.sites).where(eq(schema.sites.token, token))
  : [];
let loadSeconds: number | null = null;
if (!kept.length) await load();
async function load() {
  const [site] = await database.db
    .insert(schema.sites)
    .values({
      token,
      code: token,
      name: "Bench",
      theme: "default",
      languages: ["ro", "ru"],
      mainLanguage: "ro",
    })
    .returning({ id: schema.sites.id });
  const [shop] = await database.db
    .insert(schema.shops)
    .values({
      siteId: site?.id as number,
      title: { ro: "S" },
      address: { ro: "A" },
      hours: Array(7).fill(null),
    })
    .returning({ id: schema.shops.id });
  const started = performance.now();
  await seedCatalogue(
    database.db,
    {
      siteId: site?.id as number,
      languages: ["ro", "ru"],
      mainLanguage: "ro",
      shopIds: [shop?.id as number],
      pictures: false,
    },
    synthetic(total),
  );
  if (url) await database.db.execute("analyze");
  loadSeconds = (performance.now() - started) / 1000;
  console.log(
    `loaded ${total} products into ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
let started = performance.now();

const app = await buildApp({ db: database.db });
const headers = { token, "accept-language": "ro" };
const results: { name: string; kind: "listing" | "search"; p50: number; p95: number }[] = [];
async function measure(name: string, makeUrl: (i: number) => string) {
  await app.inject({ url: makeUrl(0), headers }); // warm caches
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    started = performance.now();
    const res = await app.inject({ url: makeUrl(i), headers });
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  results.push({
    name,
    kind: name.startsWith("search") ? "search" : "listing",
    p50: percentile(times, 50),
    p95: percentile(times, 95),
  });
  console.log(
    `${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}
await measure(
  "listing, leaf category, facets",
  (i) => `/general/v2/category/categoria-${i % 10}/sub-${i % 10}-${(i * 7) % 10}/`,
);
await measure(
  "listing, top category (10 leaves), facets",
  (i) => `/general/v2/category/categoria-${i % 10}/`,
);
await measure(
  "listing, top category + 2 filters + price",
  (i) =>
    `/general/v2/category/categoria-${i % 10}/?filter=spec0:v${i % 8},v${(i + 1) % 8};brand:brand-${i % 200}&price=100-1500&sort=price%2B`,
);
await measure(
  "search",
  (i) =>
    `/general/v2/search/search/?query=${encodeURIComponent([words[i % 16], wordsRu[i % 16], "paracetmol"][i % 3] as string)}`,
);
await app.close();
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify({ products: total, requests, database: database.kind, loadSeconds, results }, null, 2),
  );
if (url && !values.keep) await database.db.delete(schema.sites).where(eq(schema.sites.token, token));
await database.close();
