import {
  articleDetailSchema,
  globalSiteSettingsSchema,
  grindingOptionsSchema,
  idParamSchema,
  legacyFilterSchema,
  legacyPagesSchema,
  productListSchema,
  userSchema,
  userUpdateSchema,
} from "@sf/contract";
import {
  parseIdList,
  RECOMMENDED_BASKET_MAX,
  RECOMMENDED_PRODUCTS_DEFAULT,
  RECOMMENDED_PRODUCTS_MAX,
} from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../plugins/auth.ts";
import { getArticle } from "../services/articles/get-article.ts";
import { updateMe } from "../services/auth/accounts.ts";
import { listRecommendedProducts } from "../services/catalogue/list-recommended-products.ts";
import { listFilterGroups } from "../services/legacy/list-filter-groups.ts";
import { listGrindingOptions } from "../services/legacy/list-grinding-options.ts";
import { listPages } from "../services/legacy/list-pages.ts";
import { publicSettings } from "../services/public-settings.ts";
import { listPopularProducts } from "../services/showcase/list-product-lists.ts";

const basket = z
  .string()
  .max(10 * RECOMMENDED_BASKET_MAX)
  .transform((raw, ctx) => {
    const result = parseIdList(raw, RECOMMENDED_BASKET_MAX);
    if ("error" in result) {
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    }
    return result.ids;
  });

/**
 * The legacy `/api/v1` reads and the profile update (spec section 7, "Legacy"): each answers
 * from the same service as its current counterpart, so both stay in step.
 */
export const legacyContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["legacy"];

  app.get(
    "/recommended",
    {
      schema: {
        tags,
        description:
          "Products recommended for a basket (`product_ids`), as /general/product-filter/recommended; without a basket, the shop's best sellers.",
        querystring: z.object({
          product_ids: basket.optional(),
          limit: z.coerce.number().int().min(1).max(RECOMMENDED_PRODUCTS_MAX).optional(),
        }),
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const { product_ids: ids, limit = RECOMMENDED_PRODUCTS_DEFAULT } = request.query;
      const products = ids?.length
        ? await listRecommendedProducts(app.db, request.site, request.lang, ids, limit)
        : (await listPopularProducts(app.db, request.site, request.lang)).slice(0, limit);
      return { products, totalCount: products.length };
    },
  );

  app.get("/filter", { schema: { tags, response: { 200: legacyFilterSchema } } }, async (request) =>
    listFilterGroups(app.db, request.site, request.lang),
  );

  app.get("/grinding", { schema: { tags, response: { 200: grindingOptionsSchema } } }, async (request) =>
    listGrindingOptions(app.db, request.site, request.lang),
  );

  app.get(
    "/news/:id",
    {
      schema: {
        tags,
        description: "An article (news item) by id, as /base/articles/{id}.",
        params: z.object({ id: idParamSchema("article") }),
        response: { 200: articleDetailSchema },
      },
    },
    async (request) => getArticle(app.db, request.site, request.lang, request.params.id),
  );

  app.get("/settings", { schema: { tags, response: { 200: globalSiteSettingsSchema } } }, async (request) =>
    publicSettings(request.site),
  );

  app.get("/pages", { schema: { tags, response: { 200: legacyPagesSchema } } }, async (request) =>
    listPages(app.db, request.site, request.lang),
  );

  app.patch(
    "/user",
    {
      schema: {
        tags,
        description: "The signed-in customer's profile fields, as PATCH /users/user/{id}/.",
        body: userUpdateSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => updateMe(app.db, request.site, requireUser(request).id, request.body),
  );
};
