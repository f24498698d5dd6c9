import { MAX_QUANTITY, QUANTITY_DECIMALS, roundTo } from "./cart.ts";

/**
 * A local cart (spec section 3, "cookie cart lines: id, qtt"): for shops whose settings keep the
 * cart in the shopper's browser, its lines live in one cookie, `id:qtt` pairs joined by commas
 * ("12:1,40:2.5"). The server prices them on every read; nothing about a price is kept here.
 */
export const LOCAL_CART_COOKIE = "sf_cart";
/** Kept as long as the browser id: a month. */
export const LOCAL_CART_MAX_AGE_S = 60 * 60 * 24 * 30;
/** Lines a local cart holds at most (a cookie stays under 4 KB). */
export const LOCAL_CART_MAX_LINES = 100;

export type LocalCartLine = { id: number; count: number };

/**
 * The cookie's lines, read leniently: junk pairs, non-positive or absurd ids and counts are
 * dropped, a repeated id keeps its first count, at most LOCAL_CART_MAX_LINES lines.
 */
export function parseLocalCart(value: string | null | undefined): LocalCartLine[] {
  if (!value) return [];
  const lines: LocalCartLine[] = [];
  for (const pair of value.slice(0, 4096).split(",")) {
    const match = /^(\d{1,10}):(\d{1,5}(?:\.\d{1,3})?)$/.exec(pair.trim());
    if (!match) continue;
    const id = Number(match[1]);
    const count = roundTo(Number(match[2]), QUANTITY_DECIMALS);
    if (!(id > 0 && id <= 2_147_483_647) || !(count > 0 && count <= MAX_QUANTITY)) continue;
    if (lines.some((line) => line.id === id)) continue;
    lines.push({ id, count });
    if (lines.length === LOCAL_CART_MAX_LINES) break;
  }
  return lines;
}

/** The cookie's value for these lines (lines of 0 or less are left out). */
export function serializeLocalCart(lines: readonly LocalCartLine[]): string {
  return lines
    .filter((line) => line.count > 0)
    .slice(0, LOCAL_CART_MAX_LINES)
    .map((line) => `${line.id}:${roundTo(line.count, QUANTITY_DECIMALS)}`)
    .join(",");
}
