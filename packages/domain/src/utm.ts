export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmRecord = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** The UTM record of a landing URL's query, or null when it carries none (spec section 3). */
export function extractUtm(search: URLSearchParams): UtmRecord | null {
  const record: UtmRecord = {};
  for (const key of UTM_KEYS) {
    const value = search.get(key)?.trim();
    if (value) record[key] = value.slice(0, 200);
  }
  return Object.keys(record).length ? record : null;
}
