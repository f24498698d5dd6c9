import { productPageSchema, storesSchema } from "@sf/contract";
import { DISCOUNT_PAGE_SIZE, parsePage } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listDiscountProducts } from "../../services/showcase/list-product-lists.ts";
import { listStores } from "../../services/stock/list-stores.ts";

/** /shop/*: the site's physical stores and product lists by type. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["shop"];
  app.get("/get-stores", { schema: { tags, response: { 200: storesSchema } } }, async (request) =>
    listStores(app.db, request.site, request.lang),
  );
  app.get(
    "/product",
    {
      schema: {
        tags,
        querystring: z.object({
          type: z.enum(["discount"], { message: 'Unknown type: use "discount".' }),
          page: z.string().max(10).optional(),
          page_size: z.coerce.number().int().min(1).max(100).default(DISCOUNT_PAGE_SIZE),
        }),
        response: { 200: productPageSchema },
      },
    },
    async (request) =>
      listDiscountProducts(
        app.db,
        request.site,
        request.lang,
        parsePage(request.query.page),
        request.query.page_size,
      ),
  );
};
