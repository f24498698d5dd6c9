import { cartListSchema, cartSchema, promoResultSchema } from "@sf/contract";
import { browserQuery, type Client } from "./client.server.ts";

/**
 * The visitor's server cart: a signed-in customer's (their session), else the guest's by
 * `browserId` (the `browser_id` cookie, sent as `no_user_id`).
 */
export const cartApi = (client: Client) => ({
  get: (browserId: string | null) =>
    client
      .get(`/general/cart/fetch-all/${browserQuery(browserId)}`, cartListSchema)
      .then((list) => list[0] ?? null),
  add: (browserId: string, productId: number, count?: number) =>
    client.send(
      "/general/cart/add-item/",
      { product_id: productId, count, no_user_id: browserId },
      cartSchema,
    ),
  reduce: (browserId: string, productId: number, count?: number) =>
    client.send(
      "/general/cart/reduce-item/",
      { product_id: productId, count, no_user_id: browserId },
      cartSchema,
    ),
  remove: (browserId: string, productIds: number[]) =>
    client.send("/general/cart/remove-item/", { product_ids: productIds, no_user_id: browserId }, cartSchema),
  /** A line paid with loyalty points (or not). */
  loyalty: (browserId: string, productId: number, active: boolean) =>
    client.send(
      "/general/cart/set-loyalty-item/",
      { product_id: productId, active, no_user_id: browserId },
      cartSchema,
    ),
  /** Signed in: the guest cart of this browser moves into the customer's. */
  merge: (browserId: string) =>
    client.send("/general/cart/merge-cart/", { no_user_id: browserId }, cartSchema),
  /** A local cart's lines priced like the server cart (nothing is stored). */
  priceLines: (lines: { id: number; count: number }[]) =>
    client.send(
      "/general/cart/price-lines/",
      { products: lines.map((line) => ({ product_id: line.id, count: line.count })) },
      cartSchema,
    ),
  /** A promo code on given lines (a local cart). */
  promoPreview: (code: string, lines: { id: number; count: number }[]) =>
    client.send("/general/order/preview-promo/", { promo_code: code, products: lines }, promoResultSchema),
  promoPrices: (browserId: string | null, code: string) =>
    client.send(
      "/general/promo-code/update_prices/",
      { code, ...(browserId ? { no_user_id: browserId } : {}) },
      promoResultSchema,
    ),
});
