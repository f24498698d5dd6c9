/** The people serving in a shop's stores, as the store locator shows them. */

/**
 * A person's initials for an avatar without a photo: the first letter of the first and of the
 * last word (one letter for a one-word name), upper case, in any script; "" for no letters.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-–—]+/u)
    .map((word) => word.match(/\p{L}/u)?.[0] ?? "")
    .filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? (words.at(-1) ?? "") : "";
  return (first + last).toLocaleUpperCase();
}

/**
 * The sellers grouped by the store they work in, in the API's order; staff of no one store, and
 * of a store not listed, under `elsewhere` (the locator shows them after the stores).
 */
export function sellersByStore<T extends { store: { id: number } | null }>(
  sellers: readonly T[],
  storeIds: readonly number[],
): { byStore: Record<number, T[]>; elsewhere: T[] } {
  const listed = new Set(storeIds);
  const byStore: Record<number, T[]> = {};
  const elsewhere: T[] = [];
  for (const seller of sellers) {
    const id = seller.store?.id;
    if (id === undefined || !listed.has(id)) {
      elsewhere.push(seller);
      continue;
    }
    const list = byStore[id] ?? [];
    list.push(seller);
    byStore[id] = list;
  }
  return { byStore, elsewhere };
}
