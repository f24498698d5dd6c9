import {
  categoryListingSchema,
  checkoutStatusQuerySchema,
  idParamSchema,
  menuTreeSchema,
  productAvailabilityRequestSchema,
  productAvailabilitySchema,
  productCheckoutStatusSchema,
  productDetailSchema,
  productListSchema,
  productPropertySchema,
  searchResultSchema,
  slugCheckRequestSchema,
  slugCheckResponseSchema,
} from "@sf/contract";
import { parseFilters, parsePage, parsePriceRange, parseSort } from "@sf/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isHumanUserAgent } from "../../lib/user-agent.ts";
import { checkSlug } from "../../services/catalogue/check-slug.ts";
import { getProduct, listLinkedProducts } from "../../services/catalogue/get-product.ts";
import { DEFAULT_PAGE_SIZE, listCategoryProducts } from "../../services/catalogue/list-category-products.ts";
import { listSameSubstanceProducts } from "../../services/catalogue/same-substance.ts";
import { searchProducts } from "../../services/catalogue/search-products.ts";
import { getMenuTree } from "../../services/get-menu-tree.ts";
import { getCheckoutStatus } from "../../services/stock/get-checkout-status.ts";
import { getProductAvailability } from "../../services/stock/get-product-availability.ts";
import { cartRoutes } from "./cart.ts";
import { deliveryRoutes } from "./delivery.ts";
import { orderRoutes } from "./orders.ts";
import { productFilterRoutes } from "./product-filter.ts";
import { productReviewRoutes } from "./product-review.ts";
import { searchRoutes } from "./search.ts";
import { showcaseRoutes } from "./showcase.ts";

/** Query values are parsed leniently: a malformed filter, sort or price is ignored, never a 500. */
const listingQuery = z.object({
  filter: z.string().max(2000).optional(),
  price: z.string().max(50).optional(),
  sort: z.string().max(30).optional(),
  page: z.string().max(10).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

const productIdQuery = z.object({ product_id: idParamSchema("product") });

/** /general/*: catalogue navigation, listing, product, search. */
export const generalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];
  await app.register(productReviewRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(deliveryRoutes);
  await app.register(productFilterRoutes);
  await app.register(showcaseRoutes);
  app.get("/menu_tree", { schema: { tags, response: { 200: menuTreeSchema } } }, async (request) =>
    getMenuTree(app.db, request.site, request.lang),
  );

  app.get(
    "/v2/category/*",
    {
      schema: {
        tags,
        params: z.object({ "*": z.string().min(1).max(500) }),
        querystring: listingQuery,
        response: { 200: categoryListingSchema },
      },
    },
    async (request) => {
      const q = request.query;
      return listCategoryProducts(
        app.db,
        request.site,
        request.lang,
        request.params["*"],
        {
          filters: parseFilters(q.filter),
          price: parsePriceRange(q.price),
          sort: parseSort(q.sort),
          page: parsePage(q.page),
        },
        q.page_size ?? DEFAULT_PAGE_SIZE,
      );
    },
  );

  app.get(
    "/v2/product/:ref",
    {
      schema: {
        tags,
        params: z.object({ ref: z.string().min(1).max(300) }),
        response: { 200: productDetailSchema },
      },
    },
    async (request, reply) => {
      const body = await app.productAnswers.get(request.site, request.lang, request.params.ref);
      // Bytes are sent as they are: already the serializer's JSON (product-answer-cache.ts).
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(body);
    },
  );

  app.get(
    "/v2/search/search",
    {
      schema: {
        tags,
        querystring: z.object({
          query: z.string().max(1000).default(""),
          page_size: z.coerce.number().int().min(1).max(60).optional(),
          record: z
            .enum(["0", "1"])
            .optional()
            .describe(
              "1: a completed search (the results page), counted for popular queries unless the user agent is a bot. Omit while typing.",
            ),
        }),
        response: { 200: searchResultSchema },
      },
    },
    async (request) => {
      const { query, page_size, record } = request.query;
      const result = await searchProducts(app.db, request.site, request.lang, query, page_size);
      if (record === "1" && isHumanUserAgent(request.headers["user-agent"])) {
        // Batched write (see services/search/search-log.ts): the answer does not wait for it.
        app.searchLog.record({
          siteId: request.site.id,
          lang: request.lang,
          query,
          results: result.totalCount,
          at: new Date(),
        });
      }
      return result;
    },
  );

  await app.register(searchRoutes);

  app.post(
    "/slug_check",
    { schema: { tags, body: slugCheckRequestSchema, response: { 200: slugCheckResponseSchema } } },
    async (request) => checkSlug(app.db, request.site, request.body),
  );

  for (const [url, kind] of [
    ["/product_similar_products", "similar"],
    ["/associated-products", "associated"],
    ["/compatible-products", "compatible"],
  ] as const) {
    app.get(
      url,
      { schema: { tags, querystring: productIdQuery, response: { 200: productListSchema } } },
      async (request) => {
        const products = await listLinkedProducts(
          app.db,
          request.site,
          request.lang,
          request.query.product_id,
          kind,
        );
        return { products, totalCount: products.length };
      },
    );
  }

  app.get(
    "/same_substance_products",
    {
      schema: {
        tags,
        description:
          "Alternatives with the same active ingredients (the `substance` specification's values), cheapest first.",
        querystring: productIdQuery,
        response: { 200: productListSchema },
      },
    },
    async (request) => {
      const { site, lang, query } = request;
      const products = await listSameSubstanceProducts(app.db, site, lang, query.product_id);
      return { products, totalCount: products.length };
    },
  );

  app.get(
    "/product_properties",
    { schema: { tags, querystring: productIdQuery, response: { 200: z.array(productPropertySchema) } } },
    async (request) =>
      (await getProduct(app.db, request.site, request.lang, String(request.query.product_id))).properties,
  );

  app.post(
    "/product-availability",
    {
      schema: {
        tags,
        body: productAvailabilityRequestSchema,
        response: { 200: productAvailabilitySchema },
      },
    },
    async (request) => getProductAvailability(app.db, request.site, request.lang, request.body.products),
  );

  app.get(
    "/product_checkout_status",
    {
      schema: {
        tags,
        querystring: checkoutStatusQuerySchema,
        response: { 200: productCheckoutStatusSchema },
      },
    },
    async (request) => getCheckoutStatus(app.db, request.site, request.query.productIds),
  );
};
