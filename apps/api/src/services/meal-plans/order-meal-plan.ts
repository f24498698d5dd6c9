import type { CartMealPlan } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import type { OrderMethod } from "@sf/domain";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import type { Tx } from "../cart/cart.ts";
import { storedMealPlan } from "./cart-meal-plan.ts";
import { checkedMealPlan } from "./meal-plan-terms.ts";

/**
 * The meal plan an order takes from the shopper's cart, checked again against the shop as it is
 * now (plans, city, a start date still ahead on a delivery day), or null when the cart has none.
 * The caterer brings it (or it is picked up): a parcel carrier does not, and a home delivery goes
 * to the plan's city.
 */
export async function mealPlanToOrder(
  tx: Tx,
  site: Site,
  lang: string,
  cartId: number | null,
  order: { method: OrderMethod; localityId: number | null },
  now = new Date(),
): Promise<CartMealPlan | null> {
  const stored = cartId === null ? null : await storedMealPlan(tx as unknown as Db, cartId);
  if (!stored) return null;
  if (order.method !== "delivery" && order.method !== "pickup") {
    const text = "A meal plan is delivered by the shop's courier or picked up: choose one of these.";
    throw new AppError("invalid", text, { deliveryType: [text] });
  }
  if (order.method === "delivery" && stored.localityId !== null && order.localityId !== stored.localityId) {
    const text = "The meal plan is for another city: deliver it there or change the plan's city.";
    throw new AppError("invalid", text, { locality_id: [text] });
  }
  return checkedMealPlan(tx as unknown as Db, site, lang, stored, now);
}

/** The plan's order line (after the products') and what the kitchen needs; the cart loses the plan. */
export async function recordOrderedMealPlan(
  tx: Tx,
  orderId: number,
  position: number,
  cartId: number,
  plan: CartMealPlan,
): Promise<void> {
  await tx.insert(schema.orderItems).values({
    orderId,
    productId: null,
    position,
    code: `MEAL-PLAN-${plan.calories}-${plan.days}`,
    title: plan.title,
    price: plan.price,
    priceWithDiscount: plan.price,
    oldPrice: null,
    count: 1,
    lineTotal: plan.price,
  });
  await tx.insert(schema.orderMealPlans).values({
    orderId,
    position,
    calories: plan.calories,
    days: plan.days,
    startDate: plan.start_date,
    deliveryDates: plan.delivery_dates,
    localityId: plan.locality_id,
    dailyPrice: plan.daily_price,
    discount: plan.discount,
  });
  await tx.delete(schema.cartMealPlans).where(eq(schema.cartMealPlans.cartId, cartId));
}
