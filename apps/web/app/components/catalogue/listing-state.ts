import type { CategoryListing } from "@sf/contract";
import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery, type SortOption } from "@sf/domain";

/**
 * What the filter sidebar, the phone's filter bar and sheet, the sort and the paging need of a
 * listing: a category's, or any other filtered product list (a special offer's).
 */
export type ListingFacets = Pick<
  CategoryListing,
  "filters" | "price_range" | "sort" | "totalCount" | "pages" | "current_page"
>;

/** Where a listing lives and the state its URL holds. */
export type ListingState = { basePath: string; query: CatalogueQuery; defaultSort: SortOption };

/** A link to the same listing with some of its state changed (page back to 1 unless given). */
export function listingUrl(state: ListingState, change: Partial<CatalogueQuery>): string {
  return state.basePath + catalogueSearch({ ...state.query, page: 1, ...change }, state.defaultSort);
}

/**
 * The state as the browser's URL has it now, not as this render saw it: a navigation may have
 * just landed (a sort chosen while the price was being applied).
 */
export function liveListingState(state: ListingState): ListingState {
  return { ...state, query: parseCatalogueQuery(new URLSearchParams(window.location.search)) };
}
