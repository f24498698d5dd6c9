/**
 * The catalogue's properties (`specifications`) and their values as the back-office edits them
 * (issue 16): the rules for keys, titles, order and deletion, pure so the API and its tests share
 * them. A property's key and a value's key are what the storefront's listing puts in its query
 * string (`filter=form:tablets,syrup`), so they follow `parseFilters` (catalogue-query.ts).
 */

/** The kinds of filter the storefront draws: several options at once, or one. */
export const PROPERTY_TYPES = ["checkbox", "radio"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * Lower-case Latin letters, digits, "-" and "_", starting with a letter or digit, at most 64:
 * what the listing's query string reads (no "." or ":", which it drops or splits on).
 */
export const PROPERTY_KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
export const PROPERTY_KEY_MAX = 64;
export const PROPERTY_TITLE_MAX = 200;

/** Filter keys the listing keeps for its built-in filters; a property named so would be shadowed. */
export const RESERVED_PROPERTY_KEYS: readonly string[] = ["brand", "category"];

export type KeyInUse = { id: number; key: string };

/**
 * Why a property's or value's key is refused, or null. `inUse` are the keys it must differ from
 * (the shop's properties, or the property's values); `currentKey` is the key the record has now:
 * a key written before these rules (an import allowed ".") may stay while the titles change.
 */
export function propertyKeyProblem(
  key: string,
  inUse: readonly KeyInUse[],
  selfId: number | null,
  what: "property" | "value",
  currentKey: string | null = null,
): string | null {
  const value = key.trim();
  if (!value) return "The key is required.";
  if (value !== currentKey) {
    if (value.length > PROPERTY_KEY_MAX) return `The key can have at most ${PROPERTY_KEY_MAX} characters.`;
    if (!PROPERTY_KEY.test(value))
      return "The key has lower-case Latin letters, digits, hyphens and underscores only, and starts with a letter or digit.";
    if (what === "property" && RESERVED_PROPERTY_KEYS.includes(value))
      return `The key "${value}" is kept for the listing's built-in filter.`;
  }
  if (inUse.some((u) => u.id !== selfId && u.key === value))
    return what === "property"
      ? `Another property of the shop has the key "${value}".`
      : `Another value of this property has the key "${value}".`;
  return null;
}

/**
 * Problems of per-language titles, by field (`title.ro`, ...): the shop's main language is
 * required, a language the shop does not have is refused, each at most 200 characters.
 */
export function propertyTitleProblems(
  title: Readonly<Record<string, string | undefined>>,
  site: { languages: readonly string[]; mainLanguage: string },
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [lang, text] of Object.entries(title)) {
    if (!site.languages.includes(lang)) {
      if (text?.trim()) problems[`title.${lang}`] = `The shop has no language "${lang}".`;
      continue;
    }
    if ((text?.trim().length ?? 0) > PROPERTY_TITLE_MAX)
      problems[`title.${lang}`] = `The title can have at most ${PROPERTY_TITLE_MAX} characters.`;
  }
  if (!title[site.mainLanguage]?.trim())
    problems[`title.${site.mainLanguage}`] = "The title in the shop's main language is required.";
  return problems;
}

/** The titles to store: trimmed, empty ones left out (the storefront falls back to the main language's). */
export function storedTitles(
  title: Readonly<Record<string, string | undefined>>,
  languages: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    languages.flatMap((lang) => {
      const text = title[lang]?.trim();
      return text ? [[lang, text]] : [];
    }),
  );
}

/** All problems of a property's or value's key and titles, by field; empty when it may be saved. */
export function propertyProblems(
  input: { key: string; title: Readonly<Record<string, string | undefined>> },
  site: { languages: readonly string[]; mainLanguage: string },
  inUse: readonly KeyInUse[],
  self: { id: number; key: string } | null,
  what: "property" | "value",
): Record<string, string> {
  const problems = propertyTitleProblems(input.title, site);
  const key = propertyKeyProblem(input.key, inUse, self?.id ?? null, what, self?.key ?? null);
  if (key) problems.key = key;
  return problems;
}

/** The ids in their new order with `id` placed at `position` (clamped to the list's ends). */
export function placeAt(order: readonly number[], id: number, position: number): number[] {
  const rest = order.filter((x) => x !== id);
  const at = Math.max(0, Math.min(rest.length, Math.trunc(position)));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Why a property or value cannot be deleted, or null. One that products carry is kept unless the
 * request says to detach it from them (`detach`), so nobody clears a filter off products by a
 * slip; an unused one always goes.
 */
export function propertyDeleteRefusal(
  what: "property" | "value",
  products: number,
  detach: boolean,
): string | null {
  if (products === 0 || detach) return null;
  // Whole sentences with the count in brackets, so the back-office translates them (decision 0053).
  return what === "property"
    ? `The property cannot be deleted: products use it (${products}). Remove it from them first, or delete with detach=true to take it off them.`
    : `The value cannot be deleted: products use it (${products}). Remove it from them first, or delete with detach=true to take it off them.`;
}
