import {
  deliveryCostRequestSchema,
  deliveryCostSchema,
  deliveryTimeParamsSchema,
  deliveryTimeSchema,
  novaPostCityRequestSchema,
  novaPostCitySchema,
  novaPostDivisionRequestSchema,
  novaPostDivisionSchema,
  novaPostPriceRequestSchema,
  novaPostPriceResultSchema,
  novaPostStreetRequestSchema,
  novaPostStreetSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getDeliveryCost } from "../../services/delivery/get-delivery-cost.ts";
import { getDeliveryTime } from "../../services/delivery/get-delivery-time.ts";
import { getPostalProvider } from "../../services/delivery/novapost/get-postal-provider.ts";
import { quotePostalDelivery } from "../../services/delivery/novapost/quote-postal-delivery.ts";

/** /general/delivery-time, /delivery-cost and the postal-carrier picker (/v2/novapost/*). */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["delivery"];

  app.get(
    "/delivery-time/:storeId",
    { schema: { tags, params: deliveryTimeParamsSchema, response: { 200: deliveryTimeSchema } } },
    async (request) => getDeliveryTime(app.db, request.site, request.params.storeId),
  );

  app.post(
    "/delivery-cost",
    { schema: { tags, body: deliveryCostRequestSchema, response: { 200: deliveryCostSchema } } },
    async (request) => getDeliveryCost(request.site, request.body),
  );

  const novapost = "/v2/novapost";
  app.post(
    `${novapost}/city`,
    { schema: { tags, body: novaPostCityRequestSchema, response: { 200: z.array(novaPostCitySchema) } } },
    async (request) => getPostalProvider(request.site).searchCities(request.body.query, request.lang),
  );
  app.post(
    `${novapost}/street`,
    { schema: { tags, body: novaPostStreetRequestSchema, response: { 200: z.array(novaPostStreetSchema) } } },
    async (request) =>
      getPostalProvider(request.site).searchStreets(request.body.cityRef, request.body.query, request.lang),
  );
  for (const [path, category] of [
    ["warehouse", "PostBranch"],
    ["postmachine", "Postomat"],
  ] as const) {
    app.post(
      `${novapost}/${path}`,
      {
        schema: {
          tags,
          body: novaPostDivisionRequestSchema,
          response: { 200: z.array(novaPostDivisionSchema) },
        },
      },
      async (request) =>
        getPostalProvider(request.site).listDivisions(
          request.body.cityRef,
          category,
          request.body.number,
          request.lang,
        ),
    );
  }
  app.post(
    `${novapost}/delivery-price`,
    { schema: { tags, body: novaPostPriceRequestSchema, response: { 200: novaPostPriceResultSchema } } },
    async (request) => quotePostalDelivery(request.site, request.body, request.lang),
  );
};
