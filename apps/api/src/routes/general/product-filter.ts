import { compareSchema, productFilterSchema, productListSchema, productPageSchema } from "@sf/contract";
import {
  COMPARE_MAX,
  DISCOUNT_PAGE_SIZE,
  PRODUCT_FILTER_IDS_MAX,
  PRODUCT_FILTER_PAGED_IDS_MAX,
  parseIdList,
  RANDOM_PRODUCTS_DEFAULT,
  RANDOM_PRODUCTS_MAX,
  RECOMMENDED_BASKET_MAX,
  RECOMMENDED_PRODUCTS_DEFAULT,
  RECOMMENDED_PRODUCTS_MAX,
} from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { filterProductsByIds } from "../../services/catalogue/filter-products-by-ids.ts";
import { compareProducts } from "../../services/catalogue/get-product.ts";
import { listRecommendedProducts } from "../../services/catalogue/list-recommended-products.ts";
import { sampleInStockProducts } from "../../services/catalogue/sample-products.ts";
import { listDiscountProducts } from "../../services/showcase/list-product-lists.ts";

/** The page size of a paged id list when none is given (a listing page's). */
const FILTER_PAGE_SIZE = 24;

const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: `${name} is true or false.` })
    .transform((v) => v === "true" || v === "1")
    .optional();

const idList = (max: number) =>
  z
    .string()
    .max(10 * max)
    .transform((raw, ctx) => {
      const result = parseIdList(raw, max);
      if ("error" in result) {
        ctx.addIssue({ code: "custom", message: result.error });
        return z.NEVER;
      }
      return result.ids;
    });

const page = z
  .string()
  .regex(/^\d{1,6}$/, "A page is a whole number from 1.")
  .transform(Number)
  .refine((n) => n >= 1, "A page is a whole number from 1.")
  .optional();
const pageSize = z.coerce.number().int().min(1).max(100).optional();

/**
 * `?ids=` (in the given order, optionally paged) or `?random=true` (a bounded random sample),
 * never both. Paging is on with `pagination=true` or when `page`/`page_size` is given.
 */
const filterQuery = z
  .object({
    ids: idList(PRODUCT_FILTER_PAGED_IDS_MAX).optional(),
    random: flag("random"),
    limit: z.coerce.number().int().min(1).max(RANDOM_PRODUCTS_MAX).optional(),
    pagination: flag("pagination"),
    page,
    page_size: pageSize,
  })
  .superRefine((q, ctx) => {
    const paged = q.pagination === true || q.page !== undefined || q.page_size !== undefined;
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (q.random) {
      if (q.ids) issue("random", "Give ids or random=true, not both.");
      if (paged) issue("random", "A random sample is not paged: leave out pagination, page and page_size.");
      return;
    }
    if (!q.ids) return issue("ids", "Give ids (comma-separated) or random=true.");
    if (q.limit !== undefined) issue("limit", "limit goes with random=true; page ids with page_size.");
    if (!paged && q.ids.length > PRODUCT_FILTER_IDS_MAX) {
      issue("ids", `At most ${PRODUCT_FILTER_IDS_MAX} ids without pagination=true.`);
    }
  });

/** /general/product-filter: products by ids, discounted ones, a random sample, basket recommendations. */
export const productFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];

  app.get(
    "/product-filter",
    { schema: { tags, querystring: filterQuery, response: { 200: productFilterSchema } } },
    async (request) => {
      const q = request.query;
      if (q.random) {
        const products = await sampleInStockProducts(
          app.db,
          request.site,
          request.lang,
          q.limit ?? RANDOM_PRODUCTS_DEFAULT,
        );
        return { products, totalCount: products.length };
      }
      const paged = q.pagination === true || q.page !== undefined || q.page_size !== undefined;
      return filterProductsByIds(
        app.db,
        request.site,
        request.lang,
        q.ids ?? [],
        paged ? { page: q.page ?? 1, pageSize: q.page_size ?? FILTER_PAGE_SIZE } : null,
      );
    },
  );

  app.get(
    "/product-filter/promo",
    {
      schema: {
        tags,
        querystring: z.object({ pagination: flag("pagination"), page, page_size: pageSize }),
        response: { 200: productPageSchema },
      },
    },
    async (request) =>
      listDiscountProducts(
        app.db,
        request.site,
        request.lang,
        request.query.page ?? 1,
        request.query.page_size ?? DISCOUNT_PAGE_SIZE,
      ),
  );

  app.get(
    "/product-filter/recommended",
    {
      schema: {
        tags,
        querystring: z.object({
          product_ids: idList(RECOMMENDED_BASKET_MAX),
          limit: z.coerce.number().int().min(1).max(RECOMMENDED_PRODUCTS_MAX).optional(),
        }),
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const products = await listRecommendedProducts(
        app.db,
        request.site,
        request.lang,
        request.query.product_ids,
        request.query.limit ?? RECOMMENDED_PRODUCTS_DEFAULT,
      );
      return { products, totalCount: products.length };
    },
  );

  app.get(
    "/compare",
    {
      schema: {
        tags,
        description: "Products side by side with their properties (the compare page; at most 8).",
        querystring: z.object({ ids: idList(COMPARE_MAX) }),
        response: { 200: compareSchema },
      },
    },
    async (request) => compareProducts(app.db, request.site, request.lang, request.query.ids),
  );
};
