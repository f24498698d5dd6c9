import {
  brandIndexSchema,
  brandPageSchema,
  categoryBannerSchema,
  categoryProductsMainPageSchema,
  idParamSchema,
  productOfTheDaySchema,
  seoArticleSchema,
  slidersSchema,
} from "@sf/contract";
import { parsePage, parseSort } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getCategoryBanner } from "../../services/showcase/get-category-banner.ts";
import { getProductOfTheDay } from "../../services/showcase/get-product-of-the-day.ts";
import { getSeoArticle } from "../../services/showcase/get-seo-article.ts";
import { BRAND_PAGE_SIZE, getBrandPage, listBrands } from "../../services/showcase/list-brands.ts";
import { listCategoryProductsMainPage } from "../../services/showcase/list-home-categories.ts";
import { listSliders } from "../../services/showcase/list-sliders.ts";

const slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9-]+$/, "Invalid slug.");

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** /general/*: brands, the product of the day, curated sliders, home category blocks, banners, SEO texts. */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];

  app.get("/brand", { schema: { tags, response: { 200: brandIndexSchema } } }, async (request) =>
    listBrands(app.db, request.site),
  );

  app.get(
    "/brand/:slug",
    {
      schema: {
        tags,
        params: z.object({ slug }),
        querystring: z.object({
          sort: z.string().max(30).optional(),
          page: z.string().max(10).optional(),
          page_size: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: { 200: brandPageSchema },
      },
    },
    async (request) =>
      getBrandPage(
        app.db,
        request.site,
        request.lang,
        request.params.slug,
        { sort: parseSort(request.query.sort), page: parsePage(request.query.page) },
        request.query.page_size ?? BRAND_PAGE_SIZE,
      ),
  );

  app.get(
    "/v2/product_of_the_day",
    { schema: { tags, response: { 200: productOfTheDaySchema } } },
    async (request) => getProductOfTheDay(app.db, request.site, request.lang),
  );

  app.get(
    "/sliders",
    {
      schema: {
        tags,
        querystring: z.object({ key: slug.optional(), is_product_page: flag }),
        response: { 200: slidersSchema },
      },
    },
    async (request) =>
      listSliders(app.db, request.site, request.lang, {
        key: request.query.key,
        isProductPage: request.query.is_product_page,
      }),
  );

  app.get(
    "/category-products-main-page",
    { schema: { tags, response: { 200: categoryProductsMainPageSchema } } },
    async (request) => listCategoryProductsMainPage(app.db, request.site, request.lang),
  );

  app.get(
    "/banner-select/:categoryId",
    {
      schema: {
        tags,
        params: z.object({ categoryId: idParamSchema("category") }),
        response: { 200: categoryBannerSchema },
      },
    },
    async (request) => getCategoryBanner(app.db, request.site, request.lang, request.params.categoryId),
  );

  app.get(
    "/seo/article",
    {
      schema: {
        tags,
        querystring: z.object({
          product_slug: slug.optional(),
          article_slug: z.string().min(1).max(200).optional(),
        }),
        response: { 200: seoArticleSchema },
      },
    },
    async (request) => getSeoArticle(app.db, request.site, request.lang, request.query),
  );
};
