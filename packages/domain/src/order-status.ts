/**
 * An order's way through the back-office: new -> confirmed -> ready for pickup or shipped ->
 * completed, or cancelled before it is completed; and the payment of a cash or card-on-receipt
 * order recorded by staff. Each action answers the next state and its effects (stock, points,
 * the customer's e-mail), which the API applies in one transaction.
 */

export const ORDER_STATUS_FLOW = [
  "new",
  "awaiting_payment",
  "confirmed",
  "ready_for_pickup",
  "shipped",
  "completed",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUS_FLOW)[number];

export const ORDER_ACTIONS = [
  "confirm",
  "ready_for_pickup",
  "ship",
  "complete",
  "cancel",
  "mark_paid",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Statuses that still need someone in the shop to act (the dashboard's queue). */
export const WAITING_STATUSES: readonly OrderStatus[] = ["new", "confirmed", "ready_for_pickup", "shipped"];

/** Payment types paid to the shop in person, which staff mark paid. */
export const PAID_IN_PERSON = ["cash", "card_on_receipt"] as const;

export type OrderForAction = {
  status: string;
  paymentType: string;
  /** not_required (cash, card on receipt, not yet paid), pending, paid, declined. */
  paymentStatus: string;
  deliveryMethod: string;
  /** A customer's order (points apply), or a guest's. */
  hasCustomer: boolean;
  loyaltyGive: number;
  loyaltyUsed: number;
};

export type OrderEffects = {
  /** The stock the order took goes back. */
  returnStock: boolean;
  /** Points to add to the customer (positive) or take back (negative, never below zero). */
  pointsDelta: number;
  /** The customer is told of the new status. */
  notifyCustomer: boolean;
};

export type OrderActionProblem =
  | "not_allowed"
  | "not_paid"
  | "already_paid"
  | "not_paid_in_person"
  | "not_pickup"
  | "pickup_only";

export type OrderActionResult =
  | { ok: true; status: string; paymentStatus: string; effects: OrderEffects }
  | { ok: false; problem: OrderActionProblem };

const NEXT: Record<
  Exclude<OrderAction, "mark_paid" | "cancel">,
  { from: readonly string[]; to: OrderStatus }
> = {
  confirm: { from: ["new", "awaiting_payment"], to: "confirmed" },
  ready_for_pickup: { from: ["confirmed"], to: "ready_for_pickup" },
  ship: { from: ["confirmed"], to: "shipped" },
  complete: { from: ["ready_for_pickup", "shipped"], to: "completed" },
};

const NO_EFFECTS: OrderEffects = { returnStock: false, pointsDelta: 0, notifyCustomer: false };
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What `action` does to an order, or why it cannot be done. */
export function applyOrderAction(order: OrderForAction, action: OrderAction): OrderActionResult {
  const fail = (problem: OrderActionProblem): OrderActionResult => ({ ok: false, problem });
  const paid = order.paymentStatus === "paid";

  if (action === "mark_paid") {
    if (paid) return fail("already_paid");
    if (!(PAID_IN_PERSON as readonly string[]).includes(order.paymentType)) return fail("not_paid_in_person");
    if (order.status === "cancelled") return fail("not_allowed");
    // The points the order earns are credited here, once: paid is final.
    const points = order.hasCustomer ? round2(order.loyaltyGive) : 0;
    return {
      ok: true,
      status: order.status,
      paymentStatus: "paid",
      effects: { ...NO_EFFECTS, pointsDelta: points },
    };
  }

  if (action === "cancel") {
    if (order.status === "completed" || order.status === "cancelled") return fail("not_allowed");
    // Stock comes back; points spent on the order come back; points a paid order earned go.
    const points = order.hasCustomer ? round2(order.loyaltyUsed - (paid ? order.loyaltyGive : 0)) : 0;
    return {
      ok: true,
      status: "cancelled",
      paymentStatus: order.paymentStatus,
      effects: { returnStock: true, pointsDelta: points, notifyCustomer: true },
    };
  }

  const step = NEXT[action];
  if (!step.from.includes(order.status)) return fail("not_allowed");
  const pickup = order.deliveryMethod === "pickup";
  const eitherWay = order.deliveryMethod === "quick";
  if (action === "ready_for_pickup" && !pickup && !eitherWay) return fail("not_pickup");
  if (action === "ship" && pickup) return fail("pickup_only");
  // Completed means handed over and paid: a cash order is marked paid first.
  if (action === "complete" && !paid) return fail("not_paid");
  return {
    ok: true,
    status: step.to,
    paymentStatus: order.paymentStatus,
    effects: { ...NO_EFFECTS, notifyCustomer: true },
  };
}

/** The actions staff can take on an order now (the detail page's buttons). */
export function availableOrderActions(order: OrderForAction): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => applyOrderAction(order, action).ok);
}
