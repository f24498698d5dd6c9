// Dumps what the demo seed writes, table by table, without the database's own ids: every
// reference is replaced by what names the row (a site by its code, a product by its code, a
// category by its path, a brand by its slug, a store by its position, a property value by
// "spec:value", a picture by its path and a hash of its bytes). Two dumps compare equal when
// the storefront shows the same demo shops. Used to check the seed's move to data files:
//   node --import tsx scripts/seed-dump.ts before.json   (then, after the change)   after.json
//   node --import tsx scripts/seed-dump.ts --compare before.json after.json
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createPglite, openDatabase, schema } from "@sf/db";
import { getTableName, is, Table } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";

type Dump = Record<string, string[]>;

if (process.argv[2] === "--compare") {
  const [a, b] = [process.argv[3], process.argv[4]].map(
    (f) => JSON.parse(readFileSync(f as string, "utf8")) as Dump,
  );
  let differences = 0;
  for (const table of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
    const left = new Set(a?.[table] ?? []);
    const right = new Set(b?.[table] ?? []);
    const gone = [...left].filter((row) => !right.has(row));
    const added = [...right].filter((row) => !left.has(row));
    if (!gone.length && !added.length) continue;
    differences += gone.length + added.length;
    console.log(`${table}: ${gone.length} rows only before, ${added.length} only after`);
    for (const row of gone.slice(0, 3)) console.log(`  - ${row.slice(0, 400)}`);
    for (const row of added.slice(0, 3)) console.log(`  + ${row.slice(0, 400)}`);
  }
  const rows = Object.values(a ?? {}).reduce((sum, t) => sum + t.length, 0);
  console.log(
    differences
      ? `${differences} rows differ`
      : `identical: ${rows} rows in ${Object.keys(a ?? {}).length} tables`,
  );
  process.exit(differences ? 1 : 0);
}

const out = process.argv[2] ?? "seed-dump.json";
const seedModule: { seedDemo: (db: never) => Promise<void> } = await import("@sf/db/seed").catch(
  () => import("@sf/db") as never,
);
const database = await openDatabase({ pglite: await createPglite() });
await database.migrate();
await seedModule.seedDemo(database.db as never);
const db = database.db as unknown as { execute: (q: string) => Promise<{ rows: Record<string, unknown>[] }> };
const q = async (sql: string) => (await db.execute(sql)).rows;

const siteCode = new Map((await q("select id, code from sites")).map((r) => [r.id, r.code]));
const productCode = new Map(
  (await q("select id, site_id, code from products")).map((r) => [
    r.id,
    `${siteCode.get(r.site_id)}/${r.code}`,
  ]),
);
const categoryPath = new Map(
  (
    await q(
      "select t.category_id, c.site_id, t.path from category_translations t join categories c on c.id = t.category_id join sites s on s.id = c.site_id where t.lang = s.main_language",
    )
  ).map((r) => [r.category_id, `${siteCode.get(r.site_id)}/${r.path}`]),
);
const brandSlug = new Map((await q("select id, slug from brands")).map((r) => [r.id, r.slug]));
const shopPosition = new Map(
  (await q("select id, position from shops")).map((r) => [r.id, `shop#${r.position}`]),
);
const valueKey = new Map(
  (
    await q(
      "select v.id, s.sp_key, v.key from specification_values v join specifications s on s.id = v.specification_id",
    )
  ).map((r) => [r.id, `${r.sp_key}:${r.key}`]),
);
const specKey = new Map((await q("select id, sp_key from specifications")).map((r) => [r.id, r.sp_key]));
const byColumn: Record<string, Map<unknown, unknown>> = {
  site_id: siteCode,
  product_id: productCode,
  linked_id: productCode,
  category_id: categoryPath,
  main_category_id: categoryPath,
  brand_id: brandSlug,
  shop_id: shopPosition,
  value_id: valueKey,
  specification_id: specKey,
};
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/;
/** Counters the triggers move once per statement: how many statements wrote is not what a shop shows. */
const SKIP = new Set(["catalogue_versions"]);
const dump: Dump = {};
for (const table of Object.values(schema)) {
  if (!is(table, Table)) continue;
  const name = getTableName(table);
  if (SKIP.has(name)) continue;
  const columns = getTableConfig(table as never).columns.map((c) => c.name);
  const rows = await q(`select * from "${name}"`);
  const mapped = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const column of columns) {
      let value = row[column];
      if (column === "id") {
        if (name === "categories") value = categoryPath.get(value);
        else if (name === "products") value = productCode.get(value);
        else continue;
      } else if (name === "categories" && column === "parent_id") value = categoryPath.get(value) ?? null;
      else if (byColumn[column] && value !== null) value = byColumn[column].get(value) ?? `?${value}`;
      if (value instanceof Date) value = value.toISOString();
      // Times the seed takes from the clock (now, a week ago) differ from run to run; fixed
      // dates (a product's "added", at midnight) are compared.
      if (
        typeof value === "string" &&
        TIMESTAMP.test(value) &&
        !/ 00:00:00(\+00)?$|T00:00:00\.000Z$/.test(value)
      )
        value = "(clock)";
      if (value instanceof Uint8Array) value = createHash("sha256").update(value).digest("hex").slice(0, 16);
      out[column] = value;
    }
    return JSON.stringify(out);
  });
  dump[name] = mapped.sort();
}
writeFileSync(out, JSON.stringify(dump));
console.log(
  `${out}: ${Object.values(dump).reduce((s, t) => s + t.length, 0)} rows in ${Object.keys(dump).length} tables`,
);
await database.close();
