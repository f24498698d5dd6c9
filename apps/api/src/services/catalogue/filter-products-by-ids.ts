import type { ProductFilterResult } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { pageSlice } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { loadProductCards } from "./product-cards.ts";

/**
 * `/general/product-filter?ids=`: the site's active products among the ids, in the order given
 * (favorites, recently viewed). With a page, that page of them and the page count; a page past
 * the end is a 404, as on category listings.
 */
export async function filterProductsByIds(
  db: Db,
  site: Site,
  lang: string,
  ids: number[],
  paging: { page: number; pageSize: number } | null,
): Promise<ProductFilterResult> {
  const { products } = schema;
  const rows = ids.length
    ? await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, site.id), inArray(products.id, ids), eq(products.active, true)))
    : [];
  const found = new Set(rows.map((r) => r.id));
  const listed = ids.filter((id) => found.has(id));
  if (!paging) {
    const cards = await loadProductCards(db, site, lang, listed);
    return { products: cards, totalCount: cards.length };
  }
  const { items, pages } = pageSlice(listed, paging.page, paging.pageSize);
  if (paging.page > pages) throw notFound("Page not found.");
  return {
    products: await loadProductCards(db, site, lang, items),
    totalCount: listed.length,
    pages,
    current_page: paging.page,
    page_size: paging.pageSize,
  };
}
