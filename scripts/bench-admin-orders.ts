// Back-office order list benchmark (issue 16): one shop with 100,000 orders (seeded by one
// `insert ... select generate_series`), then the server time of GET /admin/api/orders as the
// back-office calls it (first page, and pages with its usual filters), through fastify.inject
// with a signed-in owner's cookie: the guard, the query and the count, no network.
// On PostgreSQL when BENCH_DATABASE_URL is set (the bench's shop is dropped afterwards), else a
// fresh PGlite (a smoke figure: the target, p95 <= 50 ms, is for PostgreSQL).
// Usage: node --import tsx scripts/bench-admin-orders.ts [--orders 100000] [--requests 100] [--json FILE]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase, schema } from "@sf/db";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import { hashPassword } from "../apps/api/src/services/auth/passwords.ts";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    requests: { type: "string", default: "100" },
    json: { type: "string" },
  },
});
const total = Number(values.orders);
const requests = Number(values.requests);
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await database.migrate();
const db = database.db;

const code = `bench-orders-${Date.now()}`;
const [siteRow] = await db
  .insert(schema.sites)
  .values({
    token: code,
    code,
    name: "Orders bench",
    theme: "default",
    languages: ["ro", "ru"],
    mainLanguage: "ro",
  })
  .returning({ id: schema.sites.id });
const siteId = siteRow?.id as number;
const storeIds: number[] = [];
for (const position of [0, 1, 2]) {
  const [store] = await db
    .insert(schema.shops)
    .values({
      siteId,
      position,
      title: { ro: `Magazin ${position}` },
      address: { ro: "A" },
      hours: Array(7).fill(null),
    })
    .returning({ id: schema.shops.id });
  storeIds.push(store?.id as number);
}
const email = "bench-owner@example.md";
const password = "bench-owner-2026";
await db.insert(schema.staff).values({
  siteId,
  email,
  role: "owner",
  name: "Bench",
  passwordHash: await hashPassword(password),
});

let started = performance.now();
// One statement: statuses, payments, deliveries and stores cycle; an order every 5 minutes
// back from now (100,000 orders span about a year); names, phones and e-mails are distinct.
await db.execute(sql`
  insert into orders (site_id, status, lang, name, phone, email, delivery_method, shop_id,
                      payment_type, payment_status, currency, total_price, final_price, created_at, updated_at)
  select ${siteId},
         (array['new','awaiting_payment','confirmed','ready_for_pickup','shipped','completed','completed','completed','cancelled'])[1 + g % 9],
         'ro',
         (array['Ion','Maria','Andrei','Elena','Vasile','Ana','Mihai','Olga'])[1 + g % 8] || ' ' ||
           (array['Popescu','Rusu','Ceban','Lungu','Munteanu','Cojocaru'])[1 + g % 6] || ' ' || g,
         '+373 69 ' || lpad((g % 1000000)::text, 6, '0'),
         'client' || g || '@example.md',
         (array['delivery','pickup','novapost','delivery'])[1 + g % 4],
         (array[${storeIds[0]}::int, ${storeIds[1]}::int, ${storeIds[2]}::int])[1 + g % 3],
         (array['cash','card_on_receipt','card','iute'])[1 + g % 4],
         (array['not_required','not_required','paid','pending'])[1 + g % 4],
         'MDL',
         100 + g % 5000,
         100 + g % 5000,
         now() - g * interval '5 minutes',
         now() - g * interval '5 minutes'
  from generate_series(1, ${total}) g`);
// A shop's orders table in its steady state: autovacuum has set the visibility map (index-only
// counts) and the statistics.
await db.execute(sql`vacuum analyze orders`);
const seedSeconds = (performance.now() - started) / 1000;
console.log(`seeded ${total} orders into ${database.kind} in ${seedSeconds.toFixed(1)} s`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const app = await buildApp({ db });
const results: { name: string; p50: number; p95: number }[] = [];
try {
  const signIn = await app.inject({
    method: "POST",
    url: "/admin/api/auth/sign-in",
    remoteAddress: "10.99.0.1",
    payload: { shop: code, email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in: ${signIn.statusCode} ${signIn.body}`);
  const cookie = String(signIn.headers["set-cookie"]).split(";")[0] as string;
  const headers = { cookie, "accept-language": "ro" };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  async function measure(name: string, makeUrl: (i: number) => string) {
    for (let i = 0; i < 3; i++) await app.inject({ url: makeUrl(i), headers }); // warm caches
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      started = performance.now();
      const res = await app.inject({ url: makeUrl(i), headers, remoteAddress: "10.99.0.2" });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i === 0 && (res.json() as { total: number }).total === 0) throw new Error(`${name}: found nothing`);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95) });
    console.log(
      `${name.padEnd(48)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
    );
  }

  await measure("first page (newest 25)", () => "/admin/api/orders");
  await measure(
    "status filter",
    (i) => `/admin/api/orders?status=${["new", "confirmed", "cancelled"][i % 3]}`,
  );
  await measure(
    "status + payment + last 30 days",
    (i) =>
      `/admin/api/orders?status=completed&payment_type=${i % 2 ? "card" : "cash"}&date_from=${day(30)}&date_to=${day(0)}`,
  );
  await measure(
    "store + delivery, page 5",
    (i) => `/admin/api/orders?store_id=${storeIds[i % 3]}&delivery_method=pickup&page=5`,
  );
  await measure(
    "search by name or e-mail",
    (i) =>
      `/admin/api/orders?q=${encodeURIComponent(["Maria Rusu", "Ion Ceban", `client${4242 + i}@`][i % 3] as string)}`,
  );
  await measure(
    "search by phone",
    (i) => `/admin/api/orders?q=${encodeURIComponent(`69 00${(i % 90) + 10}`)}`,
  );
  await measure("sorted by amount", () => "/admin/api/orders?sort=-final_price");
} finally {
  await app.close();
  await db.delete(schema.sites).where(eq(schema.sites.id, siteId));
  await database.close();
}

const TARGET_MS = 50;
const worst = Math.max(...results.map((r) => r.p95));
console.log(
  `worst p95 ${worst.toFixed(1)} ms on ${database.kind} with ${total} orders: ${worst <= TARGET_MS ? "MET" : "NOT MET"} (p95 <= ${TARGET_MS} ms)`,
);
if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify({ orders: total, database: database.kind, seedSeconds, target: TARGET_MS, results }),
  );
