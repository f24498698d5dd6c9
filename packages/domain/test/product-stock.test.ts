import { describe, expect, it } from "vitest";
import {
  filterPocketProducts,
  isOrderable,
  pocketCategories,
  preferredPickupStore,
  productStockState,
  storeCartStock,
  storeStockLevel,
  visibleQty,
} from "../src/product-stock.ts";
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_MAX } from "../src/recently-viewed.ts";

describe("productStockState", () => {
  it("buys when available, preorders or notifies when not", () => {
    expect(productStockState({ available: true, preorder: true })).toBe("in_stock");
    expect(productStockState({ available: false, preorder: true })).toBe("preorder");
    expect(productStockState({ available: false, preorder: false })).toBe("out_of_stock");
  });
});

describe("stock quantities", () => {
  it("orders active products with stock, or any active product when negative stock is allowed", () => {
    expect(isOrderable({ active: true, stock: 2 }, false)).toBe(true);
    expect(isOrderable({ active: true, stock: 0 }, false)).toBe(false);
    expect(isOrderable({ active: true, stock: -3 }, true)).toBe(true);
    expect(isOrderable({ active: false, stock: 5 }, true)).toBe(false);
  });
  it("never shows a negative or fractional quantity", () => {
    expect(visibleQty(-4)).toBe(0);
    expect(visibleQty(2.7)).toBe(2);
    expect(visibleQty(Number.NaN)).toBe(0);
  });
  it("grades a store's stock as none, few or in stock", () => {
    expect(storeStockLevel(-1)).toBe("none");
    expect(storeStockLevel(0)).toBe("none");
    expect(storeStockLevel(1)).toBe("few");
    expect(storeStockLevel(5)).toBe("few");
    expect(storeStockLevel(6)).toBe("in_stock");
    expect(storeStockLevel(2, 1)).toBe("in_stock");
  });
});

describe("pocket products filter", () => {
  const card = (price: number, categoryId: number | null) => ({
    price,
    category: categoryId === null ? null : { subcategoryId: categoryId, subcategoryTitle: `c${categoryId}` },
  });
  const products = [card(30, 1), card(10, 2), card(20, 1), card(10, null)];

  it("keeps one category and orders by price either way, stable for equal prices", () => {
    expect(filterPocketProducts(products, { categoryId: 1, sort: null }).map((p) => p.price)).toEqual([
      30, 20,
    ]);
    expect(filterPocketProducts(products, { categoryId: null, sort: "price+" })).toEqual([
      products[1],
      products[3],
      products[2],
      products[0],
    ]);
    expect(filterPocketProducts(products, { categoryId: 1, sort: "price-" }).map((p) => p.price)).toEqual([
      30, 20,
    ]);
    expect(filterPocketProducts(products, { categoryId: 9, sort: null })).toEqual([]);
  });
  it("does not change the list it was given", () => {
    const before = [...products];
    filterPocketProducts(products, { categoryId: null, sort: "price-" });
    expect(products).toEqual(before);
  });
  it("lists the distinct categories in first-seen order", () => {
    expect(pocketCategories(products)).toEqual([
      { id: 1, title: "c1" },
      { id: 2, title: "c2" },
    ]);
  });
});

describe("recently viewed", () => {
  it("puts the viewed product first without duplicates", () => {
    expect(addRecentlyViewed([], 5)).toEqual([5]);
    expect(addRecentlyViewed([3, 5, 7], 5)).toEqual([5, 3, 7]);
    expect(addRecentlyViewed([3, 7], 9)).toEqual([9, 3, 7]);
  });
  it(`keeps at most ${RECENTLY_VIEWED_MAX}, dropping the oldest`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => i + 1);
    const next = addRecentlyViewed(full, 100);
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe(100);
    expect(next).not.toContain(RECENTLY_VIEWED_MAX);
  });
  it("reads stored ids or product objects leniently", () => {
    expect(parseRecentlyViewed("nope")).toEqual([]);
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed([4, "x", 4, -1, 2.5, { productId: 8 }, { id: 3 }, 6])).toEqual([4, 8, 6]);
    expect(parseRecentlyViewed(Array.from({ length: 50 }, (_, i) => i + 1))).toHaveLength(
      RECENTLY_VIEWED_MAX,
    );
  });
});

describe("storeCartStock and preferredPickupStore", () => {
  const at = (store_id: number, qty: number, enough: boolean) => ({ store_id, qty, enough });
  const availability = [
    { id: 1, found: true, stores: [at(10, 0, false), at(20, 5, true), at(30, 1, false)] },
    { id: 2, found: true, stores: [at(10, 3, true), at(20, 2, true), at(30, 0, false)] },
  ];

  it("says which stores hold every line, some, or none", () => {
    const stock = storeCartStock([10, 20, 30, 40], [1, 2], availability);
    expect([...stock]).toEqual([
      [10, "part"],
      [20, "all"],
      [30, "part"],
      [40, "none"],
    ]);
    expect(preferredPickupStore([10, 20, 30, 40], stock)).toBe(20);
  });

  it("counts a line the answer lacks or did not find as missing everywhere", () => {
    const unknown = [{ id: 2, found: false, stores: [at(10, 0, false)] }];
    expect([...storeCartStock([10], [1, 2], unknown)]).toEqual([[10, "none"]]);
    expect([...storeCartStock([10, 20], [1, 3], availability)]).toEqual([
      [10, "none"],
      [20, "part"],
    ]);
  });

  it("starts at a store with some of the cart when none has it all, else at the first", () => {
    const stock = storeCartStock([10, 30], [1, 2], availability);
    expect(preferredPickupStore([30, 10], stock)).toBe(30);
    expect(preferredPickupStore([40, 50], new Map())).toBe(40);
    expect(preferredPickupStore([], new Map())).toBeUndefined();
  });
});
