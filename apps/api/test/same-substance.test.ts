import { schema } from "@sf/db";
import { and, count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { build, site } from "./helper.ts";

// Pharmacy shoppers compare the same medicine across brands and packs: the farmacie demo shop's
// `substance` specification names each medicine's active ingredients.
const { app, database } = await build();
const db = database.db;

const alternatives = async (productId: number, theme: "farmacie" | "default" = "farmacie") => {
  const res = await app.inject({
    url: `/general/same_substance_products?product_id=${productId}`,
    headers: site(theme, "ro"),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { products: { productId: number; price: number }[]; totalCount: number };
};

async function substancesOf(productId: number): Promise<string[]> {
  const { productSpecValues: psv, specificationValues: sv, specifications: sp } = schema;
  const rows = await db
    .select({ key: sv.key })
    .from(psv)
    .innerJoin(sv, eq(sv.id, psv.valueId))
    .innerJoin(sp, eq(sp.id, sv.specificationId))
    .where(and(eq(psv.productId, productId), eq(sp.spKey, "substance")));
  return rows.map((r) => r.key).sort();
}

describe("GET /general/same_substance_products", () => {
  it("lists other products with exactly the same active ingredients, cheapest first", async () => {
    const { productSpecValues: psv, specificationValues: sv, specifications: sp, sites } = schema;
    const [farmacie] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, "farmacie"));
    // The substance most products share, and one product with it alone.
    const [common] = await db
      .select({ valueId: psv.valueId, n: count() })
      .from(psv)
      .innerJoin(sv, eq(sv.id, psv.valueId))
      .innerJoin(sp, eq(sp.id, sv.specificationId))
      .where(and(eq(sp.spKey, "substance"), eq(psv.siteId, farmacie?.id ?? 0)))
      .groupBy(psv.valueId)
      .orderBy(desc(count()))
      .limit(1);
    const holders = await db
      .select({ productId: psv.productId })
      .from(psv)
      .where(eq(psv.valueId, common?.valueId ?? 0));
    let found = false;
    for (const { productId } of holders) {
      const own = await substancesOf(productId);
      const { products, totalCount } = await alternatives(productId);
      expect(totalCount).toBe(products.length);
      expect(products.map((p) => p.productId)).not.toContain(productId);
      for (const p of products) expect(await substancesOf(p.productId)).toEqual(own);
      const prices = products.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (products.length >= 2) found = true;
    }
    expect(found, "a medicine of the demo with two alternatives or more").toBe(true);
  });

  it("lists nothing for a product without active ingredients or a shop without them", async () => {
    const { products, sites } = schema;
    const [shop] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, "default"));
    const [any] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.siteId, shop?.id ?? 0))
      .limit(1);
    expect((await alternatives(any?.id ?? 0, "default")).products).toEqual([]);
    const [farmacie] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, "farmacie"));
    const all = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.siteId, farmacie?.id ?? 0));
    let checked = 0;
    for (const p of all) {
      if ((await substancesOf(p.id)).length) continue;
      expect((await alternatives(p.id)).products).toEqual([]);
      checked += 1;
      if (checked === 3) break;
    }
    expect(checked, "farmacie sells products without active ingredients (devices, cosmetics)").toBe(3);
    // Another shop's product names nothing here.
    expect((await alternatives(any?.id ?? 0)).products).toEqual([]);
  });
});
