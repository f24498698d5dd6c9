import type { PromoResult } from "@sf/contract";

/** Why a promo code was refused: a wrong code, too many tries, or not this shopper's to use. */
export type PromoProblem = "invalid" | "throttled" | "sign_in_required" | "not_for_you" | "used_by_you";

const PROMO_REASONS = ["sign_in_required", "not_for_you", "used_by_you"] as const;

/** The promo refusal the API's answer names (its `reason`), else a wrong code. */
export function promoProblemOf(status: number, body: unknown): PromoProblem {
  if (status === 429) return "throttled";
  const reason = (body as { reason?: unknown } | null)?.reason;
  return PROMO_REASONS.find((r) => r === reason) ?? "invalid";
}

/** What the cart page's action answers. */
export type CheckoutResult =
  | { intent: "promo"; ok: true; promo: PromoResult }
  | { intent: "promo"; ok: false; problem: PromoProblem }
  | {
      intent: "order";
      ok: false;
      problem:
        | "empty"
        | "failed"
        | "repeat"
        | "minimum"
        | "throttled"
        | "iute_unavailable"
        | "iute_terms"
        /** A payment or delivery way the shop switched off meanwhile. */
        | "way_off"
        /** The promo code is not this shopper's (or used up by them). */
        | Exclude<PromoProblem, "invalid" | "throttled">
        | null;
      /** Field name -> the API's message (shown translated where the storefront knows the field). */
      fields: Record<string, string>;
      /** Lines that stopped the order. */
      products: { id: number; code: string }[];
      /** What was typed, to fill the form again after a page load (no JavaScript). */
      values?: CheckoutValues;
    };

/** The checkout's typed fields and choices, as a refused form sent them. */
export type CheckoutValues = {
  name: string;
  phone: string;
  email: string;
  company_name: string;
  deliveryType: string;
  paymentType: string;
  shop_id: string;
  street: string;
  building: string;
  apartment: string;
  note: string;
  comments: string;
};
