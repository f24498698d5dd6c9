import { describe, expect, it } from "vitest";
import {
  bannerImageProblem,
  brandDeleteRefusal,
  brandProblems,
  canMoveUnder,
  categoryDeleteRefusal,
  categoryPaths,
  categoryTextProblems,
  moveAmongSiblings,
} from "../src/catalogue-structure.ts";

const site = { languages: ["ro", "ru"], mainLanguage: "ro" };

describe("categoryTextProblems", () => {
  it("accepts good texts and the category's own slugs", () => {
    const inUse = [{ id: 7, lang: "ro", slug: "mobila" }];
    expect(categoryTextProblems({ ro: { title: "Mobilă", slug: "mobila" } }, site, inUse, 7)).toEqual({});
  });
  it("refuses a slug another category has in the same language only", () => {
    const inUse = [
      { id: 7, lang: "ro", slug: "mobila" },
      { id: 8, lang: "ru", slug: "mebel" },
    ];
    const problems = categoryTextProblems(
      { ro: { title: "Mobilă", slug: "mobila" }, ru: { title: "Мебель", slug: "mobila-ru" } },
      site,
      inUse,
      null,
    );
    expect(Object.keys(problems)).toEqual(["slug.ro"]);
    expect(categoryTextProblems({ ro: { title: "M", slug: "mebel" } }, site, inUse, null)).toEqual({});
  });
  it("requires the main language, titles and well-formed slugs; refuses unknown languages", () => {
    expect(Object.keys(categoryTextProblems({ ru: { title: "Т", slug: "t" } }, site, [], null))).toEqual([
      "title.ro",
    ]);
    const problems = categoryTextProblems(
      { ro: { title: " ", slug: "Cu-Majuscule" }, en: { title: "x", slug: "x" } } as never,
      site,
      [],
      null,
    );
    expect(Object.keys(problems).sort()).toEqual(["slug.ro", "texts.en", "title.ro"]);
    for (const slug of ["a--b", "-a", "a-", "ăb", "a b", "a/b"])
      expect(categoryTextProblems({ ro: { title: "A", slug } }, site, [], null), slug).toHaveProperty([
        "slug.ro",
      ]);
  });
});

describe("the tree", () => {
  const parentOf = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);
  it("does not move a category under itself or its descendants", () => {
    expect(canMoveUnder(1, 3, parentOf)).toBe(false);
    expect(canMoveUnder(1, 1, parentOf)).toBe(false);
    expect(canMoveUnder(2, 4, parentOf)).toBe(true);
    expect(canMoveUnder(3, null, parentOf)).toBe(true);
  });
  it("swaps with the neighbour, unchanged at the ends", () => {
    expect(moveAmongSiblings([1, 2, 3], 2, "up")).toEqual([2, 1, 3]);
    expect(moveAmongSiblings([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
    expect(moveAmongSiblings([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(moveAmongSiblings([1, 2, 3], 3, "down")).toEqual([1, 2, 3]);
    expect(moveAmongSiblings([1, 2, 3], 9, "up")).toEqual([1, 2, 3]);
  });
  it("builds paths from the parent's, per language", () => {
    expect(categoryPaths({ ro: "b", ru: "b-ru" }, { ro: "a", ru: "a-ru" })).toEqual({
      ro: "a/b",
      ru: "a-ru/b-ru",
    });
    expect(categoryPaths({ ro: "b" }, null)).toEqual({ ro: "b" });
  });
  it("refuses deleting a category with subcategories or products", () => {
    expect(categoryDeleteRefusal({ children: 2, products: 0 })).toMatch(/2 subcategories/);
    expect(categoryDeleteRefusal({ children: 0, products: 5 })).toMatch(/5 products/);
    expect(categoryDeleteRefusal({ children: 0, products: 0 })).toBeNull();
  });
});

describe("bannerImageProblem", () => {
  it("takes media paths and http(s) URLs only", () => {
    for (const ok of ["categories/a.svg", "/media/categories/a-1_b.webp", "https://cdn.example.md/x.jpg?v=2"])
      expect(bannerImageProblem(ok), ok).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "../secret",
      "a/../../b",
      "data:image/png;base64,xx",
      "a b.png",
      "",
    ])
      expect(bannerImageProblem(bad), bad).not.toBeNull();
  });
});

describe("brands", () => {
  const inUse = [
    { id: 1, name: "Ambianța", slug: "ambianta" },
    { id: 2, name: "Lumos", slug: "lumos" },
  ];
  it("requires a name and a well-formed slug, unique in the shop (itself excepted)", () => {
    expect(brandProblems({ name: "Nova", slug: "nova" }, inUse, null)).toEqual({});
    expect(brandProblems({ name: "Ambianța", slug: "ambianta" }, inUse, 1)).toEqual({});
    expect(Object.keys(brandProblems({ name: "lumos", slug: "lumos" }, inUse, 1)).sort()).toEqual([
      "name",
      "slug",
    ]);
    expect(Object.keys(brandProblems({ name: " ", slug: "Nu E Bun" }, inUse, null)).sort()).toEqual([
      "name",
      "slug",
    ]);
  });
  it("refuses deleting a brand that has products", () => {
    expect(brandDeleteRefusal(3)).toMatch(/3 products/);
    expect(brandDeleteRefusal(0)).toBeNull();
  });
});
