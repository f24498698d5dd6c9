import type { CartMealPlan } from "@sf/contract";
import {
  type CartLineInput,
  cartTotals,
  checkoutProblems,
  loyaltySettingsOf,
  missingToMinimum,
  money,
  normalizeQuantity,
  pointsPerUnit,
  stepOf,
} from "@sf/domain";
import { AppError } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { Tx } from "../../cart/cart.ts";
import { mealPlanToOrder } from "../../meal-plans/order-meal-plan.ts";
import { type LockedProduct, lockProducts, reservedByOthers, stockProblems } from "../stock.ts";
import { type OrderRequest, requestedLines } from "./request.ts";

const CHECKOUT_TEXT = {
  prescription_required: "Confirm that you hold a prescription for this product.",
  pickup_only: "This product can only be picked up at a store.",
} as const;

export type PricedLines = {
  /** The shopper's server cart the order empties (null: none, or kept). */
  cartId: number | null;
  /** The products ordered, locked for the rest of the transaction. */
  locked: Map<number, LockedProduct>;
  ids: number[];
  /** The lines at catalogue prices, counts normalized to the products' steps. */
  priced: CartLineInput[];
  /** The cart's meal plan, one more line (decision 0045), or null. */
  plan: CartMealPlan | null;
  /** The goods' total (meal plan included) and the points the order earns. */
  totals: ReturnType<typeof cartTotals>;
  /** Products whose prescription the shopper confirmed. */
  confirmed: Set<number>;
};

/**
 * The order's lines, priced from the catalogue with the products locked: refused (400, every
 * line's problem at once) when stock less other shoppers' reservations falls short, when a
 * prescription is not confirmed or a pickup-only product is delivered, and when the goods stay
 * under the shop's minimum order (checkouts only: a one-click order is confirmed on the phone).
 */
export async function pricedLines(
  tx: Tx,
  site: Site,
  lang: string,
  input: OrderRequest,
): Promise<PricedLines> {
  const { lines: requested, cartId } = await requestedLines(tx, site, input);
  const plan = await mealPlanToOrder(tx, site, lang, cartId, input);
  if (requested.length === 0 && !plan) throw new AppError("invalid", "The cart is empty.");
  const ids = requested.map((l) => l.productId);
  const locked = await lockProducts(tx, site, ids);
  const loyalty = loyaltySettingsOf(site.settings);
  const lines = requested.map((l) => {
    const multiplicity = locked.get(l.productId)?.multiplicity;
    return {
      productId: l.productId,
      count: normalizeQuantity(l.count ?? stepOf(multiplicity), multiplicity),
      // Points are a customer's: a guest's line never pays with them, nor anyone's while the
      // shop's programme is off (a line ticked before it was switched off is paid in full).
      loyaltyChecked: loyalty.enabled && input.userId !== null && l.loyaltyChecked === true,
    };
  });

  const reserved = await reservedByOthers(tx, ids, cartId);
  const stock = stockProblems(lines, locked, reserved, site.settings.allow_negative_stock);
  const confirmed = new Set(input.prescriptionChecked);
  const checkout = checkoutProblems(
    lines.flatMap((l) => {
      const p = locked.get(l.productId);
      return p
        ? [
            {
              productId: p.id,
              isRecipe: p.isRecipe,
              homeDelivery: p.homeDelivery,
              prescriptionChecked: confirmed.has(p.id),
            },
          ]
        : [];
    }),
    input.method,
  ).map((p) => ({ id: p.productId, code: p.code, detail: CHECKOUT_TEXT[p.code], max_count: null }));
  if (stock.length || checkout.length) {
    throw new AppError("invalid", "Some products cannot be ordered as they are.", {
      products: [...stock, ...checkout],
    });
  }

  const priced: CartLineInput[] = lines.map((l) => {
    const p = locked.get(l.productId) as LockedProduct;
    return {
      productId: p.id,
      price: p.price,
      oldPrice: p.oldPrice,
      count: l.count,
      loyaltyGive: pointsPerUnit(p.loyaltyGive, p.price, loyalty),
      loyaltyChecked: l.loyaltyChecked,
    };
  });
  const productTotals = cartTotals(priced);
  const totals = { ...productTotals, totalPrice: money(productTotals.totalPrice + (plan?.price ?? 0)) };
  const minimum = input.method === "quick" ? 0 : site.settings.cart_settings.min_order_sum;
  const missing = missingToMinimum(totals.totalPrice, minimum);
  if (missing > 0)
    throw new AppError("invalid", `The minimum order is ${minimum} ${site.currency}.`, {
      min_order_sum: minimum,
      missing,
    });
  return { cartId, locked, ids, priced, plan, totals, confirmed };
}
