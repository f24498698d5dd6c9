/** Stock states of a product and of a store (product page, cards, availability modal). */

export type ProductStockState = "in_stock" | "preorder" | "out_of_stock";

/**
 * What a product card or page offers: buying when available, preordering when out of stock but
 * orderable in advance, otherwise a "notify me" request.
 */
export function productStockState(product: { available: boolean; preorder: boolean }): ProductStockState {
  if (product.available) return "in_stock";
  return product.preorder ? "preorder" : "out_of_stock";
}

/** Whether a product can be ordered: active, and stock left unless the site sells below zero. */
export function isOrderable(
  product: { active: boolean; stock: number },
  allowNegativeStock: boolean,
): boolean {
  return product.active && (product.stock > 0 || allowNegativeStock);
}

/** Stock as shoppers see it: never negative, whole units. */
export function visibleQty(qty: number): number {
  return Number.isFinite(qty) ? Math.max(0, Math.floor(qty)) : 0;
}

/** At or below this many units a store shows "few left". */
export const FEW_LEFT_QTY = 5;

export type StoreStockLevel = "none" | "few" | "in_stock";

/** A store's stock of a product for the availability modal. */
export function storeStockLevel(qty: number, few = FEW_LEFT_QTY): StoreStockLevel {
  const visible = visibleQty(qty);
  if (visible === 0) return "none";
  return visible <= few ? "few" : "in_stock";
}

export type PocketSort = "price+" | "price-";

/**
 * The associated ("pocket") products modal's filters: keep one category (null: all) and order by
 * price (null: the shop's order). Returns a new list; equal prices keep the shop's order.
 */
export function filterPocketProducts<T extends { price: number; category: { subcategoryId: number } | null }>(
  products: readonly T[],
  filter: { categoryId: number | null; sort: PocketSort | null },
): T[] {
  const kept =
    filter.categoryId === null
      ? [...products]
      : products.filter((p) => p.category?.subcategoryId === filter.categoryId);
  if (filter.sort === "price+") kept.sort((a, b) => a.price - b.price);
  if (filter.sort === "price-") kept.sort((a, b) => b.price - a.price);
  return kept;
}

/** The distinct categories of a product list, in first-seen order, for the pocket filter. */
export function pocketCategories<
  T extends { category: { subcategoryId: number; subcategoryTitle: string } | null },
>(products: readonly T[]): { id: number; title: string }[] {
  const seen = new Map<number, string>();
  for (const p of products) {
    if (p.category && !seen.has(p.category.subcategoryId))
      seen.set(p.category.subcategoryId, p.category.subcategoryTitle);
  }
  return [...seen].map(([id, title]) => ({ id, title }));
}
