import type { PopularQuery, SearchSuggestions } from "@sf/contract";
import { isSearchable, normalizeSearchQuery, SUGGEST_DEBOUNCE_MS } from "@sf/domain";
import { useEffect, useState } from "react";
import type { SearchBoxResponse } from "~/routes/search-suggestions.ts";

export type SearchBoxState = {
  popular: PopularQuery[];
  /** Suggestions for `suggestions.query`; null while the text is too short or nothing came yet. */
  suggestions: SearchSuggestions | null;
  loading: boolean;
};

async function fetchSearchBox(url: string, signal: AbortSignal): Promise<SearchBoxResponse> {
  const res = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as SearchBoxResponse;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The search box's data: popular queries once it opens, and suggestions for the typed text,
 * asked for 200 ms after the last keystroke. Under 2 characters there is no call (spec 5); a
 * newer text aborts the request of the older one, so a late answer never replaces a newer one.
 */
export function useSearchSuggestions(lang: string, text: string): SearchBoxState {
  const [popular, setPopular] = useState<PopularQuery[]>([]);
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
  const [loading, setLoading] = useState(false);
  const query = normalizeSearchQuery(text);
  const searchable = isSearchable(query);

  useEffect(() => {
    const controller = new AbortController();
    fetchSearchBox(`/${lang}/search-suggestions`, controller.signal)
      .then((body) => setPopular("popular" in body ? body.popular : []))
      .catch((error) => {
        if (!isAbort(error)) setPopular([]);
      });
    return () => controller.abort();
  }, [lang]);

  useEffect(() => {
    if (!searchable) {
      setSuggestions(null);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchSearchBox(`/${lang}/search-suggestions?q=${encodeURIComponent(query)}`, controller.signal)
        .then((body) => {
          if (!controller.signal.aborted && "products" in body) setSuggestions(body);
        })
        .catch((error) => {
          if (!isAbort(error) && !controller.signal.aborted)
            setSuggestions({ query, products: [], categories: [] });
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lang, query, searchable]);

  return { popular, suggestions: searchable ? suggestions : null, loading };
}
