import type { CatalogueQuery } from "./catalogue-query.ts";

/**
 * The listing's price slider (spec section 4): two thumbs over the category's price bounds and
 * two inputs kept in sync. The price enters the query only once the shopper moved a thumb or
 * changed an input, and a range that covers the whole bounds again is no price filter.
 */
export type PriceBounds = { min: number; max: number };

/** The thumbs' values for a selection: unset ends sit at the bounds; values stay inside them. */
export function sliderValues(
  bounds: PriceBounds,
  selected: { from: number | null; to: number | null } | null,
): [number, number] {
  const clamp = (v: number) => Math.min(bounds.max, Math.max(bounds.min, v));
  const from = clamp(selected?.from ?? bounds.min);
  const to = clamp(selected?.to ?? bounds.max);
  return from <= to ? [from, to] : [to, from];
}

/**
 * Reads a typed value: empty or unreadable is null (that end is open), a number is rounded to
 * cents and kept inside the bounds.
 */
export function readPriceInput(raw: string, bounds: PriceBounds): number | null {
  const text = raw.trim().replace(",", ".");
  if (!text) return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return null;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(n * 100) / 100));
}

/** The price part of the query for the thumbs' values: null when they cover the whole bounds. */
export function priceFilterFor(
  values: readonly [number, number],
  bounds: PriceBounds,
): CatalogueQuery["price"] {
  const [a, b] = values;
  const from = Math.min(a, b);
  const to = Math.max(a, b);
  if (from <= bounds.min && to >= bounds.max) return null;
  return { from, to };
}
