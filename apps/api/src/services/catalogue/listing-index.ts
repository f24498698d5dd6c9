import type { Db } from "@sf/db";
import type { SortOption } from "@sf/domain";
import { sql } from "drizzle-orm";
import { versionedCache } from "./catalogue-version.ts";

/**
 * An in-memory, columnar copy of what listings filter, count and sort on: per active product its
 * price, brand, specification values and categories (see docs/decisions/0010). A listing with
 * facet counts becomes one pass over the products of the category instead of a dozen SQL
 * aggregates over the site; the database then only loads the cards of the page.
 *
 * Rows are the site's active products ordered by id. Brands and specification values are
 * renumbered densely (0 = no brand) so counters are small arrays.
 */
export type ListingIndex = {
  size: number;
  /** Product id of each row. Rows are grouped by category (then id) so that a category's
   * products sit side by side in memory: a listing reads them sequentially. */
  ids: Int32Array;
  /** Product ids ascending, and the row of each: lookups by id. */
  sortedIds: Int32Array;
  rowOfSorted: Int32Array;
  price: Float64Array;
  created: Float64Array;
  priority: Int32Array;
  /** Dense brand per row, 0 for none; `brandIds[dense]` is the database id. */
  brand: Int32Array;
  brandIds: Int32Array;
  /** Dense specification values of row r: `values[valueStart[r] .. valueStart[r + 1])`. */
  valueStart: Int32Array;
  values: Int32Array;
  /** Database id of a dense value, its specification's id, and the dense index of a value id. */
  valueIds: Int32Array;
  valueSpec: Int32Array;
  denseValue: Map<number, number>;
  denseBrand: Map<number, number>;
  /** Rows directly in a category (not its descendants), and the categories of row r:
   * `categoryIds[categoryStart[r] .. categoryStart[r + 1])`. */
  rowsByCategory: Map<number, Int32Array>;
  categoryStart: Int32Array;
  /** Dense category indices (see `denseCategory`), not database ids. */
  categoryIds: Int32Array;
  denseCategory: Map<number, number>;
  /** Row orders per sort, computed on first use; name orders per language come from SQL. */
  orders: Map<string, Int32Array | Promise<Int32Array>>;
  /** Scratch marks, one per row, reset after each query (queries run synchronously). */
  mark: Uint8Array;
};

export type IndexInput = {
  products: { id: number; price: number; created: number; priority: number; brandId: number | null }[];
  /** [productId, valueId, specificationId]; products not in `products` are ignored. */
  specValues: Iterable<readonly [number, number, number]>;
  /** [productId, categoryId] pairs. */
  categories: Iterable<readonly [number, number]>;
};

/** Builds the index from plain rows (the loader below reads them from the database). */
export function buildListingIndex(input: IndexInput): ListingIndex {
  const categoryPairs = [...input.categories];
  const firstCategory = new Map<number, number>();
  for (const [productId, categoryId] of categoryPairs) {
    const current = firstCategory.get(productId);
    if (current === undefined || categoryId < current) firstCategory.set(productId, categoryId);
  }
  const rows = [...input.products].sort(
    (a, b) =>
      (firstCategory.get(a.id) ?? Number.MAX_SAFE_INTEGER) -
        (firstCategory.get(b.id) ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
  );
  const size = rows.length;
  const ids = new Int32Array(size);
  const price = new Float64Array(size);
  const created = new Float64Array(size);
  const priority = new Int32Array(size);
  const brand = new Int32Array(size);
  const denseBrand = new Map<number, number>();
  const brandIds: number[] = [0];
  rows.forEach((p, r) => {
    ids[r] = p.id;
    price[r] = p.price;
    created[r] = p.created;
    priority[r] = p.priority;
    if (p.brandId != null) {
      let dense = denseBrand.get(p.brandId);
      if (dense === undefined) {
        dense = brandIds.length;
        denseBrand.set(p.brandId, dense);
        brandIds.push(p.brandId);
      }
      brand[r] = dense;
    }
  });
  const rowOfSorted = new Int32Array(size);
  for (let r = 0; r < size; r++) rowOfSorted[r] = r;
  rowOfSorted.sort((a, b) => (ids[a] as number) - (ids[b] as number));
  const sortedIds = rowOfSorted.map((r) => ids[r] as number);
  const lookup = { sortedIds, rowOfSorted };
  const rowOf = (id: number) => findRow(lookup, id);

  const perRow: number[][] = Array.from({ length: size }, () => []);
  const denseValue = new Map<number, number>();
  const valueIds: number[] = [];
  const valueSpec: number[] = [];
  let valueCount = 0;
  for (const [productId, valueId, specId] of input.specValues) {
    const r = rowOf(productId);
    if (r < 0) continue;
    let dense = denseValue.get(valueId);
    if (dense === undefined) {
      dense = valueIds.length;
      denseValue.set(valueId, dense);
      valueIds.push(valueId);
      valueSpec.push(specId);
    }
    (perRow[r] as number[]).push(dense);
    valueCount++;
  }
  const valueStart = new Int32Array(size + 1);
  const values = new Int32Array(valueCount);
  let at = 0;
  for (let r = 0; r < size; r++) {
    valueStart[r] = at;
    for (const v of perRow[r] as number[]) values[at++] = v;
  }
  valueStart[size] = at;

  const byCategory = new Map<number, number[]>();
  const categoriesOfRow: number[][] = Array.from({ length: size }, () => []);
  const denseCategory = new Map<number, number>();
  let membershipCount = 0;
  for (const [productId, categoryId] of categoryPairs) {
    const r = rowOf(productId);
    if (r < 0) continue;
    let dense = denseCategory.get(categoryId);
    if (dense === undefined) {
      dense = denseCategory.size;
      denseCategory.set(categoryId, dense);
    }
    (categoriesOfRow[r] as number[]).push(dense);
    membershipCount++;
    const list = byCategory.get(categoryId);
    if (list) list.push(r);
    else byCategory.set(categoryId, [r]);
  }
  const rowsByCategory = new Map<number, Int32Array>();
  for (const [categoryId, list] of byCategory) rowsByCategory.set(categoryId, Int32Array.from(list));
  const categoryStart = new Int32Array(size + 1);
  const categoryIds = new Int32Array(membershipCount);
  at = 0;
  for (let r = 0; r < size; r++) {
    categoryStart[r] = at;
    for (const c of categoriesOfRow[r] as number[]) categoryIds[at++] = c;
  }
  categoryStart[size] = at;

  return {
    size,
    ids,
    sortedIds,
    rowOfSorted,
    price,
    created,
    priority,
    brand,
    brandIds: Int32Array.from(brandIds),
    valueStart,
    values,
    valueIds: Int32Array.from(valueIds),
    valueSpec: Int32Array.from(valueSpec),
    denseValue,
    denseBrand,
    rowsByCategory,
    categoryStart,
    categoryIds,
    denseCategory,
    orders: new Map(),
    mark: new Uint8Array(size),
  };
}

/** The row of a product id (binary search over the sorted ids); -1 when absent. */
export function findRow(index: Pick<ListingIndex, "sortedIds" | "rowOfSorted">, id: number): number {
  const ids = index.sortedIds;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid] as number;
    if (v === id) return index.rowOfSorted[mid] as number;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Row order for a sort that needs no texts; ties go to the lower id, as the SQL did. */
function numericOrder(index: ListingIndex, sort: Exclude<SortOption, "name-" | "name+">): Int32Array {
  const { price, created, priority, ids } = index;
  const byId = (a: number, b: number) => (ids[a] as number) - (ids[b] as number);
  const rows = new Int32Array(index.size);
  for (let r = 0; r < rows.length; r++) rows[r] = r;
  const compare = {
    "sort_priority-": (a: number, b: number) =>
      (priority[b] as number) - (priority[a] as number) ||
      (created[b] as number) - (created[a] as number) ||
      byId(a, b),
    "price-": (a: number, b: number) => (price[b] as number) - (price[a] as number) || byId(a, b),
    "price+": (a: number, b: number) => (price[a] as number) - (price[b] as number) || byId(a, b),
    "newer+": (a: number, b: number) => (created[b] as number) - (created[a] as number) || byId(a, b),
  }[sort];
  return rows.sort(compare);
}

/**
 * Row order for a sort. Name orders follow the database collation: `titleOrder` returns the
 * product ids with a title in the language, in order; the others go last (A-Z) or first (Z-A),
 * lowest id first, as `ORDER BY title NULLS LAST/FIRST, id` did.
 */
export function sortOrder(
  index: ListingIndex,
  sort: SortOption,
  lang: string,
  titleOrder: (lang: string, descending: boolean) => Promise<number[]>,
): Int32Array | Promise<Int32Array> {
  const key = sort === "name+" || sort === "name-" ? `${sort}:${lang}` : sort;
  const hit = index.orders.get(key);
  if (hit) return hit;
  if (sort !== "name+" && sort !== "name-") {
    const order = numericOrder(index, sort);
    index.orders.set(key, order);
    return order;
  }
  const descending = sort === "name-";
  const pending = titleOrder(lang, descending).then((productIds) => {
    const seen = new Uint8Array(index.size);
    const titled: number[] = [];
    for (const id of productIds) {
      const r = findRow(index, id);
      if (r >= 0 && !seen[r]) {
        seen[r] = 1;
        titled.push(r);
      }
    }
    const untitled: number[] = [];
    for (const r of index.rowOfSorted) if (!seen[r]) untitled.push(r);
    const order = Int32Array.from(descending ? [...untitled, ...titled] : [...titled, ...untitled]);
    index.orders.set(key, order);
    return order;
  });
  index.orders.set(key, pending);
  pending.catch(() => index.orders.delete(key));
  return pending;
}

const everyRow = new WeakMap<ListingIndex, Int32Array>();

/** Every row, for listings not bound to a category (a brand's products). */
function allRows(index: ListingIndex): Int32Array {
  let rows = everyRow.get(index);
  if (!rows) {
    rows = new Int32Array(index.size);
    for (let r = 0; r < rows.length; r++) rows[r] = r;
    everyRow.set(index, rows);
  }
  return rows;
}

export type ListingSelection = {
  /** Categories whose products are listed (a category and its descendants); null: all. */
  categoryIds: number[] | null;
  /** Only these products (an offer's), whatever their categories; categoryIds is then ignored. */
  productIds?: readonly number[];
  price?: { from: number | null; to: number | null } | null;
  /** Selected options per filter: brand ids, or a specification's value ids. */
  filters: ({ brandIds: number[] } | { specId: number; valueIds: number[] })[];
  /**
   * The built-in category filter: the listed category's children, each with the ids of its
   * subtree, and which of them are selected (none: no category filter, only counts).
   */
  subcategories?: { id: number; categoryIds: number[]; selected: boolean }[];
  order: Int32Array;
  offset: number;
  limit: number;
};

export type ListingResult = {
  total: number;
  /** Product ids of the page, in order. */
  ids: number[];
  /** Per database value id: products matching everything but that value's own filter. */
  valueCounts: Map<number, number>;
  /** Per brand id: products matching everything but the brand filter. */
  brandCounts: Map<number, number>;
  /** Per subcategory id: products of its subtree matching everything but the category filter. */
  subcategoryCounts: Map<number, number>;
  /** Price bounds of the products matching the filters, whatever the price range. */
  priceMin: number | null;
  priceMax: number | null;
};

/**
 * One listing: total, page, facet counts that ignore their own filter (so a shopper sees how many
 * products each other option would give) and the price bounds. Filter keys AND together, options
 * of a key OR together. Runs synchronously over the scratch marks, which it leaves cleared.
 */
export function queryListing(index: ListingIndex, selection: ListingSelection): ListingResult {
  const { mark, valueStart, values, brand, price } = index;
  const keys = selection.filters.slice(0, 29);
  // Subcategory of each category below the listed one; the category filter takes the next bit.
  const subcategories = selection.subcategories ?? [];
  const groupOf = new Int32Array(index.denseCategory.size).fill(-1);
  const selectedGroup = new Uint8Array(subcategories.length);
  subcategories.forEach((sub, g) => {
    if (sub.selected) selectedGroup[g] = 1;
    for (const id of sub.categoryIds) {
      const dense = index.denseCategory.get(id);
      if (dense !== undefined) groupOf[dense] = g;
    }
  });
  const categoryKeyBit = subcategories.some((sub) => sub.selected) ? 1 << keys.length : 0;
  const full = (1 << keys.length) - 1 + categoryKeyBit;
  const groupCount = new Int32Array(subcategories.length);
  // The distinct subcategories of the current row (a product is rarely in more than a few).
  const rowGroups = new Int32Array(64);
  let groupsOfRow = 0;
  const { categoryStart, categoryIds } = index;
  // valueBit: the filter a selected value satisfies; keyOfValue: the filter of the value's
  // specification, selected or not (a row failing only that filter counts toward its options).
  const valueBit = new Int32Array(index.valueIds.length);
  const keyOfValue = new Int32Array(index.valueIds.length);
  const brandBit = new Int32Array(index.brandIds.length);
  let brandKeyBit = 0;
  const specBit = new Map<number, number>();
  keys.forEach((key, j) => {
    const bit = 1 << j;
    if ("brandIds" in key) {
      brandKeyBit = bit;
      for (const id of key.brandIds) {
        const dense = index.denseBrand.get(id);
        if (dense !== undefined) brandBit[dense] = bit;
      }
      return;
    }
    specBit.set(key.specId, bit);
    for (const id of key.valueIds) {
      const dense = index.denseValue.get(id);
      if (dense !== undefined) valueBit[dense] = bit;
    }
  });
  if (specBit.size)
    index.valueSpec.forEach((specId, dense) => {
      keyOfValue[dense] = specBit.get(specId) ?? 0;
    });

  const from = selection.price?.from ?? null;
  const to = selection.price?.to ?? null;
  const valueCount = new Int32Array(index.valueIds.length);
  const brandCount = new Int32Array(index.brandIds.length);
  const touched: number[] = [];
  let total = 0;
  let priceMin = Number.POSITIVE_INFINITY;
  let priceMax = Number.NEGATIVE_INFINITY;

  const sources = selection.productIds
    ? [Int32Array.from(selection.productIds.map((id) => findRow(index, id)).filter((r) => r >= 0))]
    : selection.categoryIds === null
      ? [allRows(index)]
      : selection.categoryIds.flatMap((id) => index.rowsByCategory.get(id) ?? []);
  for (const rows of sources) {
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i] as number;
      if (mark[r]) continue;
      mark[r] = 1;
      touched.push(r);
      let mask = brandBit[brand[r] as number] as number;
      const start = valueStart[r] as number;
      const end = valueStart[r + 1] as number;
      for (let k = start; k < end; k++) mask |= valueBit[values[k] as number] as number;
      groupsOfRow = 0;
      if (subcategories.length) {
        let inSelected = false;
        const last = categoryStart[r + 1] as number;
        for (let k = categoryStart[r] as number; k < last; k++) {
          const g = groupOf[categoryIds[k] as number] as number;
          if (g < 0) continue;
          let seen = false;
          for (let j = 0; j < groupsOfRow; j++) if (rowGroups[j] === g) seen = true;
          if (seen || groupsOfRow === rowGroups.length) continue;
          rowGroups[groupsOfRow++] = g;
          if (selectedGroup[g]) inSelected = true;
        }
        if (inSelected) mask |= categoryKeyBit;
      }
      const missing = full & ~mask;
      const p = price[r] as number;
      const priceOk = (from === null || p >= from) && (to === null || p <= to);
      if (priceOk && (missing === 0 || missing === categoryKeyBit))
        for (let j = 0; j < groupsOfRow; j++) {
          const g = rowGroups[j] as number;
          groupCount[g] = (groupCount[g] as number) + 1;
        }
      if (missing === 0) {
        if (p < priceMin) priceMin = p;
        if (p > priceMax) priceMax = p;
        if (!priceOk) continue;
        total++;
        mark[r] = 2;
        const b = brand[r] as number;
        brandCount[b] = (brandCount[b] as number) + 1;
        for (let k = start; k < end; k++) {
          const v = values[k] as number;
          valueCount[v] = (valueCount[v] as number) + 1;
        }
      } else if (priceOk && (missing & (missing - 1)) === 0) {
        if (missing === categoryKeyBit) continue;
        if (missing === brandKeyBit) {
          const b = brand[r] as number;
          brandCount[b] = (brandCount[b] as number) + 1;
        } else
          for (let k = start; k < end; k++) {
            const v = values[k] as number;
            if (keyOfValue[v] === missing) valueCount[v] = (valueCount[v] as number) + 1;
          }
      }
    }
  }

  const ids: number[] = [];
  if (total > selection.offset) {
    let skipped = 0;
    const { order } = selection;
    for (let i = 0; i < order.length && ids.length < selection.limit; i++) {
      const r = order[i] as number;
      if (mark[r] !== 2) continue;
      if (skipped < selection.offset) skipped++;
      else ids.push(index.ids[r] as number);
    }
  }
  for (const r of touched) mark[r] = 0;

  const valueCounts = new Map<number, number>();
  valueCount.forEach((n, dense) => {
    if (n > 0) valueCounts.set(index.valueIds[dense] as number, n);
  });
  const brandCounts = new Map<number, number>();
  brandCount.forEach((n, dense) => {
    if (n > 0 && dense > 0) brandCounts.set(index.brandIds[dense] as number, n);
  });
  const subcategoryCounts = new Map<number, number>();
  subcategories.forEach((sub, g) => {
    subcategoryCounts.set(sub.id, groupCount[g] as number);
  });
  return {
    total,
    ids,
    valueCounts,
    brandCounts,
    subcategoryCounts,
    priceMin: Number.isFinite(priceMin) ? priceMin : null,
    priceMax: Number.isFinite(priceMax) ? priceMax : null,
  };
}

/** Products per load query: bounds the memory of one result set on big catalogues. */
const CHUNK = 50_000;

async function loadListingIndex(db: Db, siteId: number): Promise<ListingIndex> {
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const products = rowsOf<{
    id: number;
    price: number;
    created: number;
    priority: number;
    brand_id: number | null;
  }>(
    await db.execute(sql`
      select id, price, extract(epoch from created_at) * 1000 as created, sort_priority as priority, brand_id
      from products where site_id = ${siteId} and active order by id`),
  ).map((p) => ({
    id: Number(p.id),
    price: Number(p.price),
    created: Number(p.created),
    priority: Number(p.priority),
    brandId: p.brand_id == null ? null : Number(p.brand_id),
  }));
  const specValues: [number, number, number][] = [];
  const categories: [number, number][] = [];
  for (let i = 0; i < products.length; i += CHUNK) {
    const first = products[i]?.id as number;
    const last = products[Math.min(i + CHUNK, products.length) - 1]?.id as number;
    const [values, cats] = await Promise.all([
      db.execute(sql`
        select psv.product_id, psv.value_id, sv.specification_id
        from product_spec_values psv join specification_values sv on sv.id = psv.value_id
        where psv.site_id = ${siteId} and psv.product_id between ${first} and ${last}`),
      db.execute(sql`
        select product_id, category_id from product_categories
        where site_id = ${siteId} and product_id between ${first} and ${last}`),
    ]);
    for (const v of rowsOf<{ product_id: number; value_id: number; specification_id: number }>(values))
      specValues.push([Number(v.product_id), Number(v.value_id), Number(v.specification_id)]);
    for (const c of rowsOf<{ product_id: number; category_id: number }>(cats))
      categories.push([Number(c.product_id), Number(c.category_id)]);
  }
  return buildListingIndex({ products, specValues, categories });
}

const cache = versionedCache(loadListingIndex);

/** The site's listing index, rebuilt when the catalogue version moves. */
export function getListingIndex(db: Db, siteId: number): Promise<ListingIndex> {
  return cache.get(db, siteId);
}

/** Product ids with a title in the language, by title (database collation), then id. */
export async function titleOrder(
  db: Db,
  siteId: number,
  lang: string,
  descending: boolean,
): Promise<number[]> {
  const result = await db.execute(sql`
    select product_id from product_translations where site_id = ${siteId} and lang = ${lang}
    order by title ${descending ? sql`desc` : sql`asc`}, product_id`);
  return (result as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id));
}
