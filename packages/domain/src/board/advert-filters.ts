import {
  ADVERT_CURRENCIES,
  type AdvertCurrency,
  AREA_UNITS,
  type AreaUnit,
  DEFAULT_ADVERT_CURRENCY,
  DEFAULT_AREA_UNIT,
} from "./measures.ts";

/**
 * The advert listing's filters (spec section 7: `GET /general/v2/product?page&sortBy&filters`,
 * `filters` a JSON object; section 4: the defaults). Read leniently from the query: an unknown
 * key is ignored and a value of the wrong kind is dropped, so a link shared from an old version
 * of the board still opens a listing; what is kept is always within bounds.
 */
export const PRICE_FILTER_MAX = 999_999_999;
export const ADVERT_SORTS = [
  "newest",
  "price_asc",
  "price_desc",
  "area_asc",
  "area_desc",
  "price_per_are_asc",
] as const;
export type AdvertSort = (typeof ADVERT_SORTS)[number];
export const DEFAULT_ADVERT_SORT: AdvertSort = "newest";

export type AdvertFilters = {
  region: number | null;
  location: number | null;
  sector: number | null;
  category: number | null;
  price_from: number | null;
  price_to: number | null;
  price_unit: AdvertCurrency;
  area_from: number | null;
  area_to: number | null;
  area_unit: AreaUnit;
  /** Negotiable adverts are included (the default) or left out. */
  is_negotiable_price: boolean;
  /** Attribute id -> the wanted option ids (any of them). */
  attributes: Record<number, number[]>;
};

export const DEFAULT_ADVERT_FILTERS: AdvertFilters = {
  region: null,
  location: null,
  sector: null,
  category: null,
  price_from: null,
  price_to: null,
  price_unit: DEFAULT_ADVERT_CURRENCY,
  area_from: null,
  area_to: null,
  area_unit: DEFAULT_AREA_UNIT,
  is_negotiable_price: true,
  attributes: {},
};

const MAX_ID = 2_147_483_647;
const id = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= MAX_ID
    ? value
    : typeof value === "string" && /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_ID
      ? Number(value)
      : null;
const amount = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? Math.min(n, PRICE_FILTER_MAX) : null;
};
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters of a listing request; `raw` is the `filters` query parameter as sent. */
export function readAdvertFilters(raw: string | null | undefined): AdvertFilters {
  if (!raw || raw.length > 4000) return { ...DEFAULT_ADVERT_FILTERS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_ADVERT_FILTERS };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { ...DEFAULT_ADVERT_FILTERS };
  const input = parsed as Record<string, unknown>;
  const attributes: Record<number, number[]> = {};
  if (input.attributes && typeof input.attributes === "object" && !Array.isArray(input.attributes)) {
    for (const [key, value] of Object.entries(input.attributes).slice(0, 30)) {
      const attribute = id(key);
      const options = (Array.isArray(value) ? value : [value]).map(id).filter((v): v is number => v !== null);
      if (attribute !== null && options.length) attributes[attribute] = [...new Set(options)].slice(0, 50);
    }
  }
  let priceFrom = amount(input.price_from);
  let priceTo = amount(input.price_to);
  if (priceFrom !== null && priceTo !== null && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];
  let areaFrom = amount(input.area_from);
  let areaTo = amount(input.area_to);
  if (areaFrom !== null && areaTo !== null && areaFrom > areaTo) [areaFrom, areaTo] = [areaTo, areaFrom];
  return {
    region: id(input.region),
    location: id(input.location),
    sector: id(input.sector),
    category: id(input.category),
    price_from: priceFrom,
    price_to: priceTo,
    price_unit: oneOf(ADVERT_CURRENCIES, input.price_unit, DEFAULT_ADVERT_CURRENCY),
    area_from: areaFrom,
    area_to: areaTo,
    area_unit: oneOf(AREA_UNITS, input.area_unit, DEFAULT_AREA_UNIT),
    is_negotiable_price: typeof input.is_negotiable_price === "boolean" ? input.is_negotiable_price : true,
    attributes,
  };
}

export const readAdvertSort = (raw: string | null | undefined): AdvertSort =>
  oneOf(ADVERT_SORTS, raw, DEFAULT_ADVERT_SORT);

/**
 * The price slider's range (spec section 4): the server's lowest and highest price of the
 * listing when it has adverts, else 0 to 999 999 999.
 */
export function advertPriceRange(bounds: { min: number | null; max: number | null } | null): {
  min: number;
  max: number;
} {
  if (!bounds || bounds.min === null || bounds.max === null || bounds.min > bounds.max)
    return { min: 0, max: PRICE_FILTER_MAX };
  return { min: Math.floor(bounds.min), max: Math.ceil(bounds.max) };
}

/**
 * The query a listing link carries: only what differs from the defaults, so the plain listing
 * has one address (and one page-cache entry).
 */
export function advertFiltersQuery(filters: AdvertFilters): string | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    const fallback = DEFAULT_ADVERT_FILTERS[key as keyof AdvertFilters];
    if (key === "attributes") {
      if (Object.keys(value as object).length) out[key] = value;
    } else if (value !== fallback) out[key] = value;
  }
  return Object.keys(out).length ? JSON.stringify(out) : null;
}

/** Whether the region, location and sector agree (a location of the region, a sector of it). */
export function placeFilterProblem(
  filters: Pick<AdvertFilters, "region" | "location" | "sector">,
): "location without region" | "sector without location" | null {
  if (filters.location !== null && filters.region === null) return "location without region";
  if (filters.sector !== null && filters.location === null) return "sector without location";
  return null;
}
