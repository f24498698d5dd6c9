import type { OrderCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { checkoutRequest, hashOf, type OrderRow, placeOrder } from "./place-order/index.ts";

export { hashOf, type OrderRequest, type OrderRow, placeOrder } from "./place-order/index.ts";

/** The checkout's order (`/general/v3/order/`): see placeOrder (place-order/index.ts). */
export function createOrder(
  db: Db,
  site: Site,
  lang: string,
  input: OrderCreate,
  idempotencyKey: string | null,
  userId: number | null = null,
): Promise<{ order: OrderRow; replayed: boolean }> {
  if (!input.cart && !input.no_user_id && userId === null)
    throw new AppError("invalid", "The cart is empty.", { cart: ["The cart is empty."] });
  return placeOrder(db, site, lang, checkoutRequest(input, userId), idempotencyKey, hashOf(input));
}
