import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { applyPromo, type CartLineInput, money, normalizePromoCode } from "@sf/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Site } from "../../../lib/site.ts";
import type { Tx } from "../../cart/cart.ts";
import { PromoRefused, type PromoShopper, usablePromo } from "../promo.ts";

export type PromoOutcome = {
  promoCode: string | null;
  /** The goods' total with the code's per-line discounts (null: no code). */
  generalPrice: number | null;
  /** A whole-order discount (value codes). */
  discount: number;
  /** Each product's unit price after the code. */
  unitPrices: Map<number, number>;
};

/**
 * The promo code applied to the priced lines (when this shopper may use it: audience and own
 * uses, a guest's counted by phone) and one use of it taken (refused when another order
 * took the last use meanwhile). Promo codes discount products; a meal plan keeps its own discount.
 */
export async function appliedPromo(
  tx: Tx,
  site: Site,
  code: string | null,
  shopper: PromoShopper,
  priced: CartLineInput[],
  planPrice: number,
): Promise<PromoOutcome> {
  const unitPrices = new Map(priced.map((l) => [l.productId, l.price]));
  if (!code) return { promoCode: null, generalPrice: null, discount: 0, unitPrices };
  // The code's row locked first: two orders of one shopper at once then count each other's use
  // against the per-customer limit (the second reads the uses after the first committed).
  const typed = normalizePromoCode(code);
  if (typed)
    await tx
      .select({ id: schema.promoCodes.id })
      .from(schema.promoCodes)
      .where(and(eq(schema.promoCodes.siteId, site.id), eq(schema.promoCodes.code, typed)))
      .for("update");
  const promo = await usablePromo(tx as unknown as Db, site, code, shopper);
  const applied = applyPromo(priced, {
    type: promo.type,
    valueType: promo.valueType,
    value: promo.value,
    productIds: promo.productIds,
  });
  const used = await tx
    .update(schema.promoCodes)
    .set({ usedCount: sql`${schema.promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(schema.promoCodes.id, promo.id),
        sql`(${schema.promoCodes.maxUses} is null or ${schema.promoCodes.usedCount} < ${schema.promoCodes.maxUses})`,
      ),
    )
    .returning({ id: schema.promoCodes.id });
  if (used.length === 0) throw new PromoRefused("used_up");
  return {
    promoCode: promo.code,
    generalPrice: money(applied.generalPrice + planPrice),
    discount: applied.discount,
    unitPrices: new Map(applied.lines.map((l) => [l.productId, l.priceWithDiscount])),
  };
}
