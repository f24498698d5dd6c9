import {
  type AdvertFilters,
  type AdvertSort,
  advertFiltersQuery,
  DEFAULT_ADVERT_FILTERS,
  DEFAULT_ADVERT_SORT,
  placeFilterProblem,
  readAdvertFilters,
  readAdvertSort,
} from "@sf/domain";

/**
 * The listing's address (decision 0060): the filter form is a plain GET form, so its fields are
 * flat query parameters (`region`, `price_from`, `currency`, `a12=34` for an attribute's option,
 * `firm=1` for fixed prices only, `sort`, `page`); they are read through the domain's lenient
 * `readAdvertFilters`, so a hand-edited link still lists adverts, and written back with only
 * what differs from the defaults, so the plain listing has one address.
 */
export type AdvertSearch = {
  filters: AdvertFilters;
  sort: AdvertSort;
  page: number;
  /** The whole first page asked for ("show more" after the first load's half). */
  more: boolean;
};

const FLAT: Record<string, keyof AdvertFilters> = {
  region: "region",
  location: "location",
  sector: "sector",
  category: "category",
  price_from: "price_from",
  price_to: "price_to",
  currency: "price_unit",
  area_from: "area_from",
  area_to: "area_to",
  unit: "area_unit",
};

export function readAdvertSearch(params: URLSearchParams): AdvertSearch {
  const raw: Record<string, unknown> = {};
  for (const [param, key] of Object.entries(FLAT)) {
    const value = params.get(param)?.trim();
    if (value) raw[key] = value;
  }
  if (params.get("firm") === "1") raw.is_negotiable_price = false;
  const attributes: Record<string, string[]> = {};
  for (const [param, value] of params) {
    const match = /^a(\d{1,10})$/.exec(param);
    if (!match?.[1] || !value) continue;
    const options = attributes[match[1]] ?? [];
    options.push(value);
    attributes[match[1]] = options;
  }
  raw.attributes = attributes;
  const filters = readAdvertFilters(JSON.stringify(raw));
  // A location needs its region and a sector its location (a form sent with the region cleared).
  const problem = placeFilterProblem(filters);
  if (problem) {
    filters.sector = null;
    if (problem === "location without region") filters.location = null;
  }
  const page = Number(params.get("page") ?? "1");
  return {
    filters,
    sort: readAdvertSort(params.get("sort")),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    more: params.get("more") === "1",
  };
}

/** The query string of a listing (without "?"); page 1 and the defaults are left out. */
export function advertSearchQuery(search: Partial<AdvertSearch> & { filters: AdvertFilters }): string {
  const { filters } = search;
  const params = new URLSearchParams();
  for (const [param, key] of Object.entries(FLAT)) {
    const value = filters[key];
    if (value !== null && value !== DEFAULT_ADVERT_FILTERS[key]) params.set(param, String(value));
  }
  if (!filters.is_negotiable_price) params.set("firm", "1");
  for (const [attribute, options] of Object.entries(filters.attributes))
    for (const option of options) params.append(`a${attribute}`, String(option));
  if (search.sort && search.sort !== DEFAULT_ADVERT_SORT) params.set("sort", search.sort);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  if (search.more) params.set("more", "1");
  return params.toString();
}

/** The API's JSON `filters` for a search (null: the defaults). */
export const apiFilters = (filters: AdvertFilters): string | null => advertFiltersQuery(filters);
