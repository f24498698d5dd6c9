/** How many categories the home page's "similar categories" block shows at most. */
export const SIMILAR_CATEGORIES_LIMIT = 8;

export type CategoryCount = { id: number; parentId: number | null; productCount: number };

/**
 * The categories a shop has not chosen itself: the second-level categories (those under a
 * top-level one) with the most active products, ties in the catalogue's order; a catalogue
 * without second-level categories gives its top-level ones. Empty categories are never picked.
 */
export function pickSimilarCategories(
  categories: CategoryCount[],
  limit = SIMILAR_CATEGORIES_LIMIT,
): number[] {
  const roots = new Set(categories.filter((c) => c.parentId === null).map((c) => c.id));
  const second = categories.filter((c) => c.parentId !== null && roots.has(c.parentId));
  const pool = (second.some((c) => c.productCount > 0) ? second : categories.filter((c) => roots.has(c.id)))
    .map((c, order) => ({ ...c, order }))
    .filter((c) => c.productCount > 0);
  return pool
    .sort((a, b) => b.productCount - a.productCount || a.order - b.order)
    .slice(0, limit)
    .map((c) => c.id);
}
