import { type CartMealPlanAdd, cartSchema, menuCalculatorSchema } from "@sf/contract";
import type { Client } from "./client.server.ts";

export type MenuCalculatorQuery = { localityId: number; calories?: number; week?: number; day?: number };

/** The caterer's meal plans (`/general/menu-calculator`) and the plan line of the visitor's cart. */
export const mealPlansApi = (client: Client) => ({
  calculator: (query: MenuCalculatorQuery) => {
    const search = new URLSearchParams({ locality_id: String(query.localityId) });
    if (query.calories) search.set("calories", String(query.calories));
    if (query.week) search.set("week", String(query.week));
    if (query.day) search.set("day", String(query.day));
    return client.get(`/general/menu-calculator?${search}`, menuCalculatorSchema, { session: false });
  },
  /** Puts the plan in the cart (a customer's by their session, else the guest's by browser id). */
  addToCart: (browserId: string, plan: Omit<CartMealPlanAdd, "no_user_id">) =>
    client.send("/general/cart/add-meal-plan/", { ...plan, no_user_id: browserId }, cartSchema),
  removeFromCart: (browserId: string) =>
    client.send("/general/cart/remove-meal-plan/", { no_user_id: browserId }, cartSchema),
});
