import type { PromoResult } from "@sf/contract";

/** What the cart page's action answers. */
export type CheckoutResult =
  | { intent: "promo"; ok: true; promo: PromoResult }
  | { intent: "promo"; ok: false; problem: "invalid" | "throttled" }
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
