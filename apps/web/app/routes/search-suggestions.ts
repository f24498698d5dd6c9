import type { PopularQuery, SearchSuggestions } from "@sf/contract";
import { isSearchable } from "@sf/domain";
import { apiFor } from "~/lib/api/request.server.ts";
import type { Route } from "./+types/search-suggestions";

/** What the search box asks for: popular queries (no `q`), or suggestions for the typed `q`. */
export type SearchBoxResponse = { popular: PopularQuery[] } | SearchSuggestions;

const MAX_QUERY_LENGTH = 200;

/**
 * GET /{lang}/search-suggestions[?q=]: the browser's way to the search API without the site
 * token. Never counts a search (only the results page does); fewer than 2 characters is no call.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  const { langs } = await api.site.settings();
  const lang = langs.find((l) => l === params.lang);
  if (!lang) return Response.json({ detail: "Unknown language." }, { status: 404 });
  const q = new URL(request.url).searchParams.get("q");
  try {
    if (q === null) {
      const body: SearchBoxResponse = { popular: await api.search.popularQueries() };
      return Response.json(body, { headers: { "cache-control": "private, max-age=60" } });
    }
    const text = q.slice(0, MAX_QUERY_LENGTH);
    const body: SearchBoxResponse = isSearchable(text)
      ? await api.search.suggestions(text)
      : { query: text.trim(), products: [], categories: [] };
    return Response.json(body, { headers: { "cache-control": "private, max-age=30" } });
  } catch (error) {
    console.warn("[web] search suggestions failed", error);
    return Response.json({ detail: "Search is unavailable right now." }, { status: 502 });
  }
}
