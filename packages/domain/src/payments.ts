/**
 * Card payment rules shared by every provider: what a provider's answer does to a payment and
 * its order, where the shopper returns to, and the pure half of maib's signature (the hashing
 * is done by the API with node:crypto; this package has no platform imports).
 */

export type PaymentState = "pending" | "paid" | "declined";

export type OrderPaymentView = {
  /** The order's `status`: new, awaiting_payment, confirmed, cancelled. */
  status: string;
  /** The order's `payment_status`: not_required, pending, paid, declined. */
  paymentStatus: string;
};

export type Settlement = {
  /** The payment's new state, or null when the answer changes nothing. */
  payment: PaymentState | null;
  /** The order's new status and payment status, or null when it stays as it is. */
  order: OrderPaymentView | null;
  /** Money taken for an order another payment had already paid (needs a refund). */
  doubleCharge: boolean;
};

const UNCHANGED: Settlement = { payment: null, order: null, doubleCharge: false };

/**
 * What a provider's verdict (a callback or a status answer) does. Replays change nothing; a paid
 * payment stays paid whatever arrives later; a late approval after a decline is recorded (the
 * money was taken). A decline touches the order only when it is the order's latest attempt and
 * the order is not paid, and leaves it awaiting payment so the shopper can pay again.
 */
export function settlePayment(
  current: PaymentState,
  incoming: PaymentState,
  order: OrderPaymentView,
  isLatestAttempt: boolean,
): Settlement {
  if (incoming === "pending" || incoming === current || current === "paid") return UNCHANGED;
  if (incoming === "paid") {
    if (order.paymentStatus === "paid") return { payment: "paid", order: null, doubleCharge: true };
    const confirms = order.status === "awaiting_payment" || order.status === "new";
    return {
      payment: "paid",
      order: { status: confirms ? "confirmed" : order.status, paymentStatus: "paid" },
      doubleCharge: false,
    };
  }
  const touchesOrder = isLatestAttempt && order.paymentStatus !== "paid";
  return {
    payment: "declined",
    order: touchesOrder ? { status: order.status, paymentStatus: "declined" } : null,
    doubleCharge: false,
  };
}

/** An order that can (still) be paid by card: a card order, not paid, not cancelled. */
export function payableProblem(order: {
  paymentType: string;
  paymentStatus: string;
  status: string;
}): "not_card" | "paid" | "cancelled" | null {
  if (order.paymentType !== "card") return "not_card";
  if (order.paymentStatus === "paid") return "paid";
  if (order.status === "cancelled") return "cancelled";
  return null;
}

/** Amounts go to providers in the currency's units with two decimals. */
export function paymentAmount(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The storefront's origin from the header it sends (`x-storefront-origin`): an http(s) origin
 * without path, query or credentials; anything else is ignored and the fallback is used.
 */
export function storefrontOrigin(header: string | undefined, fallback: string): string {
  const clean = (value: string | undefined): string | null => {
    if (!value || value.length > 200) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== "http:" && url.protocol !== "https:") return null;
      if (url.username || url.password || url.search || url.hash) return null;
      if (url.pathname !== "/" && url.pathname !== "") return null;
      return url.origin;
    } catch {
      return null;
    }
  };
  return clean(header?.trim()) ?? clean(fallback.replace(/\/+$/, "")) ?? "http://localhost:3000";
}

/**
 * The order's page on the storefront; a guest's link carries their browser id, so the page opens
 * in another browser too (the order answer's `url`, and the payment's way back).
 */
export function orderPageUrl(
  origin: string,
  lang: string,
  orderId: number,
  browserId: string | null,
  payment?: "ok" | "failed",
): string {
  const url = new URL(`/${encodeURIComponent(lang)}/order-checkout/${orderId}`, origin);
  if (browserId) url.searchParams.set("no_user_id", browserId);
  if (payment) url.searchParams.set("payment", payment);
  return url.toString();
}

/** Where the provider sends the shopper back: the order's page on the storefront. */
export function paymentReturnUrls(
  origin: string,
  lang: string,
  orderId: number,
  browserId: string | null,
): { okUrl: string; failUrl: string } {
  return {
    okUrl: orderPageUrl(origin, lang, orderId, browserId, "ok"),
    failUrl: orderPageUrl(origin, lang, orderId, browserId, "failed"),
  };
}

/** JSON with object keys sorted at every level: the text the sandbox provider signs. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

// maib e-commerce ----------------------------------------------------------------------------

export const MAIB_CURRENCIES = ["MDL", "EUR", "USD"] as const;
export type MaibCurrency = (typeof MAIB_CURRENCIES)[number];

export function isMaibCurrency(currency: string): currency is MaibCurrency {
  return (MAIB_CURRENCIES as readonly string[]).includes(currency);
}

/** maib's payment page speaks ro, ru and en; Ukrainian shoppers get English. */
export function maibLanguage(lang: string): "ro" | "ru" | "en" {
  return lang === "ro" || lang === "ru" ? lang : "en";
}

/**
 * The text maib signs in a callback: the `result` object's values ordered by key (code-unit
 * order, like JavaScript's sort), joined with ":", then ":" and the project's signature key.
 * Values are written as JavaScript writes them; null and missing values are empty.
 * The signature is base64(sha256(text)).
 */
export function maibSignatureText(result: Record<string, unknown>, signatureKey: string): string {
  const keys = Object.keys(result).sort();
  const values = keys.map((key) => {
    const value = result[key];
    return value === null || value === undefined ? "" : String(value);
  });
  return [...values, signatureKey].join(":");
}

/**
 * maib's payment statuses: OK is paid; FAILED, DECLINED and TIMEOUT are final refusals;
 * CREATED and PENDING (and anything unknown) are still open.
 */
export function maibPaymentState(status: unknown): PaymentState {
  if (status === "OK") return "paid";
  if (status === "FAILED" || status === "DECLINED" || status === "TIMEOUT") return "declined";
  return "pending";
}
