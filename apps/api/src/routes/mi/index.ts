import { deliveryInfoTextSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getDeliveryInfoText } from "../../services/showcase/get-delivery-info-text.ts";

/** /mi/*: the product page's delivery note (spec section 7). */
export const miRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/delivery_info_text",
    { schema: { tags: ["mi"], response: { 200: deliveryInfoTextSchema } } },
    async (request) => getDeliveryInfoText(app.db, request.site, request.lang),
  );
};
