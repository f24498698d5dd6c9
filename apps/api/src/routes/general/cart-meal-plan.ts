import { cartMealPlanAddSchema, cartMealPlanRemoveSchema, cartSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cartOwner, requireCustomerToBuy } from "../../plugins/auth.ts";
import { removeCartMealPlan, setCartMealPlan } from "../../services/meal-plans/set-cart-meal-plan.ts";

/**
 * /general/cart/*-meal-plan: the caterer's meal plan as the cart's one plan line (issue 15,
 * decision 0045). Its price always comes from the shop's plans, never from the request.
 */
export const cartMealPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["cart"];

  app.post(
    "/cart/add-meal-plan",
    {
      schema: {
        tags,
        description:
          "Puts a meal plan (calories, days, start_date, and locality_id when the shop delivers by city) in the cart, replacing the plan there. A plan the shop does not offer, a start date that is not a later delivery day, or a missing or undelivered city is a 400 and stores nothing.",
        body: cartMealPlanAddSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => {
      requireCustomerToBuy(request, "cart");
      const { no_user_id: noUserId, ...plan } = request.body;
      return setCartMealPlan(app.db, request.site, request.lang, cartOwner(request, noUserId), plan);
    },
  );

  app.post(
    "/cart/remove-meal-plan",
    {
      schema: {
        tags,
        description: "Takes the meal plan out of the cart (none there: no change).",
        body: cartMealPlanRemoveSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      removeCartMealPlan(app.db, request.site, request.lang, cartOwner(request, request.body.no_user_id)),
  );
};
