import type { OrderDetail } from "@sf/contract";

/** What the one-click order's action answers (to its fetcher, or to the page without JavaScript). */
export type QuickOrderResult =
  | {
      ok: true;
      id: number;
      number: string;
      final_price: number;
      /** The order as its owner sees it (for GA4 `purchase`); null when it could not be read. */
      order: OrderDetail | null;
    }
  | {
      ok: false;
      /**
       * Why, besides the fields: the product cannot be had in this quantity, its prescription is
       * not confirmed, the key was used with other details, or anything else.
       */
      problem: "stock" | "prescription" | "repeat" | "failed" | null;
      /** Field name -> the API's message (the form shows its own words for the fields it knows). */
      fields: Record<string, string>;
      /** What was typed, to fill the form again after a page load (no JavaScript). */
      values: { name: string; phone: string; email: string };
    };

/** The idempotency key of one one-click order form (the API takes 8 to 200 of [A-Za-z0-9_.:-]). */
export function newOrderKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `quick-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export const ORDER_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;
