import type { GlobalSiteSettings } from "@sf/contract";
import {
  type CatalogueQuery,
  catalogueSearch,
  parseCatalogueQuery,
  parsePriceRange,
  type SortOption,
  sortOptions,
} from "@sf/domain";
import { redirect } from "react-router";

/**
 * A filtered listing's state from its URL (a category's, a special offer's products), its
 * default sort and the API's query string. The price form sent without JavaScript
 * (`price_from`, `price_to`) redirects to the listing's own spelling of the price.
 */
export function listingQuery(
  url: URL,
  basePath: string,
  settings: GlobalSiteSettings,
): { query: CatalogueQuery; defaultSort: SortOption; apiSearch: string } {
  const { fallback } = sortOptions({
    sortByPriority: settings.additional_settings.sort_by_priority,
    defaultSorting: settings.default_sorting,
  });
  const query = parseCatalogueQuery(url.searchParams);
  if (url.searchParams.has("price_from") || url.searchParams.has("price_to")) {
    const price = parsePriceRange(
      `${url.searchParams.get("price_from") ?? ""}-${url.searchParams.get("price_to") ?? ""}`,
    );
    throw redirect(`${basePath}${catalogueSearch({ ...query, price, page: 1 }, fallback)}`);
  }
  return { query, defaultSort: fallback, apiSearch: catalogueSearch(query, fallback) };
}
