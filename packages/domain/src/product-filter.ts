/**
 * Rules of `/general/product-filter` (spec section 7): product ids as a comma-separated list,
 * a bounded random sample, and the products recommended for a basket.
 */

/** Ids a plain (unpaged) product-filter answers at most; paged requests may list more. */
export const PRODUCT_FILTER_IDS_MAX = 100;
export const PRODUCT_FILTER_PAGED_IDS_MAX = 500;
/** Random sample: default and largest size. */
export const RANDOM_PRODUCTS_DEFAULT = 10;
export const RANDOM_PRODUCTS_MAX = 50;
/** Basket recommendations: at most this many basket products are read, and products answered. */
export const RECOMMENDED_BASKET_MAX = 50;
export const RECOMMENDED_PRODUCTS_DEFAULT = 12;
export const RECOMMENDED_PRODUCTS_MAX = 30;

/**
 * "3,1,2" -> [3, 1, 2]: positive integer ids, duplicates dropped (first wins), order kept.
 * Anything else in the list is an error message rather than a silently shorter list.
 */
export function parseIdList(raw: string, max: number): { ids: number[] } | { error: string } {
  const parts = raw.split(",").map((p) => p.trim());
  if (!raw.trim() || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) === 0)) {
    return { error: "Give positive integer ids separated by commas." };
  }
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > max) return { error: `At most ${max} ids.` };
  return { ids };
}

/**
 * `k` distinct indexes of [0, n) in random order (Floyd's algorithm: O(k) time and memory, so
 * sampling a 100k-product catalogue costs the same as sampling a small one).
 */
export function sampleIndexes(n: number, k: number, random: () => number = Math.random): number[] {
  const size = Math.max(0, Math.min(Math.floor(k), Math.floor(n)));
  const chosen = new Set<number>();
  for (let j = n - size; j < n; j++) {
    const t = Math.floor(random() * (j + 1));
    chosen.add(chosen.has(t) ? j : t);
  }
  const result = [...chosen];
  // Floyd's set is not uniformly ordered: shuffle (Fisher-Yates).
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as number, result[i] as number];
  }
  return result;
}

export type ProductLinkKind = "associated" | "compatible" | "similar";

/** A link from a basket product to a candidate, with what ranking needs to know about the candidate. */
export type RecommendationLink = {
  fromId: number;
  linkedId: number;
  kind: ProductLinkKind;
  inStock: boolean;
  salesCount: number;
};

/** Bought with it beats fits it beats resembles it. */
const KIND_RANK: Record<ProductLinkKind, number> = { associated: 0, compatible: 1, similar: 2 };

/**
 * Products recommended for a basket: the products its products link to, without the basket's
 * own products, each once; in stock first, then linked from more basket products, then by the
 * strongest kind of link, then best sellers, then id. At most `limit`.
 */
export function rankRecommendations(
  links: readonly RecommendationLink[],
  basket: readonly number[],
  limit: number,
): number[] {
  const inBasket = new Set(basket);
  const candidates = new Map<
    number,
    { id: number; inStock: boolean; sales: number; from: Set<number>; kind: number }
  >();
  for (const link of links) {
    if (inBasket.has(link.linkedId) || !inBasket.has(link.fromId)) continue;
    const current = candidates.get(link.linkedId);
    if (current) {
      current.from.add(link.fromId);
      current.kind = Math.min(current.kind, KIND_RANK[link.kind]);
    } else {
      candidates.set(link.linkedId, {
        id: link.linkedId,
        inStock: link.inStock,
        sales: link.salesCount,
        from: new Set([link.fromId]),
        kind: KIND_RANK[link.kind],
      });
    }
  }
  return [...candidates.values()]
    .sort(
      (a, b) =>
        Number(b.inStock) - Number(a.inStock) ||
        b.from.size - a.from.size ||
        a.kind - b.kind ||
        b.sales - a.sales ||
        a.id - b.id,
    )
    .slice(0, Math.max(0, limit))
    .map((c) => c.id);
}

/** The slice of a list for a page (pages start at 1), and how many pages there are (at least 1). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), pages };
}
