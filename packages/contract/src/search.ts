import { z } from "zod";
import { categorySummarySchema, productCardSchema } from "./catalogue.ts";

/** Shapes of search-as-you-type and popular queries (spec 5 and 7). */

export const popularQuerySchema = z.object({
  /** The normalised query (trimmed, single spaces, lower case), as shoppers typed it. */
  query: z.string(),
  hits: z.number().int(),
});
export const popularQueriesSchema = z.array(popularQuerySchema);
export type PopularQuery = z.infer<typeof popularQuerySchema>;

export const searchSuggestionsSchema = z.object({
  query: z.string(),
  /** The best few products for the typed text. */
  products: z.array(productCardSchema),
  /** Categories whose title in the request language matches, then those of the products found. */
  categories: z.array(categorySummarySchema),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
