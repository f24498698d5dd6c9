import { regionPartnersSchema, storeSellerListSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listRegionPartners } from "../../services/partners/list-region-partners.ts";
import { listStoreSellers } from "../../services/partners/list-store-sellers.ts";

/** /base/partners/region_partners and /base/store_sellers: who the shop works with, and who serves in it. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  app.get(
    "/partners/region_partners",
    { schema: { tags, response: { 200: regionPartnersSchema } } },
    async (request) => listRegionPartners(app.db, request.site, request.lang),
  );
  app.get("/store_sellers", { schema: { tags, response: { 200: storeSellerListSchema } } }, async (request) =>
    listStoreSellers(app.db, request.site, request.lang),
  );
};
