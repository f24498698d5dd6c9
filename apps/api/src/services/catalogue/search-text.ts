export const SEARCH_MAX_LENGTH = 100;

/** The query as the index stores text: lower case, no diacritics, single spaces. */
export function normalizeQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(/ё/g, "е")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}\s.-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SEARCH_MAX_LENGTH);
}
