import {
  checkoutStatusQuerySchema,
  productAvailabilityRequestSchema,
  productAvailabilitySchema,
  productCheckoutStatusSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getCheckoutStatus } from "../../services/stock/get-checkout-status.ts";
import { getProductAvailability } from "../../services/stock/get-product-availability.ts";

/** Stock: each store's stock of some products, and whether products can be ordered now. */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];
  app.post(
    "/product-availability",
    {
      schema: {
        tags,
        body: productAvailabilityRequestSchema,
        response: { 200: productAvailabilitySchema },
      },
    },
    async (request) => getProductAvailability(app.db, request.site, request.lang, request.body.products),
  );

  app.get(
    "/product_checkout_status",
    {
      schema: {
        tags,
        querystring: checkoutStatusQuerySchema,
        response: { 200: productCheckoutStatusSchema },
      },
    },
    async (request) => getCheckoutStatus(app.db, request.site, request.query.productIds),
  );
};
