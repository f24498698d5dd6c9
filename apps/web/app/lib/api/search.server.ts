import { popularQueriesSchema, searchResultSchema, searchSuggestionsSchema } from "@sf/contract";
import type { Client } from "./client.server.ts";

/** Product search, the header box's suggestions and the shop's popular queries. */
export const searchApi = (client: Client) => ({
  /**
   * Product search. `record` marks a completed search (the results page): the API counts it for
   * popular queries unless the visitor's user agent, forwarded here, is a bot.
   */
  search: (query: string, pageSize = 24, record?: { userAgent: string }) =>
    client.get(
      `/general/v2/search/search/?query=${encodeURIComponent(query)}&page_size=${pageSize}${record ? "&record=1" : ""}`,
      searchResultSchema,
      { headers: record ? { "user-agent": record.userAgent } : {} },
    ),
  suggestions: (query: string) =>
    client.get(`/general/v2/search/suggest/?query=${encodeURIComponent(query)}`, searchSuggestionsSchema),
  popularQueries: (limit = 8) => client.shared(`/general/popular_query?limit=${limit}`, popularQueriesSchema),
});
