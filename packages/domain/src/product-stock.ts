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

/** How much of a cart a pickup store holds: every line in its quantity, some of it, or none. */
export type StoreCartStock = "all" | "part" | "none";

/**
 * Each pickup store's share of the cart, from the product-availability answer for the cart's
 * lines (`enough`: the store alone has the line's count). A line the answer lacks, or did not
 * find, is missing at every store.
 */
export function storeCartStock(
  storeIds: readonly number[],
  lineIds: readonly number[],
  availability: readonly {
    id: number;
    found: boolean;
    stores: readonly { store_id: number; qty: number; enough: boolean }[];
  }[],
): Map<number, StoreCartStock> {
  const byProduct = new Map(availability.filter((a) => a.found).map((a) => [a.id, a.stores]));
  const result = new Map<number, StoreCartStock>();
  for (const storeId of storeIds) {
    let enough = 0;
    let some = 0;
    for (const id of lineIds) {
      const here = byProduct.get(id)?.find((s) => s.store_id === storeId);
      if (here?.enough) enough++;
      else if ((here?.qty ?? 0) > 0) some++;
    }
    result.set(
      storeId,
      lineIds.length > 0 && enough === lineIds.length ? "all" : enough + some > 0 ? "part" : "none",
    );
  }
  return result;
}

/** The store a pickup starts at: the first with the whole cart, else with some of it, else the first. */
export function preferredPickupStore(
  storeIds: readonly number[],
  stock: ReadonlyMap<number, StoreCartStock>,
): number | undefined {
  return (
    storeIds.find((id) => stock.get(id) === "all") ??
    storeIds.find((id) => stock.get(id) === "part") ??
    storeIds[0]
  );
}
