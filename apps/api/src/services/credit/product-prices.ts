import { type Db, schema } from "@sf/db";
import { and, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/** The catalogue prices of the shop's active products among `ids` (others are left out). */
export async function productPrices(db: Db, site: Site, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: schema.products.id, price: schema.products.price })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.siteId, site.id),
        eq(schema.products.active, true),
        inArray(schema.products.id, [...new Set(ids)]),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.price]));
}
