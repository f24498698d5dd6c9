/**
 * Areas and prices of adverts (spec sections 3, 4 and 9): areas in m², ari (1 ar = 100 m²) or
 * hectares (100 ari); prices in EUR (the board's default), MDL or USD, converted through the
 * stored rates (lei for one unit of each currency, as the National Bank publishes them).
 */
export const AREA_UNITS = ["m2", "ari", "ha"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const DEFAULT_AREA_UNIT: AreaUnit = "ari";

export const ADVERT_CURRENCIES = ["EUR", "MDL", "USD"] as const;
export type AdvertCurrency = (typeof ADVERT_CURRENCIES)[number];
export const DEFAULT_ADVERT_CURRENCY: AdvertCurrency = "EUR";

const SQUARE_METRES: Record<AreaUnit, number> = { m2: 1, ari: 100, ha: 10_000 };

/** An area in another unit, to 4 decimals (0.0001 ha is one m²). */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return round(value * (SQUARE_METRES[from] / SQUARE_METRES[to]), 4);
}

/** An area in m², the unit adverts are compared and filtered in. */
export const squareMetres = (value: number, unit: AreaUnit): number => convertArea(value, unit, "m2");

/** Lei for one EUR and one USD. */
export type CurrencyRates = { EUR: number; USD: number };

const leiPerUnit = (currency: AdvertCurrency, rates: CurrencyRates): number =>
  currency === "MDL" ? 1 : rates[currency];

/** A price in another currency at the stored rates, to the cent; null when a rate is missing. */
export function convertPrice(
  amount: number,
  from: AdvertCurrency,
  to: AdvertCurrency,
  rates: CurrencyRates,
): number | null {
  if (from === to) return round(amount, 2);
  const fromRate = leiPerUnit(from, rates);
  const toRate = leiPerUnit(to, rates);
  if (!(fromRate > 0) || !(toRate > 0)) return null;
  return round((amount * fromRate) / toRate, 2);
}

/**
 * The price of one are (the figure people compare plots by), in the price's currency, to the
 * cent; null when there is no area to divide by.
 */
export function pricePerAre(price: number, area: number, unit: AreaUnit): number | null {
  const ares = convertArea(area, unit, "ari");
  if (!(ares > 0) || !(price >= 0)) return null;
  return round(price / ares, 2);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * An advert's price as a visitor reads it in `wanted`: the owner's own figure when it is their
 * currency (never a round trip through the rates), else converted at the site's rates; without
 * rates, the owner's figure in the owner's currency.
 */
export function advertDisplayPrice(
  price: number,
  currency: AdvertCurrency,
  wanted: AdvertCurrency,
  rates: CurrencyRates | null,
): { amount: number; currency: AdvertCurrency } {
  if (currency === wanted) return { amount: price, currency };
  const converted = rates ? convertPrice(price, currency, wanted, rates) : null;
  return converted === null ? { amount: price, currency } : { amount: converted, currency: wanted };
}
