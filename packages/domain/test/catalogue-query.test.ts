import { describe, expect, it } from "vitest";
import {
  catalogueSearch,
  choiceCount,
  pageCount,
  parseCatalogueQuery,
  parseFilters,
  parsePriceRange,
  resolveSort,
  serializeFilters,
  toggleFilterOption,
} from "../src/catalogue-query.ts";
import { slugify } from "../src/slug.ts";

describe("parseFilters", () => {
  it("reads key:option,option pairs", () => {
    expect(parseFilters("form:tablets,syrup;brand:bayer")).toEqual({
      form: ["tablets", "syrup"],
      brand: ["bayer"],
    });
  });
  it("ignores pairs without a key or options, and malformed parts", () => {
    expect(parseFilters(":x;form:;age;brand:<script>,krka;;x:y")).toEqual({ brand: ["krka"], x: ["y"] });
  });
  it("merges repeated keys without duplicates and round-trips", () => {
    const filters = parseFilters("form:b,a;form:a,c");
    expect(filters).toEqual({ form: ["b", "a", "c"] });
    expect(serializeFilters(filters)).toBe("form:a,b,c");
  });
});

describe("price, sort and page", () => {
  it("parses ranges, swaps reversed bounds, rejects garbage", () => {
    expect(parsePriceRange("10-250")).toEqual({ from: 10, to: 250 });
    expect(parsePriceRange("-99.5")).toEqual({ from: null, to: 99.5 });
    expect(parsePriceRange("300-20")).toEqual({ from: 20, to: 300 });
    expect(parsePriceRange("abc")).toBeNull();
    expect(parsePriceRange("-")).toBeNull();
    expect(parsePriceRange("1e400-2")).toEqual({ from: null, to: 2 });
  });
  it("reads the whole query, ignoring bad values", () => {
    const q = parseCatalogueQuery(new URLSearchParams("filter=form:gel&price=5-&sort=price%2B&page=3"));
    expect(q).toEqual({ filters: { form: ["gel"] }, price: { from: 5, to: null }, sort: "price+", page: 3 });
    const bad = parseCatalogueQuery(new URLSearchParams("sort=random&page=-2&filter=%%%"));
    expect(bad).toEqual({ filters: {}, price: null, sort: null, page: 1 });
  });
  it("writes page 1, the default sort and empty parts as nothing", () => {
    expect(catalogueSearch({ page: 1, sort: "newer+", filters: {} }, "newer+")).toBe("");
    expect(catalogueSearch({ page: 2, sort: "price-", filters: { form: ["gel"] } }, "newer+")).toBe(
      "?filter=form%3Agel&sort=price-&page=2",
    );
  });
  it("offers priority sorting only when the site allows it, defaulting to it when asked", () => {
    expect(resolveSort(null, { sortByPriority: false, defaultSorting: true })).toBe("newer+");
    expect(resolveSort("sort_priority-", { sortByPriority: false, defaultSorting: false })).toBe("newer+");
    expect(resolveSort(null, { sortByPriority: true, defaultSorting: true })).toBe("sort_priority-");
    expect(resolveSort("price+", { sortByPriority: true, defaultSorting: true })).toBe("price+");
  });
  it("counts pages, at least one", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(49, 24)).toBe(3);
  });
});

describe("slugify", () => {
  it("transliterates Romanian, Russian and Ukrainian", () => {
    expect(slugify("Paracetamol 500 mg, 20 comprimate")).toBe("paracetamol-500-mg-20-comprimate");
    expect(slugify("Șampon și țesături în grădină")).toBe("sampon-si-tesaturi-in-gradina");
    expect(slugify("Парацетамол 500 мг, 20 таблеток")).toBe("paratsetamol-500-mg-20-tabletok");
    expect(slugify("Їжак і ґанок: щастя")).toBe("izhak-i-ganok-shchastia");
  });
  it("keeps slugs short and clean", () => {
    expect(slugify("  --Hello!!  World--  ")).toBe("hello-world");
    expect(slugify("a".repeat(100)).length).toBe(80);
  });
});

describe("toggleFilterOption and choiceCount", () => {
  it("adds an option, removes it again, and drops a filter left without options", () => {
    const one = toggleFilterOption({}, "form", "tablets");
    expect(one).toEqual({ form: ["tablets"] });
    const two = toggleFilterOption(one, "form", "syrup");
    expect(two).toEqual({ form: ["tablets", "syrup"] });
    expect(toggleFilterOption(two, "form", "tablets")).toEqual({ form: ["syrup"] });
    expect(toggleFilterOption(one, "form", "tablets")).toEqual({});
  });
  it("leaves the selection it was given unchanged", () => {
    const filters = { form: ["tablets"], brand: ["bayer"] };
    toggleFilterOption(filters, "form", "tablets");
    expect(filters).toEqual({ form: ["tablets"], brand: ["bayer"] });
  });
  it("counts each chosen option and a price range as one choice", () => {
    expect(choiceCount({ filters: {}, price: null })).toBe(0);
    expect(choiceCount({ filters: { form: ["a", "b"], brand: ["c"] }, price: null })).toBe(3);
    expect(choiceCount({ filters: { form: ["a"] }, price: { from: 10, to: null } })).toBe(2);
    expect(choiceCount({ filters: {}, price: { from: null, to: null } })).toBe(0);
  });
});
