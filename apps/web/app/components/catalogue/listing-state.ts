import { type CatalogueQuery, catalogueSearch, parseCatalogueQuery, type SortOption } from "@sf/domain";

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
