/** Search rules shared by the API and the storefront (spec sections 5 and 7). */

/** Fewer characters than this is no search: no results and no call (spec 5). */
export const SEARCH_MIN_LENGTH = 2;
/** Recorded queries are cut to this many characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const POPULAR_QUERIES_DEFAULT_LIMIT = 8;
export const POPULAR_QUERIES_MAX_LIMIT = 20;
/** Suggestions while typing: products and categories shown in the search box. */
export const SUGGEST_PRODUCTS_LIMIT = 6;
export const SUGGEST_CATEGORIES_LIMIT = 4;
/** The search box waits this long after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The query as it is counted among popular queries: trimmed, single spaces, lower case, at most
 * 100 characters. Accents are kept, so the popular list shows what shoppers actually typed.
 */
export function normalizeSearchQuery(raw: string): string {
  return raw.replace(/\s+/g, " ").trim().toLowerCase().slice(0, SEARCH_QUERY_MAX_LENGTH).trimEnd();
}

/** Whether a typed text is long enough to search (spec 5: fewer than 2 characters, no call). */
export function isSearchable(raw: string): boolean {
  return normalizeSearchQuery(raw).length >= SEARCH_MIN_LENGTH;
}

/** One completed search waiting to be written: `results` is the latest result count. */
export type SearchRecord = {
  siteId: number;
  lang: string;
  query: string;
  results: number;
  at: Date;
};

export type PendingSearch = SearchRecord & { hits: number };

/**
 * Adds a completed search to the pending batch, keyed by site, language and normalised query:
 * hits add up, the result count and time are those of the latest search. Returns false (and
 * records nothing) when the query is too short once normalised.
 */
export function addSearchRecord(pending: Map<string, PendingSearch>, record: SearchRecord): boolean {
  const query = normalizeSearchQuery(record.query);
  if (query.length < SEARCH_MIN_LENGTH) return false;
  const key = `${record.siteId}\u0000${record.lang}\u0000${query}`;
  const current = pending.get(key);
  if (!current) {
    pending.set(key, { ...record, query, hits: 1 });
  } else {
    current.hits += 1;
    if (record.at >= current.at) {
      current.at = record.at;
      current.results = record.results;
    }
  }
  return true;
}

/** Case-, accent- and ё-insensitive form of a text for matching titles while typing. */
export function foldForMatch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, "е")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * How well a category title matches typed text: 2 when the title starts with it, 1 when every
 * typed word starts a word of the title ("vit min" -> "Vitamine și minerale"), 0 otherwise.
 */
export function titleMatchScore(title: string, query: string): 0 | 1 | 2 {
  const q = foldForMatch(query);
  if (q.length < SEARCH_MIN_LENGTH) return 0;
  const t = foldForMatch(title);
  if (t.startsWith(q)) return 2;
  const words = t.split(" ");
  return q.split(" ").every((part) => words.some((word) => word.startsWith(part))) ? 1 : 0;
}
