/**
 * The catalogue's query string (spec sections 4 and 5): filters as `key:option,option` pairs
 * separated by ";" (`filter=form:tablets,syrup;brand:bayer`), a price range only once moved
 * (`price=10-250`), a sort option and a page that is omitted for page 1.
 */
export type FilterSelection = Record<string, string[]>;

export type CatalogueQuery = {
  filters: FilterSelection;
  price: { from: number | null; to: number | null } | null;
  sort: SortOption | null;
  page: number;
};

export const SORT_OPTIONS = ["sort_priority-", "price-", "price+", "name-", "name+", "newer+"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

const KEY = /^[a-z0-9_-]{1,64}$/i;
const MAX_PAIRS = 30;
const MAX_OPTIONS = 50;

/** Pairs lacking a key or options, and malformed keys or options, are ignored, never an error. */
export function parseFilters(raw: string | null | undefined): FilterSelection {
  const result: FilterSelection = {};
  if (!raw) return result;
  for (const pair of raw.split(";").slice(0, MAX_PAIRS)) {
    const index = pair.indexOf(":");
    if (index <= 0) continue;
    const key = pair.slice(0, index).trim();
    if (!KEY.test(key)) continue;
    const options = pair
      .slice(index + 1)
      .split(",")
      .map((o) => o.trim())
      .filter((o) => KEY.test(o))
      .slice(0, MAX_OPTIONS);
    if (!options.length) continue;
    result[key] = [...new Set([...(result[key] ?? []), ...options])];
  }
  return result;
}

export function serializeFilters(filters: FilterSelection): string {
  return Object.entries(filters)
    .filter(([, options]) => options.length)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, options]) => `${key}:${[...options].sort().join(",")}`)
    .join(";");
}

function parseNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n < 1e12 ? n : null;
}

/** The selection with one option of one filter added, or removed when it was chosen. */
export function toggleFilterOption(filters: FilterSelection, key: string, option: string): FilterSelection {
  const current = filters[key] ?? [];
  const next = current.includes(option) ? current.filter((o) => o !== option) : [...current, option];
  const result = { ...filters, [key]: next };
  if (!next.length) delete result[key];
  return result;
}

/** How many choices narrow a listing: each chosen option, and the price range as one. */
export function choiceCount(query: Pick<CatalogueQuery, "filters" | "price">): number {
  const options = Object.values(query.filters).reduce((sum, chosen) => sum + chosen.length, 0);
  return options + (query.price && (query.price.from !== null || query.price.to !== null) ? 1 : 0);
}

/** "10-250", "10-", "-250"; anything else is no price filter. */
export function parsePriceRange(raw: string | null | undefined): CatalogueQuery["price"] {
  if (!raw) return null;
  const match = raw.match(/^([^-]*)-([^-]*)$/);
  if (!match) return null;
  const from = parseNumber(match[1]);
  const to = parseNumber(match[2]);
  if (from === null && to === null) return null;
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return { from, to };
}

export function parseSort(raw: string | null | undefined): SortOption | null {
  const value = raw?.replace(/ /g, "+");
  return (SORT_OPTIONS as readonly string[]).includes(value ?? "") ? (value as SortOption) : null;
}

/** Page numbers start at 1; anything unparsable is page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  return {
    filters: parseFilters(params.get("filter")),
    price: parsePriceRange(params.get("price")),
    sort: parseSort(params.get("sort")),
    page: parsePage(params.get("page")),
  };
}

/** The query string for a catalogue state: empty parts and page 1 are left out. */
export function catalogueSearch(query: Partial<CatalogueQuery>, defaultSort: SortOption): string {
  const params = new URLSearchParams();
  const filters = serializeFilters(query.filters ?? {});
  if (filters) params.set("filter", filters);
  if (query.price && (query.price.from !== null || query.price.to !== null)) {
    params.set("price", `${query.price.from ?? ""}-${query.price.to ?? ""}`);
  }
  if (query.sort && query.sort !== defaultSort) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/**
 * Sort options a site offers and its default (spec section 9): priority only when the site
 * allows it, and then it is the default when default sorting is on; otherwise newest first.
 */
export function sortOptions(settings: { sortByPriority: boolean; defaultSorting: boolean }) {
  const options = SORT_OPTIONS.filter((o) => o !== "sort_priority-" || settings.sortByPriority);
  const fallback: SortOption =
    settings.sortByPriority && settings.defaultSorting ? "sort_priority-" : "newer+";
  return { options, fallback };
}

export function resolveSort(
  requested: SortOption | null,
  settings: { sortByPriority: boolean; defaultSorting: boolean },
): SortOption {
  const { options, fallback } = sortOptions(settings);
  return requested && options.includes(requested) ? requested : fallback;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
