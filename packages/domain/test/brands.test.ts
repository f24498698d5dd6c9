import { describe, expect, it } from "vitest";
import { brandLetter, featuredBrands, groupBrandsByLetter } from "../src/brands.ts";

describe("brandLetter", () => {
  it("uses the first letter, upper case, without Latin diacritics", () => {
    expect(brandLetter("bayer")).toBe("B");
    expect(brandLetter("Ambianța")).toBe("A");
    expect(brandLetter("Ștefan")).toBe("S");
    expect(brandLetter("Kärcher")).toBe("K");
    expect(brandLetter("  Égis")).toBe("E");
  });

  it("keeps Cyrillic letters and puts digits and symbols in their own groups", () => {
    expect(brandLetter("Фармстандарт")).toBe("Ф");
    expect(brandLetter("їжак")).toBe("Ї");
    expect(brandLetter("Ёлка")).toBe("Е");
    expect(brandLetter("3M")).toBe("0-9");
    expect(brandLetter("+Plus")).toBe("#");
    expect(brandLetter("")).toBe("#");
  });
});

describe("groupBrandsByLetter", () => {
  it("orders Latin, then Cyrillic, then digits, and brands by name inside a letter", () => {
    const groups = groupBrandsByLetter(
      [
        "Бодрость",
        "3M",
        "bayer",
        "Abbott",
        "Біофарм",
        "Ambianța",
        "Apple",
        "Гедеон",
        "Zentiva",
        "Ґудзик",
      ].map((name) => ({ name })),
    );
    expect(groups.map((g) => g.letter)).toEqual(["A", "B", "Z", "Б", "Г", "Ґ", "0-9"]);
    expect(groups[0]?.brands.map((b) => b.name)).toEqual(["Abbott", "Ambianța", "Apple"]);
    expect(groups[3]?.brands.map((b) => b.name)).toEqual(["Біофарм", "Бодрость"]);
  });

  it("returns no groups for no brands", () => {
    expect(groupBrandsByLetter([])).toEqual([]);
  });
});

describe("featuredBrands", () => {
  const brands = Array.from({ length: 15 }, (_, i) => ({ name: `Brand ${i}`, product_count: i % 5 }));

  it("takes the brands with the most products, ties by name, at most 12", () => {
    const featured = featuredBrands(brands);
    expect(featured).toHaveLength(12);
    expect(featured.slice(0, 3).map((b) => b.name)).toEqual(["Brand 4", "Brand 9", "Brand 14"]);
    expect(featured.every((b) => b.product_count > 0)).toBe(true);
  });

  it("leaves out brands without products and honours a smaller limit", () => {
    expect(featuredBrands(brands, 2).map((b) => b.name)).toEqual(["Brand 4", "Brand 9"]);
    expect(featuredBrands([{ name: "Empty", product_count: 0 }])).toEqual([]);
  });
});
