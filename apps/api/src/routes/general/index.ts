import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { boardAdvertRoutes } from "../board/adverts.ts";
import { cartRoutes } from "./cart.ts";
import { cartMealPlanRoutes } from "./cart-meal-plan.ts";
import { catalogueRoutes } from "./catalogue.ts";
import { creditRoutes } from "./credits.ts";
import { deliveryRoutes } from "./delivery.ts";
import { iuteCreditRoutes } from "./iute-credit.ts";
import { menuCalculatorRoutes } from "./menu-calculator.ts";
import { orderRoutes } from "./orders.ts";
import { productFilterRoutes } from "./product-filter.ts";
import { productReviewRoutes } from "./product-review.ts";
import { promoRoutes } from "./promo.ts";
import { promotionRoutes } from "./promotions.ts";
import { searchRoutes } from "./search.ts";
import { showcaseRoutes } from "./showcase.ts";
import { stockRoutes } from "./stock.ts";

/** /general/*: one file per resource, registered here (the board's adverts too). */
export const generalRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(searchRoutes);
  await app.register(stockRoutes);
  await app.register(productFilterRoutes);
  await app.register(productReviewRoutes);
  await app.register(cartRoutes);
  await app.register(promoRoutes);
  await app.register(promotionRoutes);
  await app.register(orderRoutes);
  await app.register(creditRoutes);
  await app.register(deliveryRoutes);
  await app.register(showcaseRoutes);
  await app.register(menuCalculatorRoutes);
  await app.register(cartMealPlanRoutes);
  await app.register(iuteCreditRoutes);
  await app.register(boardAdvertRoutes);
};
