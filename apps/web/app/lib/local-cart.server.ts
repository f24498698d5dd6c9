import type { Cart } from "@sf/contract";
import {
  LOCAL_CART_COOKIE,
  LOCAL_CART_MAX_AGE_S,
  LOCAL_CART_MAX_LINES,
  type LocalCartLine,
  parseLocalCart,
  serializeLocalCart,
} from "@sf/domain";
import type { Api } from "./api/request.server.ts";
import type { CartActionResult } from "./cart.ts";
import { readCookie, serializeCookie } from "./cookies.ts";

/**
 * The local cart (decision 0018): for shops whose settings say `cart_settings.mode: "local"`, the
 * guest's lines live in a cookie in their browser (ids and quantities only). Every read prices
 * them with the API (`/general/cart/price-lines/`), so prices, stock and the product's slug are
 * always today's and in the page's language; the order sends the lines and the API prices them
 * again. The browser's cart store talks to the same `/cart/data` action in both modes.
 */

const EMPTY: Cart = { total_count: 0, total_discount: 0, total_price: 0, loyalty_give: 0, products: [] };

/** Whether this shop keeps the guest's cart in the browser (a failing settings call: the server cart). */
export async function usesLocalCart(api: Api): Promise<boolean> {
  try {
    return (await api.site.settings()).cart_settings.mode === "local";
  } catch {
    return false;
  }
}

/** The lines in the visitor's cookie. */
export function localCartLines(request: Request): LocalCartLine[] {
  return parseLocalCart(readCookie(request.headers.get("cookie"), LOCAL_CART_COOKIE));
}

/** The Set-Cookie that stores these lines (an empty cart deletes the cookie). */
export function localCartCookie(lines: readonly LocalCartLine[]): string {
  return lines.length
    ? serializeCookie(LOCAL_CART_COOKIE, serializeLocalCart(lines), LOCAL_CART_MAX_AGE_S)
    : serializeCookie(LOCAL_CART_COOKIE, "", 0);
}

/** The lines priced by the API, in the request's language; throws when the API fails. */
export async function priceLocalCart(api: Api, lines: readonly LocalCartLine[]): Promise<Cart> {
  if (!lines.length) return EMPTY;
  const result = await api.cart.priceLines([...lines]);
  if (!result.ok) throw new Error(`pricing the local cart failed (${result.status})`);
  return result.data;
}

export type LocalChange = {
  intent: "add" | "reduce" | "set" | "remove";
  productId: number;
  /** Added, taken off or set; undefined: one step of the product. */
  count: number | undefined;
};

/** One step of a product: its smallest quantity, as the API raises a tiny one. */
async function stepOf(api: Api, productId: number): Promise<number | null> {
  const cart = await priceLocalCart(api, [{ id: productId, count: 0.001 }]);
  return cart.products[0]?.count ?? null;
}

/**
 * A change to a local cart with the server cart's rules: quantities raised to the product's step,
 * 0 removes, an unknown product is refused (404), asking for more than the stock is refused (400)
 * and leaves the lines as they were. Answers the priced cart and the lines to store (null: keep).
 */
export async function changeLocalCart(
  api: Api,
  lines: readonly LocalCartLine[],
  change: LocalChange,
): Promise<{ answer: CartActionResult; lines: LocalCartLine[] | null }> {
  const { intent, productId } = change;
  const held = lines.find((line) => line.id === productId)?.count ?? 0;
  let target = 0;
  if (intent === "set") target = change.count ?? held;
  else if (intent === "add" || intent === "reduce") {
    const by = change.count ?? (await stepOf(api, productId));
    if (by === null) return { answer: { ok: false, status: 404, detail: "No such product." }, lines: null };
    target = intent === "add" ? held + Math.max(0, by) : held - Math.max(0, by);
  }
  target = Math.round(target * 1000) / 1000;
  if (intent === "add" && held === 0 && lines.length >= LOCAL_CART_MAX_LINES)
    return { answer: { ok: false, status: 400, detail: "The cart is full." }, lines: null };

  const next =
    target > 0
      ? held > 0
        ? lines.map((line) => (line.id === productId ? { id: productId, count: target } : line))
        : [...lines, { id: productId, count: target }]
      : lines.filter((line) => line.id !== productId);
  const cart = await priceLocalCart(api, next);
  if (target > 0) {
    const line = cart.products.find((p) => p.id === productId);
    if (!line) return { answer: { ok: false, status: 404, detail: "No such product." }, lines: null };
    // More than can be had now is refused, as the server cart does; less is always allowed.
    if (!line.available && line.count > held)
      return { answer: { ok: false, status: 400, detail: "Not enough stock." }, lines: null };
  }
  return {
    answer: { ok: true, cart },
    lines: cart.products.map((p) => ({ id: p.id, count: p.count })),
  };
}
