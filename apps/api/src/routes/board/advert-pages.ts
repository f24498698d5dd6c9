import {
  advertDetailSchema,
  advertMapQuerySchema,
  advertMapSchema,
  advertSlugParamsSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { advertMap } from "../../services/board/advert-map.ts";
import { getAdvert } from "../../services/board/get-advert.ts";

/** An advert's page and the map of adverts, under `/api` (decision 0054). */
export const boardAdvertPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["board"];
  app.get(
    "/adverts/:slug",
    { schema: { tags, params: advertSlugParamsSchema, response: { 200: advertDetailSchema } } },
    async (request) => getAdvert(app.db, request.site, request.lang, request.params.slug),
  );
  app.get(
    "/adverts-map",
    { schema: { tags, querystring: advertMapQuerySchema, response: { 200: advertMapSchema } } },
    async (request) => advertMap(app.db, request.site, request.lang, request.query),
  );
};
