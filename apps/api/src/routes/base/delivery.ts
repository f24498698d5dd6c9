import {
  addressQuerySchema,
  localityQuerySchema,
  localitySchema,
  regionSchema,
  sectorSchema,
  streetSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listLocalities, listRegions, listSectors } from "../../services/delivery/list-regions.ts";
import { searchStreets } from "../../services/delivery/search-streets.ts";

/** /base/region, /locality, /sector, /address: Moldova's places for the delivery address. */
export const deliveryBaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["delivery"];
  app.get("/region", { schema: { tags, response: { 200: z.array(regionSchema) } } }, async (request) =>
    listRegions(request.lang),
  );
  app.get(
    "/locality",
    { schema: { tags, querystring: localityQuerySchema, response: { 200: z.array(localitySchema) } } },
    async (request) => listLocalities(request.site, request.query.region_id, request.lang),
  );
  app.get("/sector", { schema: { tags, response: { 200: z.array(sectorSchema) } } }, async (request) =>
    listSectors(request.lang),
  );
  app.get(
    "/address",
    { schema: { tags, querystring: addressQuerySchema, response: { 200: z.array(streetSchema) } } },
    async (request) =>
      searchStreets(request.query.locality_id, request.query.query, request.lang, request.query.limit),
  );
};
