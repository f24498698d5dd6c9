import {
  advertAttributeListSchema,
  advertAttributesQuerySchema,
  advertCategoryListSchema,
  boardPlaceListSchema,
  complaintCategoryListSchema,
  currencyRateListSchema,
  placeIdParamsSchema,
  regionsQuerySchema,
  sectorsQuerySchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  listAdvertAttributes,
  listAdvertCategories,
  listComplaintCategories,
  listCurrencyRates,
  listLocations,
  listRegions,
  listSectors,
} from "../../services/board/reference.ts";

/** The land board's reference data under `/api` (spec section 7, decision 0054). */
export const boardReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["board"];
  app.get(
    "/regions",
    { schema: { tags, querystring: regionsQuerySchema, response: { 200: boardPlaceListSchema } } },
    async (request) => listRegions(app.db, request.site, request.lang, request.query.only_adverts === "true"),
  );
  app.get("/advert-regions", { schema: { tags, response: { 200: boardPlaceListSchema } } }, async (request) =>
    listRegions(app.db, request.site, request.lang),
  );
  app.get(
    "/advert-regions/:id/locations",
    { schema: { tags, params: placeIdParamsSchema, response: { 200: boardPlaceListSchema } } },
    async (request) => listLocations(app.db, request.site, request.lang, request.params.id),
  );
  app.get(
    "/sectors",
    { schema: { tags, querystring: sectorsQuerySchema, response: { 200: boardPlaceListSchema } } },
    async (request) => listSectors(app.db, request.site, request.lang, request.query.location),
  );
  app.get(
    "/adverts-categories",
    { schema: { tags, response: { 200: advertCategoryListSchema } } },
    async (request) => listAdvertCategories(app.db, request.site, request.lang),
  );
  app.get(
    "/adverts-attributes",
    {
      schema: {
        tags,
        querystring: advertAttributesQuerySchema,
        response: { 200: advertAttributeListSchema },
      },
    },
    async (request) => listAdvertAttributes(app.db, request.site, request.lang, request.query.category),
  );
  app.get(
    "/complaint-categories",
    { schema: { tags, response: { 200: complaintCategoryListSchema } } },
    async (request) => listComplaintCategories(app.db, request.site, request.lang),
  );
  app.get(
    "/currency-rates",
    { schema: { tags, response: { 200: currencyRateListSchema } } },
    async (request) => listCurrencyRates(app.db, request.site),
  );
};
