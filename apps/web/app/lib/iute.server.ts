import type { Cart, GlobalSiteSettings } from "@sf/contract";
import { type IuteChoice, iuteChoices, programmeFromSettings } from "@sf/domain";

/**
 * The instalment plans iute offers for the cart (decision 0048): none unless the shop turned
 * iute on; else every term of its iute programmes that takes the cart's goods and each product.
 * The API checks the plan again against what the order comes to (delivery included).
 */
export function iuteChoicesForCart(settings: GlobalSiteSettings, cart: Cart): IuteChoice[] {
  if (!settings.additional_settings.iute.enabled || !cart.products.length) return [];
  return iuteChoices(
    settings.credits.map(programmeFromSettings),
    cart.total_price,
    cart.products.map((line) => line.price),
  );
}

/** The plan a checkout form sent (`iute_term`: "programme:months"), or null. */
export function iuteTermOf(value: string): { programme_id: number; months: number } | null {
  const match = /^(\d{1,9}):(\d{1,3})$/.exec(value);
  return match ? { programme_id: Number(match[1]), months: Number(match[2]) } : null;
}
