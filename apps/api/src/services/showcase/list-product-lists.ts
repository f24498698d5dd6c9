import type { ProductCard, ProductPage } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { NEW_PRODUCTS_LIMIT, POPULAR_PRODUCTS_LIMIT, pageCount } from "@sf/domain";
import { and, count, desc, type SQL, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { discounted, inStockProducts, productIds } from "./product-queries.ts";

const { products } = schema;

/** `{locale}/main/slider-new_products/`: the newest in-stock products, at most 10. */
export async function listNewProducts(db: Db, site: Site, lang: string): Promise<ProductCard[]> {
  const ids = await productIds(db, inStockProducts(site), [desc(products.createdAt)], NEW_PRODUCTS_LIMIT);
  return loadProductCards(db, site, lang, ids);
}

/** `{locale}/main/slides-popular-product/`: the best sellers in stock (units sold, then newest). */
export async function listPopularProducts(db: Db, site: Site, lang: string): Promise<ProductCard[]> {
  const ids = await productIds(
    db,
    inStockProducts(site),
    [desc(products.salesCount), desc(products.createdAt)],
    POPULAR_PRODUCTS_LIMIT,
  );
  return loadProductCards(db, site, lang, ids);
}

/** `/shop/product/?type=discount`: discounted in-stock products, biggest discount first, paged. */
export async function listDiscountProducts(
  db: Db,
  site: Site,
  lang: string,
  page: number,
  pageSize: number,
): Promise<ProductPage> {
  const where = and(inStockProducts(site), discounted());
  const [row] = await db.select({ n: count() }).from(products).where(where);
  const total = row?.n ?? 0;
  const pages = pageCount(total, pageSize);
  if (page > pages) throw notFound("Page not found.");
  const ids = await productIds(
    db,
    where as SQL,
    [desc(sql`(${products.oldPrice} - ${products.price}) / ${products.oldPrice}`), desc(products.salesCount)],
    pageSize,
    (page - 1) * pageSize,
  );
  return {
    products: await loadProductCards(db, site, lang, ids),
    totalCount: total,
    pages,
    current_page: page,
    page_size: pageSize,
  };
}
