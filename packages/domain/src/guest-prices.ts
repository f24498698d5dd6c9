/**
 * Shops that show prices to customers only (`is_price_hidden_for_guests`): what a guest's page
 * data must not carry. Every product's price fields become 0 / null and the listing's price
 * range is emptied, so hidden prices are not in the page's HTML nor in its hydration data.
 */
export function pricesHiddenFor(
  settings: { is_price_hidden_for_guests?: boolean },
  signedIn: boolean,
): boolean {
  return settings.is_price_hidden_for_guests === true && !signedIn;
}

const ZEROED = new Set([
  "price",
  "line_total",
  "discount",
  "total_price",
  "total_discount",
  "monthly_payment",
  "total",
]);
const NULLED = new Set(["old_price", "credit_from"]);

/** A copy of `value` with every price removed (see above); other data is left as it is. */
export function maskPrices<T>(value: T): T {
  if (Array.isArray(value)) return value.map(maskPrices) as T;
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (ZEROED.has(key) && typeof item === "number") out[key] = 0;
    else if (NULLED.has(key) && (typeof item === "number" || item === null)) out[key] = null;
    else if (key === "price_range" && item && typeof item === "object")
      out[key] = { min: 0, max: 0, selectedFrom: null, selectedTo: null };
    else out[key] = maskPrices(item);
  }
  return out as T;
}
