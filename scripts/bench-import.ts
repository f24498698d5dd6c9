// Import benchmark (issue 16): a 10,000-row products CSV in four languages, with descriptions
// and stock in two stores, through the same service the back-office's import calls: the dry run
// (read and check every row) and the apply (one transaction). Into PostgreSQL when
// BENCH_DATABASE_URL is set (a site of its own, dropped afterwards), else a fresh PGlite.
// Usage: node --import tsx scripts/bench-import.ts [--rows 10000] [--json FILE]
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase, schema } from "@sf/db";
import { eq } from "drizzle-orm";
import type { Site } from "../apps/api/src/lib/site.ts";
import { importCatalogue } from "../apps/api/src/services/catalogue-import/import-catalogue.ts";

const { values } = parseArgs({
  options: { rows: { type: "string", default: "10000" }, json: { type: "string" } },
});
const rows = Number(values.rows);
const url = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : {});
await database.migrate();
const languages = ["ro", "ru", "uk", "en"];
const token = `bench-import-${Date.now()}`;
const [siteRow] = await database.db
  .insert(schema.sites)
  .values({ token, code: token, name: "Import bench", theme: "default", languages, mainLanguage: "ro" })
  .returning({ id: schema.sites.id });
const siteId = siteRow?.id as number;
for (const position of [0, 1])
  await database.db.insert(schema.shops).values({
    siteId,
    position,
    title: { ro: `S${position}` },
    address: { ro: "A" },
    hours: Array(7).fill(null),
  });
const site = {
  id: siteId,
  code: token,
  name: "Import bench",
  languages,
  mainLanguage: "ro",
  currency: "MDL",
} as Site;

const categories = ["path,title:ro,title:ru,title:uk,title:en"];
for (let c = 0; c < 20; c++)
  categories.push(`cat-${c},Categoria ${c},Категория ${c},Категорія ${c},Category ${c}`);
const header = [
  "code,categories,brand",
  ...["title", "short_description", "description"].flatMap((f) => languages.map((l) => `${f}:${l}`)),
  "price,old_price,stock:1,stock:2,properties",
].join(",");
const lines = [header];
for (let i = 1; i <= rows; i++) {
  const words = `Produs ${i} pentru casă și grădină`;
  lines.push(
    [
      `B-${i}`,
      `cat-${i % 20}`,
      `Brand ${i % 50}`,
      `${words},Товар ${i} для дома,Товар ${i} для дому,Product ${i} for the home`,
      `Scurt ${i},Кратко ${i},Коротко ${i},Short ${i}`,
      `"<p>${words}. ${"Descriere lungă. ".repeat(10)}</p>","<p>${"Длинное описание. ".repeat(10)}</p>","<p>${"Довгий опис. ".repeat(10)}</p>","<p>${"A long description. ".repeat(10)}</p>"`,
      `${(10 + (i % 500)).toFixed(2)},${i % 3 ? "" : (20 + (i % 500)).toFixed(2)},${i % 7},${i % 5}`,
      `colour=c${i % 8}`,
    ].join(","),
  );
}
const brands = ["name", ...Array.from({ length: 50 }, (_, b) => `Brand ${b}`)];
const specs = [
  "spec,title:ro,value,value_title:ro",
  ...Array.from({ length: 8 }, (_, v) => `colour,Culoare,c${v},Culoarea ${v}`),
];
const files = [
  { field: "categories", filename: "categories.csv", bytes: Buffer.from(categories.join("\n")) },
  { field: "brands", filename: "brands.csv", bytes: Buffer.from(brands.join("\n")) },
  { field: "specifications", filename: "specifications.csv", bytes: Buffer.from(specs.join("\n")) },
  { field: "products", filename: "products.csv", bytes: Buffer.from(lines.join("\n")) },
];
const megabytes = files.reduce((sum, f) => sum + f.bytes.length, 0) / 1_048_576;

let started = performance.now();
const dry = await importCatalogue(database.db, site, files, { dryRun: true });
const drySeconds = (performance.now() - started) / 1000;
if (!dry.ok) throw new Error(`bench import: ${JSON.stringify(dry.problems.slice(0, 3))}`);
started = performance.now();
// CPU time too: PGlite runs in this process, and on a shared machine the wall clock mostly
// measures the neighbours.
const cpuBefore = process.cpuUsage();
const applied = await importCatalogue(database.db, site, files, { dryRun: false });
const applySeconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const applyCpuSeconds = (cpu.user + cpu.system) / 1e6;
started = performance.now();
const again = await importCatalogue(database.db, site, files, { dryRun: false });
const updateSeconds = (performance.now() - started) / 1000;
if (applied.products.created !== rows || again.products.updated !== rows)
  throw new Error("bench import: wrong counts");
await database.db.delete(schema.sites).where(eq(schema.sites.id, siteId));
await database.close();

const report = {
  rows,
  megabytes,
  database: database.kind,
  drySeconds,
  applySeconds,
  applyCpuSeconds,
  updateSeconds,
};
console.log(
  `import of ${rows} rows (${megabytes.toFixed(1)} MB) on ${database.kind}: dry run ${drySeconds.toFixed(1)} s, ` +
    `apply ${applySeconds.toFixed(1)} s (${applyCpuSeconds.toFixed(1)} s of CPU in this process), re-import (updates) ${updateSeconds.toFixed(1)} s`,
);
if (values.json) writeFileSync(values.json, JSON.stringify(report));
