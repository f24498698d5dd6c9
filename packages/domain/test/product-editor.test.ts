import { describe, expect, it } from "vitest";
import {
  deleteProblem,
  fillLanguages,
  oldPriceProblem,
  productEditorProblems,
  slugProblems,
  stockTotal,
} from "../src/product-editor.ts";

const input = {
  price: 10,
  old_price: null,
  main_language: "ro",
  texts: { ro: { title: "Paracetamol", slug: "paracetamol" } },
  stock: [],
  links: { associated: [], similar: [], compatible: [] },
  images: [],
};

describe("product editor rules", () => {
  it("takes an old price above the price or none, refuses one equal or below", () => {
    expect(oldPriceProblem(10, null)).toBeNull();
    expect(oldPriceProblem(10, 12.5)).toBeNull();
    expect(oldPriceProblem(10, 10)).toMatch(/above the price/);
    expect(oldPriceProblem(10, 9)).toMatch(/above the price/);
  });

  it("sums the stores' stock, a negative quantity counting as none", () => {
    expect(stockTotal([])).toBe(0);
    expect(stockTotal([{ qty: 3 }, { qty: 4 }, { qty: -2 }])).toBe(7);
  });

  it("refuses a slug another product has in the same language, not in another one", () => {
    const taken = new Set(["ro:paracetamol", "ru:ibuprofen"]);
    expect(
      slugProblems(
        { ro: { title: "P", slug: "paracetamol" }, ru: { title: "P", slug: "paracetamol" } },
        taken,
      ),
    ).toEqual({ "texts.ro.slug": [expect.stringMatching(/Another product/)] });
    expect(slugProblems({ ru: { title: "I", slug: "ibuprofen-2" } }, taken)).toEqual({});
  });

  it("refuses a slug that is not lower-case letters, digits and hyphens", () => {
    expect(slugProblems({ ro: { title: "P", slug: "Para cetamol" } }, new Set())).toEqual({
      "texts.ro.slug": [expect.stringMatching(/lower-case/)],
    });
    expect(slugProblems({ ro: { title: "P", slug: "-para" } }, new Set())).not.toEqual({});
  });

  it("needs the main language, one line per store, no link to itself, each picture once", () => {
    expect(productEditorProblems(input, null)).toEqual({});
    const bad = productEditorProblems(
      {
        ...input,
        old_price: 5,
        texts: { ru: { title: "Парацетамол", slug: "paracetamol" } },
        stock: [
          { store_id: 1, qty: 1 },
          { store_id: 1, qty: 2 },
        ],
        links: { associated: [7], similar: [], compatible: [7] },
        images: ["/media/a.webp", "/media/a.webp"],
      },
      7,
    );
    expect(Object.keys(bad).sort()).toEqual([
      "images",
      "links.associated",
      "links.compatible",
      "old_price",
      "stock",
      "texts.ro.title",
    ]);
    // Linking another product is fine when creating (no id yet).
    expect(productEditorProblems({ ...input, links: { ...input.links, similar: [7] } }, null)).toEqual({});
  });

  it("fills the shop's languages left out with the main text under a free slug", () => {
    const filled = fillLanguages(
      { ro: { title: "Sirop de tuse", slug: "sirop" } },
      ["ro", "ru", "en"],
      "ro",
      new Set(["ru:sirop-de-tuse"]),
      "product",
    );
    expect(filled).toEqual({
      ro: { title: "Sirop de tuse", slug: "sirop" },
      ru: { title: "Sirop de tuse", slug: "sirop-de-tuse-2" },
      en: { title: "Sirop de tuse", slug: "sirop-de-tuse" },
    });
    expect(fillLanguages({}, ["ro"], "ro", new Set(), "p")).toEqual({});
  });

  it("refuses deleting a product that orders name", () => {
    expect(deleteProblem(0)).toBeNull();
    expect(deleteProblem(2)).toMatch(/2 order.*hide it instead/);
  });
});
