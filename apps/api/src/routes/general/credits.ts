import {
  creditCalculateRequestSchema,
  creditCalculateResponseSchema,
  creditOffersSchema,
} from "@sf/contract";
import { parseIdList } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calculateCredit } from "../../services/credit/calculate-credit.ts";
import { listCreditOffers } from "../../services/orders/list-credit-offers.ts";

/** Credit: the shop's programmes' offers for some products and counts. */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];

  app.get(
    "/credits",
    {
      schema: {
        tags,
        querystring: z.object({
          product_ids: z
            .string({ error: "product_ids is required." })
            .max(1000)
            .transform((raw, ctx) => {
              const result = parseIdList(raw, 100);
              if ("error" in result) {
                ctx.addIssue({ code: "custom", message: result.error });
                return z.NEVER;
              }
              return result.ids;
            }),
          /** Each product's count, in the same order (default 1). */
          counts: z
            .string()
            .max(1000)
            .regex(
              /^\d{1,5}(\.\d{1,3})?(,\d{1,5}(\.\d{1,3})?)*$/,
              "counts must be numbers separated by commas.",
            )
            .optional(),
        }),
        response: { 200: creditOffersSchema },
      },
    },
    async (request) => {
      const counts = request.query.counts?.split(",").map(Number) ?? [];
      const lines = request.query.product_ids.map((productId, i) => ({
        productId,
        count: counts[i] && counts[i] > 0 ? counts[i] : 1,
      }));
      return listCreditOffers(app.db, request.site, lines);
    },
  );

  app.post(
    "/v3/credits/calculate",
    {
      schema: { tags, body: creditCalculateRequestSchema, response: { 200: creditCalculateResponseSchema } },
    },
    async (request) => {
      const { products, amount, months, programme_id } = request.body;
      return calculateCredit(app.db, request.site, { products, amount, months, programmeId: programme_id });
    },
  );
};
