import type { Cart, CartMealPlanAdd } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { type CartOwner, fetchCart, findCartId, lockCart } from "../cart/cart.ts";
import { checkedMealPlan } from "./meal-plan-terms.ts";

/**
 * `add-meal-plan`: the plan is checked against the shop first (a refusal stores nothing), then
 * put in the cart as its one plan line, replacing the plan there. The price is the shop's.
 */
export async function setCartMealPlan(
  db: Db,
  site: Site,
  lang: string,
  owner: CartOwner,
  input: Omit<CartMealPlanAdd, "no_user_id">,
  now = new Date(),
): Promise<Cart> {
  const choice = {
    calories: input.calories,
    days: input.days,
    startDate: input.start_date,
    localityId: input.locality_id ?? null,
  };
  await checkedMealPlan(db, site, lang, choice, now);
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, site, owner);
    const values = { ...choice, addedAt: new Date() };
    await tx
      .insert(schema.cartMealPlans)
      .values({ cartId, ...values })
      .onConflictDoUpdate({ target: schema.cartMealPlans.cartId, set: values });
  });
  return fetchCart(db, site, lang, owner);
}

/** `remove-meal-plan`: the cart without its plan (none there: no change). */
export async function removeCartMealPlan(db: Db, site: Site, lang: string, owner: CartOwner): Promise<Cart> {
  const cartId = await findCartId(db, site, owner);
  if (cartId !== null) await db.delete(schema.cartMealPlans).where(eq(schema.cartMealPlans.cartId, cartId));
  return fetchCart(db, site, lang, owner);
}
