import { describe, expect, it } from "vitest";
import { pickSimilarCategories } from "../src/similar-categories.ts";

const c = (id: number, parentId: number | null, productCount: number) => ({ id, parentId, productCount });

describe("pickSimilarCategories", () => {
  it("takes second-level categories, the fullest first, ties in catalogue order", () => {
    const tree = [c(1, null, 30), c(2, null, 9), c(11, 1, 5), c(12, 1, 20), c(21, 2, 5), c(111, 11, 50)];
    expect(pickSimilarCategories(tree)).toEqual([12, 11, 21]);
  });

  it("never picks an empty category and stops at the limit", () => {
    const tree = [c(1, null, 10), c(11, 1, 0), c(12, 1, 3), c(13, 1, 4), c(14, 1, 5)];
    expect(pickSimilarCategories(tree, 2)).toEqual([14, 13]);
    expect(pickSimilarCategories(tree)).not.toContain(11);
  });

  it("falls back to the top-level categories of a flat catalogue", () => {
    expect(pickSimilarCategories([c(1, null, 2), c(2, null, 7), c(3, null, 0)])).toEqual([2, 1]);
  });

  it("gives nothing for an empty catalogue", () => {
    expect(pickSimilarCategories([])).toEqual([]);
  });
});
