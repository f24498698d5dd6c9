/**
 * The compare page's table: one row per property any of the products has, in the order they
 * first appear, with each product's value (null when it has none) and whether they differ.
 */
export type CompareRow = { title: string; values: (string | null)[]; differs: boolean };

export function compareRows(products: { properties: { title: string; value: string }[] }[]): CompareRow[] {
  const titles: string[] = [];
  for (const p of products)
    for (const { title } of p.properties) if (!titles.includes(title)) titles.push(title);
  return titles.map((title) => {
    const values = products.map((p) => p.properties.find((x) => x.title === title)?.value ?? null);
    const normal = values.map((v) => v?.trim().toLowerCase() ?? null);
    return { title, values, differs: normal.some((v) => v !== normal[0]) };
  });
}

/** The most products compared at once, and the rule that they share one category. */
export const COMPARE_MAX = 8;

export type CompareList = { categoryId: number | null; ids: number[] };

/**
 * Adding to the compare list (spec: only within one category): a product of another category
 * is refused (`other_category`), a full list too (`full`); adding twice changes nothing.
 */
export function addToCompare(
  list: CompareList,
  product: { id: number; categoryId: number | null },
): { list: CompareList; refused: "other_category" | "full" | null } {
  if (list.ids.includes(product.id)) return { list, refused: null };
  if (list.ids.length && list.categoryId !== product.categoryId) return { list, refused: "other_category" };
  if (list.ids.length >= COMPARE_MAX) return { list, refused: "full" };
  return { list: { categoryId: product.categoryId, ids: [...list.ids, product.id] }, refused: null };
}

/** Removing from the list; the last one out empties it (spec: "removing the last clears storage"). */
export function removeFromCompare(list: CompareList, id: number): CompareList {
  const ids = list.ids.filter((x) => x !== id);
  return ids.length ? { ...list, ids } : { categoryId: null, ids: [] };
}
