/**
 * Rules of the back-office's per-language content (articles, pages, banners): which languages a
 * text may be written in, and a new order of a shop's items.
 */

/**
 * Problems with a content item's texts, by field (DRF's shape): each text in one of the shop's
 * languages and at most one per language. Null when they are fine.
 */
export function contentTextProblems(
  texts: readonly { lang: string }[],
  shopLanguages: readonly string[],
  /** When given, a text in it is required (the storefront falls back to it). */
  mainLanguage?: string,
): Record<string, string[]> | null {
  const problems: string[] = [];
  if (mainLanguage && !texts.some((t) => t.lang === mainLanguage))
    problems.push(`Write the text in the shop's main language ("${mainLanguage}") too.`);
  const seen = new Set<string>();
  for (const { lang } of texts) {
    if (!shopLanguages.includes(lang))
      problems.push(`The shop is not published in "${lang}"; write in ${shopLanguages.join(", ")}.`);
    else if (seen.has(lang)) problems.push(`There are two texts in "${lang}"; keep one.`);
    seen.add(lang);
  }
  return problems.length ? { translations: problems } : null;
}

/** A new order of a shop's items must name each of them exactly once; the problem, or null. */
export function reorderProblem(requested: readonly number[], existing: readonly number[]): string | null {
  if (new Set(requested).size !== requested.length) return "An item is named twice in the new order.";
  const known = new Set(existing);
  if (requested.some((id) => !known.has(id))) return "The new order names an item the shop does not have.";
  if (requested.length !== existing.length) return "The new order must name every item of the shop.";
  return null;
}
