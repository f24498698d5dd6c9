import { advantagesSchema, mainCarouselCategorySchema, mainPageSimilarCategorySchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAdvantages } from "../../services/showcase/list-advantages.ts";
import { listMainCarouselCategories } from "../../services/showcase/list-home-categories.ts";
import { listSimilarCategories } from "../../services/showcase/list-similar-categories.ts";

/** /base/*: advantage blocks, the home page's category carousel and its similar categories. */
export const showcaseBaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  app.get(
    "/advantage/:kind",
    {
      schema: { tags, params: z.object({ kind: z.string().max(50) }), response: { 200: advantagesSchema } },
    },
    async (request) => listAdvantages(app.db, request.site, request.lang, request.params.kind),
  );
  app.get(
    "/main-carousel-category",
    { schema: { tags, response: { 200: mainCarouselCategorySchema } } },
    async (request) => listMainCarouselCategories(app.db, request.site, request.lang),
  );
  app.get(
    "/main_page_similar_category",
    { schema: { tags, response: { 200: mainPageSimilarCategorySchema } } },
    async (request) => listSimilarCategories(app.db, request.site, request.lang),
  );
};
