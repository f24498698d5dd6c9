import { describe, expect, it } from "vitest";
import {
  buildListingIndex,
  type ListingSelection,
  queryListing,
  sortOrder,
} from "../src/services/catalogue/listing-index.ts";

// A small random catalogue, and a direct (slow, obvious) reading of the listing rules to compare
// the index against: filters AND across keys, OR within a key; facets ignore their own key.
function rng(seed: number) {
  return (m: number) => {
    seed = (seed * 48271) % 2147483647;
    return seed % m;
  };
}

type P = { id: number; price: number; created: number; priority: number; brandId: number | null };

function catalogue(seed: number) {
  const rnd = rng(seed);
  const specs = [1, 2, 3].map((s) => ({ specId: s, values: [0, 1, 2, 3].map((v) => s * 10 + v) }));
  const products: P[] = [];
  const values = new Map<number, number[]>();
  const cats = new Map<number, number[]>();
  for (let i = 0; i < 300; i++) {
    const id = 1000 + i * 3;
    products.push({
      id,
      price: 1 + rnd(500),
      created: rnd(50),
      priority: rnd(5),
      brandId: rnd(6) === 0 ? null : 1 + rnd(5),
    });
    values.set(
      id,
      specs.flatMap((s) => (rnd(7) === 0 ? [] : [s.values[rnd(4)] as number])),
    );
    cats.set(id, rnd(5) === 0 ? [1, 2] : [1 + rnd(3)]);
  }
  return { specs, products, values, cats };
}

describe("listing index", () => {
  for (const seed of [7, 42, 1234]) {
    it(`agrees with a direct reading of the rules (seed ${seed})`, () => {
      const { specs, products, values, cats } = catalogue(seed);
      const specOf = (v: number) => Math.floor(v / 10);
      const index = buildListingIndex({
        products: [...products].reverse(),
        specValues: [...values].flatMap(([id, vs]) => vs.map((v) => [id, v, specOf(v)] as const)),
        categories: [...cats].flatMap(([id, cs]) => cs.map((c) => [id, c] as const)),
      });
      const rnd = rng(seed + 1);
      for (let round = 0; round < 40; round++) {
        const categoryIds = rnd(2) ? [1, 2] : [1 + rnd(3)];
        const filters: ListingSelection["filters"] = [];
        if (rnd(2)) filters.push({ brandIds: [1 + rnd(5), 1 + rnd(5)] });
        for (const s of specs)
          if (rnd(3) === 0) filters.push({ specId: s.specId, valueIds: [s.values[rnd(4)] as number] });
        const price = rnd(2) ? { from: rnd(200), to: 250 + rnd(250) } : null;
        // Half the rounds list categories 1-3 as children of one parent, some of them selected.
        const subcategories = rnd(2)
          ? [1, 2, 3].map((id) => ({ id, categoryIds: [id], selected: rnd(3) === 0 }))
          : undefined;
        const listed = subcategories ? [1, 2, 3] : categoryIds;
        const order = sortOrder(index, "price+", "ro", async () => []) as Int32Array;
        const result = queryListing(index, {
          categoryIds: listed,
          subcategories,
          price,
          filters,
          order,
          offset: 5,
          limit: 10,
        });

        const selectedSubs = subcategories?.filter((c) => c.selected).map((c) => c.id) ?? [];
        const inSubs = (p: P, subs: number[]) => (cats.get(p.id) ?? []).some((c) => subs.includes(c));
        const inListed = (p: P) => inSubs(p, listed);
        const inCategory = (p: P) => inListed(p) && (!selectedSubs.length || inSubs(p, selectedSubs));
        const passes = (p: P, f: ListingSelection["filters"][number]) =>
          "brandIds" in f
            ? p.brandId !== null && f.brandIds.includes(p.brandId)
            : (values.get(p.id) ?? []).some((v) => f.valueIds.includes(v));
        const priceOk = (p: P) => !price || (p.price >= price.from && p.price <= price.to);
        const matching = products.filter(
          (p) => inCategory(p) && priceOk(p) && filters.every((f) => passes(p, f)),
        );
        expect(result.total).toBe(matching.length);
        const sorted = [...matching].sort((a, b) => a.price - b.price || a.id - b.id);
        expect(result.ids).toEqual(sorted.slice(5, 15).map((p) => p.id));

        const unpriced = products.filter((p) => inCategory(p) && filters.every((f) => passes(p, f)));
        expect(result.priceMin).toBe(unpriced.length ? Math.min(...unpriced.map((p) => p.price)) : null);
        expect(result.priceMax).toBe(unpriced.length ? Math.max(...unpriced.map((p) => p.price)) : null);

        const brandFilter = filters.find((f) => "brandIds" in f);
        const brandBase = products.filter(
          (p) => inCategory(p) && priceOk(p) && filters.every((f) => f === brandFilter || passes(p, f)),
        );
        for (let brand = 1; brand <= 5; brand++)
          expect(result.brandCounts.get(brand) ?? 0).toBe(
            brandBase.filter((p) => p.brandId === brand).length,
          );

        for (const s of specs) {
          const own = filters.find((f) => "specId" in f && f.specId === s.specId);
          const base = products.filter(
            (p) => inCategory(p) && priceOk(p) && filters.every((f) => f === own || passes(p, f)),
          );
          for (const v of s.values)
            expect(result.valueCounts.get(v) ?? 0).toBe(
              base.filter((p) => values.get(p.id)?.includes(v)).length,
            );
        }
        for (const sub of subcategories ?? []) {
          const base = products.filter(
            (p) => inListed(p) && priceOk(p) && filters.every((f) => passes(p, f)),
          );
          expect(result.subcategoryCounts.get(sub.id)).toBe(base.filter((p) => inSubs(p, [sub.id])).length);
        }
      }
      // The scratch marks are left clear for the next query.
      expect(index.mark.every((m) => m === 0)).toBe(true);
    });
  }

  it("orders by name from the database order, untitled products last (A-Z) or first (Z-A)", async () => {
    const index = buildListingIndex({
      products: [1, 2, 3, 4].map((id) => ({ id, price: 1, created: 0, priority: 0, brandId: null })),
      specValues: [],
      categories: [],
    });
    const asc = await sortOrder(index, "name+", "ro", async () => [3, 1, 4]);
    expect([...asc].map((r) => index.ids[r])).toEqual([3, 1, 4, 2]);
    const desc = await sortOrder(index, "name-", "ro", async () => [4, 1, 3]);
    expect([...desc].map((r) => index.ids[r])).toEqual([2, 4, 1, 3]);
    // Cached per language and direction.
    expect(await sortOrder(index, "name+", "ro", async () => [])).toBe(asc);
  });

  it("sorts by priority, then newest, then id", () => {
    const index = buildListingIndex({
      products: [
        { id: 1, price: 5, created: 10, priority: 1, brandId: null },
        { id: 2, price: 5, created: 20, priority: 1, brandId: null },
        { id: 3, price: 5, created: 20, priority: 1, brandId: null },
        { id: 4, price: 5, created: 0, priority: 9, brandId: null },
      ],
      specValues: [],
      categories: [],
    });
    const order = sortOrder(index, "sort_priority-", "ro", async () => []) as Int32Array;
    expect([...order].map((r) => index.ids[r])).toEqual([4, 2, 3, 1]);
  });
});
