import { type DeliveryRate, deliveryPrice } from "./cart.ts";
import type { OrderMethod } from "./checkout.ts";

/**
 * The state an order is placed in, and what its delivery costs (the order service's rules, kept
 * out of its transaction). A payment made online (card) leaves the order on hold until the
 * provider answers; anything paid on receipt is a new order at once.
 */
export type PlacedOrderState = {
  /** new, awaiting_payment (confirmed and cancelled come later). */
  status: "new" | "awaiting_payment";
  /** not_required (paid on receipt, or nothing to pay), pending (waiting for the provider). */
  paymentStatus: "not_required" | "pending";
};

/** Payment types settled online, with the order on hold until the provider's answer. */
export const ONLINE_PAYMENT_TYPES: readonly string[] = ["card", "iute"];

/**
 * The order's state for its payment type. `finalPrice` 0 (points covered it all) leaves nothing
 * to pay online; before the price is known (`undefined`) an online payment is assumed.
 */
export function placedOrderState(paymentType: string, finalPrice?: number): PlacedOrderState {
  const online = ONLINE_PAYMENT_TYPES.includes(paymentType) && (finalPrice === undefined || finalPrice > 0);
  return online
    ? { status: "awaiting_payment", paymentStatus: "pending" }
    : { status: "new", paymentStatus: "not_required" };
}

/**
 * What the order's delivery costs: a one-click order's is agreed on the phone (0 here), a parcel's
 * is the carrier's price, else the shop's rates for the method, region, speed and goods' total.
 */
export function orderDeliveryPrice(input: {
  method: OrderMethod;
  parcelPrice: number | null;
  regionId: number | null;
  type: "standart" | "express";
  goods: number;
  rates: readonly DeliveryRate[];
  freeDeliveryRegion: number | null;
}): number {
  if (input.method === "quick") return 0;
  if (input.parcelPrice !== null) return input.parcelPrice;
  return deliveryPrice({
    method: input.method === "pickup" ? "pickup" : "address",
    regionId: input.regionId,
    type: input.type,
    total: input.goods,
    rates: input.rates,
    freeDeliveryRegion: input.freeDeliveryRegion,
  });
}
