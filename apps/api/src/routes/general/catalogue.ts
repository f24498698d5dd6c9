import {
  categoryListingSchema,
  idParamSchema,
  menuTreeSchema,
  productDetailSchema,
  productListSchema,
  productPropertySchema,
  slugCheckRequestSchema,
  slugCheckResponseSchema,
} from "@sf/contract";
import { parseFilters, parsePage, parsePriceRange, parseSort } from "@sf/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkSlug } from "../../services/catalogue/check-slug.ts";
import { getProduct, listLinkedProducts } from "../../services/catalogue/get-product.ts";
import { DEFAULT_PAGE_SIZE, listCategoryProducts } from "../../services/catalogue/list-category-products.ts";
import { listSameSubstanceProducts } from "../../services/catalogue/same-substance.ts";
import { getMenuTree } from "../../services/get-menu-tree.ts";

/** Query values are parsed leniently: a malformed filter, sort or price is ignored, never a 500. */
const listingQuery = z.object({
  filter: z.string().max(2000).optional(),
  price: z.string().max(50).optional(),
  sort: z.string().max(30).optional(),
  page: z.string().max(10).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

const productIdQuery = z.object({ product_id: idParamSchema("product") });

/**
 * The catalogue: the menu, a category's listing, a product and its properties, the products
 * linked to it (similar, associated, compatible, same active substance), a slug in another language.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];
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
};
