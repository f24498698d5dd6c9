/**
 * The ways a shop takes payment and hands over orders, each switched on or off by its owner
 * (issue 16, "payment providers on or off per shop"), and its loyalty programme's settings.
 * Stored in the site settings (`cart_settings`, `loyalty_settings`).
 */

export type CheckoutSwitches = {
  cashOnDelivery: boolean;
  cardOnReceipt: boolean;
  storePickup: boolean;
  courierDelivery: boolean;
};

export const ALL_SWITCHES_ON: CheckoutSwitches = {
  cashOnDelivery: true,
  cardOnReceipt: true,
  storePickup: true,
  courierDelivery: true,
};

/**
 * A shop must keep one way to pay and one way to receive an order. Card online does not count:
 * it is offered only when every line of the cart may be paid so, so a cart could be left with
 * nothing; Nova Post does not count either (it is set up apart and sends only what travels).
 */
export function checkoutSwitchesProblems(switches: CheckoutSwitches): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (!switches.cashOnDelivery && !switches.cardOnReceipt)
    problems.payments = ["Keep cash or card on receipt on: a cart cannot always be paid online."];
  if (!switches.storePickup && !switches.courierDelivery)
    problems.methods = ["Keep store pickup or courier delivery on."];
  return problems;
}

export type SwitchRefusal = { field: "paymentType" | "deliveryType"; message: string };

/** Whether an order's payment and delivery ways are switched on (one-click orders are agreed on the phone). */
export function switchedOffWay(
  switches: CheckoutSwitches,
  paymentType: string,
  method: string,
): SwitchRefusal | null {
  if (method === "quick") return null;
  if (paymentType === "cash" && !switches.cashOnDelivery)
    return { field: "paymentType", message: "This shop does not take cash on delivery now." };
  if (paymentType === "card_on_receipt" && !switches.cardOnReceipt)
    return { field: "paymentType", message: "This shop does not take cards on receipt now." };
  if (method === "pickup" && !switches.storePickup)
    return { field: "deliveryType", message: "This shop does not offer store pickup now." };
  if (method === "delivery" && !switches.courierDelivery)
    return { field: "deliveryType", message: "This shop does not deliver by courier now." };
  return null;
}

export type LoyaltySettings = {
  /** Off: orders earn no points, and points cannot pay for lines. */
  enabled: boolean;
  /** Points earned per unit, as a percent of its price, for products without their own (0: none). */
  defaultPercent: number;
};

export const LOYALTY_DEFAULTS: LoyaltySettings = { enabled: true, defaultPercent: 0 };

/** The switches as the site settings hold them (`cart_settings`; a missing one is on). */
export function checkoutSwitchesOf(settings: {
  cart_settings?: Partial<
    Record<"cash_on_delivery" | "card_on_receipt" | "store_pickup" | "courier_delivery", boolean>
  >;
}): CheckoutSwitches {
  const c = settings.cart_settings ?? {};
  return {
    cashOnDelivery: c.cash_on_delivery !== false,
    cardOnReceipt: c.card_on_receipt !== false,
    storePickup: c.store_pickup !== false,
    courierDelivery: c.courier_delivery !== false,
  };
}

/** The loyalty programme as the site settings hold it (`loyalty_settings`; on, no default rate). */
export function loyaltySettingsOf(settings: {
  loyalty_settings?: { enabled?: boolean; default_percent?: number };
}): LoyaltySettings {
  const l = settings.loyalty_settings ?? {};
  return { enabled: l.enabled !== false, defaultPercent: l.default_percent ?? 0 };
}
