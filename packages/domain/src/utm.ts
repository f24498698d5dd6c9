export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmRecord = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** The first visit's UTM record, kept in a cookie for the order (a month: a campaign's visit). */
export const UTM_COOKIE = "utm";
export const UTM_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const UTM_VALUE_MAX = 200;

/** The UTM record of a landing URL's query, or null when it carries none (spec section 3). */
export function extractUtm(search: URLSearchParams): UtmRecord | null {
  const record: UtmRecord = {};
  for (const key of UTM_KEYS) {
    const value = search.get(key)?.trim();
    if (value) record[key] = value.slice(0, UTM_VALUE_MAX);
  }
  return Object.keys(record).length ? record : null;
}

/**
 * The first visit wins: a landing URL's UTM record is kept only when none is kept yet. Returns
 * the record to store, or null (nothing to store, or one already kept).
 */
export function utmToRecord(search: URLSearchParams, kept: string | null | undefined): UtmRecord | null {
  if (parseUtm(kept)) return null;
  return extractUtm(search);
}

/** The kept record read back (the cookie's JSON); anything else is no record. */
export function parseUtm(value: string | null | undefined): UtmRecord | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== "object") return null;
    const record: UtmRecord = {};
    for (const key of UTM_KEYS) {
      const field = (parsed as Record<string, unknown>)[key];
      if (typeof field === "string" && field.trim()) record[key] = field.trim().slice(0, UTM_VALUE_MAX);
    }
    return Object.keys(record).length ? record : null;
  } catch {
    return null;
  }
}
