import { storesSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listStores } from "../../services/stock/list-stores.ts";

/** /shop/*: the site's physical stores. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["shop"];
  app.get("/get-stores", { schema: { tags, response: { 200: storesSchema } } }, async (request) =>
    listStores(app.db, request.site, request.lang),
  );
};
