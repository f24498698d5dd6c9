import {
  articleDetailSchema,
  articleListSchema,
  idParamSchema,
  recommendedArticlesSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getArticle } from "../../services/articles/get-article.ts";
import { listArticles } from "../../services/articles/list-articles.ts";
import { listRecommendedArticles } from "../../services/articles/list-recommended-articles.ts";

const pageMessage = "A valid page number is required.";

/** /base/articles*: the shop's articles (spec: news), their pages and what to read next. */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  app.get(
    "/articles",
    {
      schema: {
        tags,
        querystring: z.object({
          slug: z
            .string()
            .min(1)
            .max(200)
            .regex(/^[a-z0-9-]+$/, "Invalid slug.")
            .optional(),
          status_id: idParamSchema("status").optional(),
          page: z
            .string({ error: pageMessage })
            .regex(/^\d{1,6}$/, pageMessage)
            .transform(Number)
            .pipe(z.number().int().min(1, pageMessage))
            .optional(),
        }),
        response: { 200: articleListSchema },
      },
    },
    async (request) =>
      listArticles(app.db, request.site, request.lang, {
        slug: request.query.slug,
        statusId: request.query.status_id,
        page: request.query.page ?? 1,
      }),
  );
  app.get(
    "/articles/:id",
    {
      schema: {
        tags,
        params: z.object({ id: idParamSchema("article") }),
        response: { 200: articleDetailSchema },
      },
    },
    async (request) => getArticle(app.db, request.site, request.lang, request.params.id),
  );
  app.get(
    "/articles/recommended/:id",
    {
      schema: {
        tags,
        params: z.object({ id: idParamSchema("article") }),
        response: { 200: recommendedArticlesSchema },
      },
    },
    async (request) => listRecommendedArticles(app.db, request.site, request.lang, request.params.id),
  );
};
