import { describe, expect, it } from "vitest";
import { priceFilterFor, readPriceInput, sliderValues } from "../src/price-range.ts";
import {
  pageSlice,
  parseIdList,
  type RecommendationLink,
  rankRecommendations,
  sampleIndexes,
} from "../src/product-filter.ts";

/** A deterministic generator (mulberry32) so the sampling tests are reproducible. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("parseIdList", () => {
  it("reads ids in order, without duplicates", () => {
    expect(parseIdList("3,1, 2,3", 10)).toEqual({ ids: [3, 1, 2] });
  });
  it("refuses junk, zero, negatives, empty parts and too many ids", () => {
    for (const raw of ["", "1,abc", "0", "-4", "1,,2", "1.5", "9999999999"]) {
      expect(parseIdList(raw, 10), raw).toHaveProperty("error");
    }
    expect(parseIdList("1,2,3", 2)).toEqual({ error: "At most 2 ids." });
  });
});

describe("sampleIndexes", () => {
  it("gives k distinct indexes inside the range", () => {
    const random = seeded(1);
    for (const [n, k] of [
      [100_000, 10],
      [10, 10],
      [5, 8],
      [0, 3],
    ] as const) {
      const sample = sampleIndexes(n, k, random);
      expect(sample).toHaveLength(Math.min(n, k));
      expect(new Set(sample).size).toBe(sample.length);
      expect(sample.every((i) => Number.isInteger(i) && i >= 0 && i < n)).toBe(true);
    }
  });
  it("is roughly uniform: every index is drawn about as often", () => {
    const random = seeded(7);
    const counts = new Array(20).fill(0);
    for (let round = 0; round < 4000; round++) for (const i of sampleIndexes(20, 5, random)) counts[i]++;
    // Expected 1000 each; allow a generous margin.
    expect(Math.min(...counts)).toBeGreaterThan(850);
    expect(Math.max(...counts)).toBeLessThan(1150);
  });
  it("does not always put the same index first", () => {
    const random = seeded(3);
    const firsts = new Set(Array.from({ length: 50 }, () => sampleIndexes(10, 10, random)[0]));
    expect(firsts.size).toBeGreaterThan(3);
  });
});

describe("rankRecommendations", () => {
  const link = (fromId: number, linkedId: number, extra: Partial<RecommendationLink> = {}) => ({
    fromId,
    linkedId,
    kind: "similar" as const,
    inStock: true,
    salesCount: 0,
    ...extra,
  });

  it("leaves out the basket's own products and answers each product once", () => {
    const links = [link(1, 2), link(1, 3), link(2, 3), link(2, 4)];
    expect(rankRecommendations(links, [1, 2], 10)).toEqual([3, 4]);
  });
  it("puts in-stock products first, then those linked from more basket products", () => {
    const links = [
      link(1, 10, { inStock: false, salesCount: 99 }),
      link(1, 11),
      link(1, 12),
      link(2, 12),
      link(2, 10, { inStock: false }),
    ];
    expect(rankRecommendations(links, [1, 2], 10)).toEqual([12, 11, 10]);
  });
  it("prefers associated over compatible over similar, then best sellers, then id", () => {
    const links = [
      link(1, 20, { kind: "similar", salesCount: 50 }),
      link(1, 21, { kind: "compatible" }),
      link(1, 22, { kind: "associated" }),
      link(1, 23, { kind: "similar", salesCount: 50 }),
      link(1, 24, { kind: "similar", salesCount: 80 }),
    ];
    expect(rankRecommendations(links, [1], 10)).toEqual([22, 21, 24, 20, 23]);
  });
  it("ignores links from products outside the basket and keeps to the limit", () => {
    const links = [link(9, 30), link(1, 31), link(1, 32), link(1, 33)];
    expect(rankRecommendations(links, [1], 2)).toEqual([31, 32]);
    expect(rankRecommendations(links, [1], 0)).toEqual([]);
  });
});

describe("pageSlice", () => {
  it("slices pages from 1 and counts at least one page", () => {
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], pages: 3 });
    expect(pageSlice([], 1, 10)).toEqual({ items: [], pages: 1 });
  });
});

describe("price slider", () => {
  const bounds = { min: 10, max: 500 };
  it("puts unset ends at the bounds and keeps values inside them", () => {
    expect(sliderValues(bounds, null)).toEqual([10, 500]);
    expect(sliderValues(bounds, { from: 50, to: null })).toEqual([50, 500]);
    expect(sliderValues(bounds, { from: 1, to: 9000 })).toEqual([10, 500]);
    expect(sliderValues(bounds, { from: 300, to: 20 })).toEqual([20, 300]);
  });
  it("reads typed prices: empty is open, commas are decimal points, values are clamped", () => {
    expect(readPriceInput("", bounds)).toBeNull();
    expect(readPriceInput("abc", bounds)).toBeNull();
    expect(readPriceInput("12,5", bounds)).toBe(12.5);
    expect(readPriceInput("5", bounds)).toBe(10);
    expect(readPriceInput("999", bounds)).toBe(500);
  });
  it("is no filter while the range covers the bounds, otherwise both ends", () => {
    expect(priceFilterFor([10, 500], bounds)).toBeNull();
    expect(priceFilterFor([11, 500], bounds)).toEqual({ from: 11, to: 500 });
    expect(priceFilterFor([300, 40], bounds)).toEqual({ from: 40, to: 300 });
  });
});
