import { ALL_SWITCHES_ON, type CheckoutSwitches } from "./shop-switches.ts";

/**
 * Checkout rules (spec sections 5 and 9, integrations "Pharmacy rules"): prescriptions, lines
 * that cannot travel, promo code validity, reservations.
 */

/** Minutes a reservation holds stock for a shopper between the cart and the order. */
export const RESERVATION_MINUTES = 15;

export type CheckoutLine = {
  productId: number;
  isRecipe: boolean;
  homeDelivery: boolean;
  prescriptionChecked: boolean;
};

export type CheckoutProblem = { productId: number; code: "prescription_required" | "pickup_only" };

/**
 * How an order is received: delivered to an address, picked up at a store, sent by the postal
 * carrier (Nova Post), or a one-click order (the shop phones the shopper to agree how the order
 * reaches them).
 */
export type OrderMethod = "delivery" | "pickup" | "novapost" | "quick";

/** Whether the goods travel to the shopper (home delivery or a parcel). */
export const travels = (method: OrderMethod): boolean => method === "delivery" || method === "novapost";

/**
 * What stops an order of these lines with this method: every prescription item needs the
 * shopper's confirmation that they hold a prescription, and prescription items and items without
 * home delivery are reserved for pickup (neither goes by courier nor by post). A one-click order is not refused for pickup-only items:
 * the shop arranges the pickup on the phone.
 */
export function checkoutProblems(lines: readonly CheckoutLine[], method: OrderMethod): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  for (const line of lines) {
    if (line.isRecipe && !line.prescriptionChecked)
      problems.push({ productId: line.productId, code: "prescription_required" });
    if (travels(method) && isPickupOnly(line))
      problems.push({ productId: line.productId, code: "pickup_only" });
  }
  return problems;
}

/** A line that only a store hands over: a prescription item, or one the shop does not deliver. */
export const isPickupOnly = (line: { isRecipe: boolean; homeDelivery: boolean }): boolean =>
  line.isRecipe || !line.homeDelivery;

export type PaymentType = "cash" | "card_on_receipt" | "card";
export const PAYMENT_TYPES: readonly PaymentType[] = ["cash", "card_on_receipt", "card"];

export type CheckoutOptionsInput = {
  lines: readonly {
    productId: number;
    isRecipe: boolean;
    homeDelivery: boolean;
    cardPaymentAvailable: boolean;
  }[];
  /** The shop delivers to addresses (it has delivery regions). */
  delivers: boolean;
  /** The shop sends parcels by Nova Post. */
  postal: boolean;
  /** The ways the shop switched on (all by default). */
  switches?: CheckoutSwitches;
};

export type CheckoutOptions = {
  /** Some line can only be picked up: delivery and parcels are off. */
  pickupOnly: boolean;
  methods: { method: Exclude<OrderMethod, "quick">; available: boolean }[];
  /** The method chosen to begin with: delivery when possible, else pickup. */
  initialMethod: Exclude<OrderMethod, "quick">;
  payments: { type: PaymentType; available: boolean }[];
  /** Lines whose prescription the shopper must confirm. */
  prescriptionLines: number[];
};

/**
 * What the checkout offers for a cart (spec sections 5 and 9): delivery, parcel or pickup, each
 * available or not (a pickup-only line turns the first two off); cash and card on receipt,
 * card online only when every line allows it; and the prescriptions to confirm. A way the shop
 * switched off is not offered at all. The
 * order form shows exactly this, and `checkoutProblems` refuses what it does not allow.
 */
export function checkoutOptions(input: CheckoutOptionsInput): CheckoutOptions {
  const on = input.switches ?? ALL_SWITCHES_ON;
  const pickupOnly = input.lines.some(isPickupOnly);
  const delivery = input.delivers && !pickupOnly;
  const postal = input.postal && !pickupOnly;
  const cardOnline = input.lines.every((line) => line.cardPaymentAvailable);
  const methods: CheckoutOptions["methods"] = [
    ...(on.courierDelivery ? [{ method: "delivery" as const, available: delivery }] : []),
    ...(on.storePickup ? [{ method: "pickup" as const, available: true }] : []),
    ...(input.postal ? [{ method: "novapost" as const, available: postal }] : []),
  ];
  const switchedOn: Record<PaymentType, boolean> = {
    cash: on.cashOnDelivery,
    card_on_receipt: on.cardOnReceipt,
    card: true,
  };
  return {
    pickupOnly,
    methods,
    initialMethod: methods.find((m) => m.available)?.method ?? methods[0]?.method ?? "pickup",
    payments: PAYMENT_TYPES.filter((type) => switchedOn[type]).map((type) => ({
      type,
      available: type !== "card" || cardOnline,
    })),
    prescriptionLines: input.lines.filter((line) => line.isRecipe).map((line) => line.productId),
  };
}

/**
 * What the goods lack to reach the shop's minimum order (`cart_settings.min_order_sum`, on the
 * goods at catalogue prices, before promo and delivery); 0 when they reach it or there is none.
 */
export function missingToMinimum(goods: number, minimum: number): number {
  if (!(minimum > 0) || goods >= minimum) return 0;
  return Math.round((minimum - goods) * 100) / 100;
}

/** A promo code as typed: trimmed, upper case; null when it cannot be a code. */
export function normalizePromoCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9_-]{2,40}$/.test(code) ? code : null;
}

export type PromoState = {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usedCount: number;
};

export type PromoProblem = "unknown" | "inactive" | "not_started" | "expired" | "used_up";

/** Why a promo code cannot be used now, or null when it can. */
export function promoProblem(promo: PromoState | null | undefined, now: Date): PromoProblem | null {
  if (!promo) return "unknown";
  if (!promo.active) return "inactive";
  if (promo.startsAt && now < promo.startsAt) return "not_started";
  if (promo.endsAt && now >= promo.endsAt) return "expired";
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) return "used_up";
  return null;
}

/**
 * What can still be sold of a product for one shopper: its stock minus what other shoppers
 * hold in live reservations (null: no limit, for preorder and shops selling below zero).
 */
export function sellableQty(
  product: { stock: number; preorder: boolean },
  reservedByOthers: number,
  allowNegativeStock: boolean,
): number | null {
  if (product.preorder || allowNegativeStock) return null;
  return Math.max(0, product.stock - Math.max(0, reservedByOthers));
}
