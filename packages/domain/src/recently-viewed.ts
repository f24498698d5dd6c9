/** Recently viewed products (pharmacy theme): ids in local storage, newest first, no duplicates. */

export const RECENTLY_VIEWED_KEY = "recently_viewed";
export const RECENTLY_VIEWED_MAX = 30;

/** Reads a stored list leniently: anything that is not a positive integer id is dropped. */
export function parseRecentlyViewed(raw: unknown, max = RECENTLY_VIEWED_MAX): number[] {
  if (!Array.isArray(raw)) return [];
  const ids: number[] = [];
  for (const value of raw) {
    const id =
      typeof value === "object" && value !== null ? (value as { productId?: unknown }).productId : value;
    if (typeof id === "number" && Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}

/** The list after viewing a product: it moves (or is added) to the front; the oldest fall off. */
export function addRecentlyViewed(list: readonly number[], id: number, max = RECENTLY_VIEWED_MAX): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}
