/**
 * The back-office's catalogue structure (issue 16): the rules for a category's texts and place in
 * the tree, pure so the API and its tests share them. Slugs follow the import's (decision 0051).
 */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_TITLE_MAX = 200;
export const CATEGORY_SLUG_MAX = 120;

export type CategoryTexts = {
  title: string;
  slug: string;
  description?: string;
  seo_title?: string;
  seo_description?: string;
};

/** The shop's other categories' slugs: `{id, lang, slug}` per translation. */
export type SlugInUse = { id: number; lang: string; slug: string };

/**
 * Problems of a category's per-language texts, by field (`title.ro`, `slug.ru`, ...): the main
 * language's title and slug are required, a language given must have both, a slug is lower-case
 * letters, digits and single hyphens, and unique per language within the shop (the category's
 * own slugs excepted).
 */
export function categoryTextProblems(
  texts: Record<string, CategoryTexts | undefined>,
  site: { languages: readonly string[]; mainLanguage: string },
  inUse: readonly SlugInUse[],
  selfId: number | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const lang of Object.keys(texts))
    if (!site.languages.includes(lang)) problems[`texts.${lang}`] = `The shop has no language "${lang}".`;
  if (!texts[site.mainLanguage])
    problems[`title.${site.mainLanguage}`] = "The main language's title is required.";
  for (const lang of site.languages) {
    const t = texts[lang];
    if (!t) continue;
    const title = t.title.trim();
    const slug = t.slug.trim();
    if (!title) problems[`title.${lang}`] = "The title is required.";
    else if (title.length > CATEGORY_TITLE_MAX)
      problems[`title.${lang}`] = `The title can have at most ${CATEGORY_TITLE_MAX} characters.`;
    if (!slug) problems[`slug.${lang}`] = "The slug is required.";
    else if (slug.length > CATEGORY_SLUG_MAX)
      problems[`slug.${lang}`] = `The slug can have at most ${CATEGORY_SLUG_MAX} characters.`;
    else if (!CATEGORY_SLUG.test(slug))
      problems[`slug.${lang}`] = "The slug has lower-case Latin letters, digits and single hyphens only.";
    else if (inUse.some((u) => u.lang === lang && u.slug === slug && u.id !== selfId))
      problems[`slug.${lang}`] = `Another category of the shop has the slug "${slug}" in this language.`;
  }
  return problems;
}

/**
 * Whether a category may move under `parentId`: not under itself or one of its descendants.
 * `parentOf` maps each category id to its parent (null at the top).
 */
export function canMoveUnder(
  id: number,
  parentId: number | null,
  parentOf: ReadonlyMap<number, number | null>,
) {
  for (let at = parentId; at !== null; at = parentOf.get(at) ?? null) if (at === id) return false;
  return true;
}

/** The siblings' ids after moving one up or down a place (unchanged at either end). */
export function moveAmongSiblings(
  siblings: readonly number[],
  id: number,
  direction: "up" | "down",
): number[] {
  const order = [...siblings];
  const i = order.indexOf(id);
  const j = direction === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= order.length) return order;
  [order[i], order[j]] = [order[j] as number, order[i] as number];
  return order;
}

/** Why a category cannot be deleted (its products or subcategories would be orphaned), or null. */
export function categoryDeleteRefusal(counts: { products: number; children: number }): string | null {
  if (counts.children > 0)
    return `The category has ${counts.children} subcategories: move or delete them first.`;
  if (counts.products > 0)
    return `The category has ${counts.products} products: move them to another category first.`;
  return null;
}

/** Each language's URL path of a category: its parent's path and its own slug. */
export function categoryPaths(
  slugs: Record<string, string>,
  parentPaths: Record<string, string> | null,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(slugs).map(([lang, slug]) => [
      lang,
      parentPaths?.[lang] ? `${parentPaths[lang]}/${slug}` : slug,
    ]),
  );
}

/**
 * Why a banner's picture reference is refused, or null: a media path (`categories/x.svg`,
 * `/media/categories/x.svg`) or an http(s) URL; nothing that climbs folders or runs script.
 */
export function bannerImageProblem(image: string): string | null {
  const value = image.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      new URL(value);
      return /\s/.test(value) ? "The picture's URL has spaces." : null;
    } catch {
      return "The picture's URL is not valid.";
    }
  }
  if (!/^\/?[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(value) || value.split("/").includes(".."))
    return "The picture is a media path (letters, digits, - _ . /) or an http(s) URL.";
  return null;
}

/** Problems of a brand's name and slug (unique within the shop), by field. */
export function brandProblems(
  input: { name: string; slug: string; country?: string | null },
  inUse: readonly { id: number; name: string; slug: string }[],
  selfId: number | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  const slug = input.slug.trim();
  if (!name) problems.name = "The name is required.";
  else if (inUse.some((b) => b.id !== selfId && b.name.toLowerCase() === name.toLowerCase()))
    problems.name = `Another brand of the shop is named "${name}".`;
  if (!CATEGORY_SLUG.test(slug))
    problems.slug = "The slug has lower-case Latin letters, digits and single hyphens only.";
  else if (inUse.some((b) => b.id !== selfId && b.slug === slug))
    problems.slug = `Another brand of the shop has the slug "${slug}".`;
  return problems;
}

/** Why a brand cannot be deleted, or null. */
export function brandDeleteRefusal(products: number): string | null {
  return products > 0 ? `The brand has ${products} products: give them another brand first.` : null;
}
