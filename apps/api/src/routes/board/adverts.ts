import { advertListQuerySchema, advertListSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listAdverts } from "../../services/board/list-adverts.ts";

/** The board's adverts under `/general` (spec section 7: `/general/v2/product` lists adverts). */
export const boardAdvertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/v2/product",
    { schema: { tags: ["board"], querystring: advertListQuerySchema, response: { 200: advertListSchema } } },
    async (request) => listAdverts(app.db, request.site, request.lang, request.query),
  );
};
