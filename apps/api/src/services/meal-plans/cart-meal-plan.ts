import type { Cart, CartMealPlan } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { money, shopTax } from "@sf/domain";
import { eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { type PlanChoice, weighMealPlan } from "./meal-plan-terms.ts";

/** The plan stored in a cart, as chosen (null: none). */
export async function storedMealPlan(
  db: Db,
  cartId: number,
): Promise<(PlanChoice & { cartId: number }) | null> {
  const { cartMealPlans } = schema;
  const [row] = await db
    .select({
      cartId: cartMealPlans.cartId,
      calories: cartMealPlans.calories,
      days: cartMealPlans.days,
      startDate: cartMealPlans.startDate,
      localityId: cartMealPlans.localityId,
    })
    .from(cartMealPlans)
    .where(eq(cartMealPlans.cartId, cartId));
  return row ?? null;
}

/**
 * The cart's meal plan priced from the shop's plans today (null: none, or the shop no longer has
 * it); `available` says whether it can still be ordered as it is.
 */
export async function readCartMealPlan(
  db: Db,
  site: Site,
  lang: string,
  cartId: number | null,
  now = new Date(),
): Promise<CartMealPlan | null> {
  const stored = cartId === null ? null : await storedMealPlan(db, cartId);
  if (!stored) return null;
  return (await weighMealPlan(db, site, lang, stored, now)).plan;
}

/** The cart with its plan as one more line: counted in the totals (and the goods' tax). */
export function withMealPlan(cart: Cart, plan: CartMealPlan | null, site: Site): Cart {
  // Without a plan the answer is the plain cart of spec section 7.
  if (!plan) return cart;
  const total = money(cart.total_price + plan.price);
  const tax = shopTax(total, site.settings, null);
  return {
    ...cart,
    total_count: cart.total_count + 1,
    total_price: total,
    ...(tax ? { tax_price: tax.tax, tax_rate: tax.rate, tax_included: tax.included } : {}),
    meal_plan: plan,
  };
}
