import { popularQueriesSchema, searchSuggestionsSchema } from "@sf/contract";
import { POPULAR_QUERIES_DEFAULT_LIMIT, POPULAR_QUERIES_MAX_LIMIT } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listPopularQueries } from "../../services/search/list-popular-queries.ts";
import { suggestSearch } from "../../services/search/suggest-search.ts";

/** /general/popular_query and /general/v2/search/suggest: the search box's data. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];

  app.get(
    "/popular_query",
    {
      schema: {
        tags,
        description:
          "The site's most searched queries in the request language that found products, by hits then recency.",
        querystring: z.object({
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(POPULAR_QUERIES_MAX_LIMIT)
            .default(POPULAR_QUERIES_DEFAULT_LIMIT),
        }),
        response: { 200: popularQueriesSchema },
      },
    },
    async (request) => listPopularQueries(app.db, request.site, request.lang, request.query.limit),
  );

  app.get(
    "/v2/search/suggest",
    {
      schema: {
        tags,
        description:
          "Suggestions while typing: a few products and matching categories. Never counted among popular queries; fewer than 2 characters gives nothing.",
        querystring: z.object({ query: z.string().max(1000).default("") }),
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request) => suggestSearch(app.db, request.site, request.lang, request.query.query),
  );
};
