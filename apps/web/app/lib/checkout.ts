import type { PromoResult } from "@sf/contract";

/** What the cart page's action answers. */
export type CheckoutResult =
  | { intent: "promo"; ok: true; promo: PromoResult }
  | { intent: "promo"; ok: false; problem: "invalid" | "throttled" }
  | {
      intent: "order";
      ok: false;
      problem: "empty" | "failed" | "repeat" | "minimum" | "throttled" | null;
      /** Field name -> the API's message (shown translated where the storefront knows the field). */
      fields: Record<string, string>;
      /** Lines that stopped the order. */
      products: { id: number; code: string }[];
    };
