import { popularQueriesSchema, searchResultSchema, searchSuggestionsSchema } from "@sf/contract";
import { POPULAR_QUERIES_DEFAULT_LIMIT, POPULAR_QUERIES_MAX_LIMIT } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isHumanUserAgent } from "../../lib/user-agent.ts";
import { searchProducts } from "../../services/catalogue/search-products.ts";
import { listPopularQueries } from "../../services/search/list-popular-queries.ts";
import { suggestSearch } from "../../services/search/suggest-search.ts";

/** /general/v2/search/search (results), /v2/search/suggest and /popular_query (the search box's data). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["general"];

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
