import { productPageSchema } from "@sf/contract";
import { DISCOUNT_PAGE_SIZE, parsePage } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listDiscountProducts } from "../../services/showcase/list-product-lists.ts";

/** /shop/*: product lists by type. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/product",
    {
      schema: {
        tags: ["shop"],
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
