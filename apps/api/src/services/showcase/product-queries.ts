import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, gt, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

const { products, productCategories } = schema;

/** Active products of the site. */
export const activeProducts = (site: Site): SQL =>
  and(eq(products.siteId, site.id), eq(products.active, true)) as SQL;

/** Active and in stock: what the new, popular and sales lists keep (spec section 5). */
export const inStockProducts = (site: Site): SQL =>
  and(activeProducts(site), gt(products.stockTotal, 0)) as SQL;

/** Sold below an earlier price. */
export const discounted = (): SQL =>
  and(isNotNull(products.oldPrice), sql`${products.oldPrice} > ${products.price}`) as SQL;

/** In one of the categories (a semi-join over the category index). */
export const inCategories = (categoryIds: number[]): SQL =>
  inArray(
    products.id,
    sql`(select ${productCategories.productId} from ${productCategories} where ${inArray(productCategories.categoryId, categoryIds)})`,
  );

export async function productIds(
  db: Db,
  where: SQL,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order, products.id)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}
