import type { ProductCard } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { sampleIndexes } from "@sf/domain";
import { and, gt, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { activeProducts } from "../showcase/product-queries.ts";
import { getListingIndex } from "./listing-index.ts";
import { loadProductCards } from "./product-cards.ts";

const ROUNDS = 4;

/**
 * `/general/product-filter?random=true`: up to `limit` in-stock products drawn at random, in
 * random order. The site's active product ids are already in memory (the listing index), so a
 * draw samples row numbers there (O(limit), whatever the catalogue's size) and asks the
 * database only which of the drawn ids are in stock (stock does not rebuild the index). Rounds
 * draw more when many drawn products are out of stock; a small catalogue is drawn whole.
 */
export async function sampleInStockProducts(
  db: Db,
  site: Site,
  lang: string,
  limit: number,
): Promise<ProductCard[]> {
  const { products } = schema;
  const index = await getListingIndex(db, site.id);
  const picked: number[] = [];
  const tried = new Set<number>();
  for (let round = 0; round < ROUNDS && picked.length < limit && tried.size < index.size; round++) {
    const want = limit * 3 * 2 ** round;
    const rows = sampleIndexes(index.size, want + tried.size, Math.random).filter((r) => !tried.has(r));
    const drawn = rows.slice(0, want).map((r) => {
      tried.add(r);
      return index.ids[r] as number;
    });
    if (!drawn.length) break;
    const inStock = await db
      .select({ id: products.id })
      .from(products)
      .where(and(activeProducts(site), gt(products.stockTotal, 0), inArray(products.id, drawn)));
    const ok = new Set(inStock.map((r) => r.id));
    for (const id of drawn) if (ok.has(id) && picked.length < limit) picked.push(id);
  }
  return loadProductCards(db, site, lang, picked);
}
