import { menuCalculatorQuerySchema, menuCalculatorSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getMenuCalculator } from "../../services/showcase/get-menu-calculator.ts";

/** /general/menu-calculator: the caterer's meal plans for a city (spec section 7). */
export const menuCalculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/menu-calculator",
    {
      schema: {
        tags: ["general"],
        description:
          "Meal plans by calories and length, one day's menu (`calories`, `week`, `day`; default today) for a city (`locality_id`, required).",
        querystring: menuCalculatorQuerySchema,
        response: { 200: menuCalculatorSchema },
      },
    },
    async (request) => {
      const { locality_id: localityId, ...rest } = request.query;
      return getMenuCalculator(app.db, request.site, request.lang, { localityId, ...rest });
    },
  );
};
