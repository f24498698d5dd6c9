import {
  idParamSchema,
  MAX_ID,
  promotionDetailSchema,
  promotionListSchema,
  promotionProductsSchema,
} from "@sf/contract";
import { parseFilters, parsePage, parsePriceRange, parseSort } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getPromotion } from "../../services/promotions/get-promotion.ts";
import { listPromotionProducts } from "../../services/promotions/list-promotion-products.ts";
import { listPromotions } from "../../services/promotions/list-promotions.ts";

const refMessage = "A special offer id or slug is required.";

/** An offer's id (digits) or its slug in one of the shop's languages. */
const promotionRef = z
  .string({ error: refMessage })
  .max(200, refMessage)
  .regex(/^[a-z0-9-]+$/, refMessage)
  // A number past the id range is no offer's id: looked up as a slug, it is a 404, not a database error.
  .transform((ref) =>
    /^\d{1,10}$/.test(ref) && Number(ref) <= MAX_ID ? { id: Number(ref) } : { slug: ref },
  );

/** The listing's query, parsed leniently as the category listing's is (a malformed filter is ignored). */
const listingQuery = z.object({
  filter: z.string().max(2000).optional(),
  price: z.string().max(50).optional(),
  sort: z.string().max(30).optional(),
  page: z.string().max(10).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

/** /general/promotions*: the shop's special offers and each offer's products. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];
  app.get(
    "/promotions",
    {
      schema: {
        tags,
        description:
          "The active special offers, the soonest-ending first; `main_page=true`: the home page's (at most 3).",
        querystring: z.object({
          main_page: z
            .enum(["true", "false"], { message: "main_page is true or false." })
            .transform((v) => v === "true")
            .optional(),
        }),
        response: { 200: promotionListSchema },
      },
    },
    async (request) =>
      listPromotions(app.db, request.site, request.lang, { mainPage: request.query.main_page ?? false }),
  );
  app.get(
    "/promotions/:id",
    {
      schema: {
        tags,
        description: "An active special offer by its id or by its slug in any of the shop's languages.",
        params: z.object({ id: promotionRef }),
        response: { 200: promotionDetailSchema },
      },
    },
    async (request) => getPromotion(app.db, request.site, request.lang, request.params.id),
  );
  app.get(
    "/promotions/:id/products",
    {
      schema: {
        tags,
        description: "A page of an active offer's products with the category listing's filters.",
        params: z.object({ id: idParamSchema("special offer") }),
        querystring: listingQuery,
        response: { 200: promotionProductsSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return listPromotionProducts(
        app.db,
        request.site,
        request.lang,
        request.params.id,
        {
          filters: parseFilters(q.filter),
          price: parsePriceRange(q.price),
          sort: parseSort(q.sort),
          page: parsePage(q.page),
        },
        q.page_size,
      );
    },
  );
};
