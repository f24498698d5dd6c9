import type { PromotionProducts } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type CatalogueQuery, pageCount, resolveSort, sortOptions } from "@sf/domain";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { attributeFacets, selectedFilters } from "../catalogue/listing-facets.ts";
import { getListingIndex, queryListing, sortOrder, titleOrder } from "../catalogue/listing-index.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { getSiteFilters } from "../catalogue/site-filters.ts";
import { findActivePromotion } from "./get-promotion.ts";

export const PROMOTION_PAGE_SIZE = 24;

/**
 * `/general/promotions/{id}/products`: a page of an active offer's products with the category
 * listing's filters (brand, specifications, price), counts, sort and paging.
 */
export async function listPromotionProducts(
  db: Db,
  site: Site,
  lang: string,
  id: number,
  query: CatalogueQuery,
  pageSize = PROMOTION_PAGE_SIZE,
  now = new Date(),
): Promise<PromotionProducts> {
  const promotion = await findActivePromotion(db, site, { id }, now);
  const { promotionProducts } = schema;
  const [members, filters, index] = await Promise.all([
    db
      .select({ id: promotionProducts.productId })
      .from(promotionProducts)
      .where(eq(promotionProducts.promotionId, promotion.id)),
    getSiteFilters(db, site),
    getListingIndex(db, site.id),
  ]);
  const sortSettings = {
    sortByPriority: site.settings.additional_settings.sort_by_priority,
    defaultSorting: site.settings.default_sorting,
  };
  const sort = resolveSort(query.sort, sortSettings);
  const order = await sortOrder(index, sort, lang, (l, descending) => titleOrder(db, site.id, l, descending));
  const result = queryListing(index, {
    categoryIds: null,
    productIds: members.map((m) => m.id),
    price: query.price,
    filters: selectedFilters(query, filters),
    order,
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
  });
  const pages = pageCount(result.total, pageSize);
  if (query.page > pages) throw notFound("Page not found.");
  return {
    products: await loadProductCards(db, site, lang, result.ids),
    filters: attributeFacets(result, filters, query, lang, site),
    price_range: {
      min: Math.floor(result.priceMin ?? 0),
      max: Math.ceil(result.priceMax ?? 0),
      selectedFrom: query.price?.from ?? null,
      selectedTo: query.price?.to ?? null,
    },
    sort: { options: [...sortOptions(sortSettings).options], selected: sort },
    totalCount: result.total,
    pages,
    current_page: query.page,
    page_size: pageSize,
  };
}
