import type { OrderCreate, OrderUtm, PaymentType, TaxData } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import type { OrderMethod } from "@sf/domain";
import { eq } from "drizzle-orm";
import type { Site } from "../../../lib/site.ts";
import { type CartOwner, findCartId, type Tx } from "../../cart/cart.ts";

/** A line asked for; a count of null is one step of the product; `loyaltyChecked` only from a customer's server cart ("pay with points"). */
export type Requested = { productId: number; count: number | null; loyaltyChecked?: boolean };

/** An order as this service makes it, whichever endpoint it came from. */
export type OrderRequest = {
  method: OrderMethod;
  /** The guest's browser id, stored on the order (the guest opens the order with it). */
  browserId: string | null;
  /** The signed-in customer: the order is theirs and their server cart is ordered. */
  userId: number | null;
  /** The lines asked for; null: the guest's server cart. */
  lines: Requested[] | null;
  /**
   * Leave the shopper's cart and its reservations as they are (one-click orders): its
   * reservations then hold stock against this order like anyone else's.
   */
  keepCart: boolean;
  name: string;
  companyName: string;
  /** As typed; normalized here. */
  phone: string;
  email: string;
  comments: string;
  paymentType: PaymentType | "iute";
  /**
   * The loan applied for when paying in instalments through iute: the order is checked against
   * the programme, and the shopper's cart stays until iute has the application (decision 0048).
   */
  credit?: { programmeId: number; months: number } | null;
  deliveryType: "standart" | "express";
  /** The pickup store. */
  shopId: number | null;
  regionId: number | null;
  localityId: number | null;
  address: OrderCreate["address"] | null;
  /** A Nova Post parcel (method "novapost"). */
  postal: OrderCreate["postal"] | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
  promoCode: string | null;
  /** Products whose prescription the shopper confirmed holding. */
  prescriptionChecked: number[];
  /** Where the order is taxed (when the shop calculates tax); null: the shop's country. */
  taxData: TaxData | null;
  /** The shopper's first visit's UTM fields, or null. */
  utm?: OrderUtm | null;
};

/** The checkout's payload (`/general/v3/order/`) as an order request. */
export function checkoutRequest(
  input: Omit<OrderCreate, "paymentType"> & { paymentType: OrderRequest["paymentType"] },
  userId: number | null,
): OrderRequest {
  let lines: Requested[] | null = null;
  if (input.cart) {
    const merged = new Map<number, number>();
    for (const line of input.cart.products) {
      merged.set(line.product.productId, (merged.get(line.product.productId) ?? 0) + line.count);
    }
    lines = [...merged].map(([productId, count]) => ({ productId, count }));
  }
  const pickup = input.deliveryType === "pickup";
  const delivered = input.deliveryType === "delivery";
  return {
    method: input.deliveryType,
    browserId: input.no_user_id ?? null,
    userId,
    lines,
    keepCart: false,
    name: input.name,
    companyName: input.company_name,
    phone: input.phone,
    email: input.email,
    comments: input.comments,
    paymentType: input.paymentType,
    deliveryType: pickup ? "standart" : input.delivery_type,
    shopId: pickup ? (input.shop_id ?? null) : null,
    regionId: delivered ? (input.region_id ?? null) : null,
    localityId: delivered ? (input.locality_id ?? null) : null,
    address: delivered ? (input.address ?? null) : null,
    postal: input.deliveryType === "novapost" ? (input.postal ?? null) : null,
    deliveryDate: input.delivery_date ?? null,
    deliveryTime: input.delivery_time ?? null,
    promoCode: input.promo_code ?? null,
    prescriptionChecked: input.prescription_checked,
    taxData: input.tax_data ?? null,
    utm: input.utm ?? null,
  };
}

/** Whose server cart an order empties: the customer's, else the guest's. */
function cartOwnerOf(order: OrderRequest): CartOwner | null {
  if (order.userId !== null) return { userId: order.userId };
  return order.browserId ? { browserId: order.browserId } : null;
}

/** The lines to order: the request's (local carts, one-click orders) or the shopper's server cart. */
export async function requestedLines(
  tx: Tx,
  site: Site,
  order: OrderRequest,
): Promise<{ lines: Requested[]; cartId: number | null }> {
  const owner = cartOwnerOf(order);
  const cartId = owner && !order.keepCart ? await findCartId(tx as unknown as Db, site, owner) : null;
  if (order.lines) return { lines: order.lines, cartId };
  if (cartId === null) return { lines: [], cartId };
  const { cartItems } = schema;
  const rows = await tx
    .select({
      productId: cartItems.productId,
      count: cartItems.count,
      loyaltyChecked: cartItems.loyaltyChecked,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.addedAt, cartItems.productId);
  return { lines: rows, cartId };
}
