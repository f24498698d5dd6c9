import type { PaymentState } from "@sf/domain";

export const PAYMENT_PROVIDERS = ["sandbox", "maib", "iute", "iute_sandbox"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export function isPaymentProviderName(name: string): name is PaymentProviderName {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(name);
}

/** What a provider needs to open its payment page for an order. */
export type CreatePaymentInput = {
  orderId: number;
  /** The order's final price, two decimals. */
  amount: number;
  currency: string;
  /** Delivery included in `amount`. */
  delivery: number;
  description: string;
  /** The order's language (ro, ru, uk, en). */
  language: string;
  customer: { name: string; email: string; phone: string; ip: string };
  items: { id: string; name: string; price: number; quantity: number }[];
  /** Where the shopper's browser returns after paying or failing (the storefront). */
  okUrl: string;
  failUrl: string;
  /** Where the provider's server reports the result (our API). */
  callbackUrl: string;
  /** The loan applied for, when the order is paid in instalments (credit providers only). */
  credit?: { programmeId: number; months: number; monthly: number };
};

/** `status`: what the provider already decided (a credit application refused at once); default pending. */
export type CreatedPayment = { externalId: string; payUrl: string; status?: PaymentState };

/** A provider's verdict on one payment, from a callback or a status query. */
export type PaymentVerdict = {
  externalId: string;
  status: PaymentState;
  /** What the provider says was paid, when it says so (checked against the payment). */
  amount?: number;
  currency?: string;
  details: Record<string, unknown>;
};

export type CallbackCheck = { ok: true; verdict: PaymentVerdict } | { ok: false; reason: "bad_signature" };

/**
 * One card-payment provider. `createPayment` and `fetchStatus` call the provider and throw
 * (AppError 502/503) when it cannot be reached or refuses; `verifyCallback` is local and never
 * throws: a body it cannot trust is `bad_signature`.
 */
export type PaymentProvider = {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  verifyCallback(body: unknown): CallbackCheck;
  fetchStatus(externalId: string): Promise<PaymentVerdict>;
};
