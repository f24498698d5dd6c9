import { describe, expect, it } from "vitest";
import { parseFilters } from "../src/catalogue-query.ts";
import {
  PROPERTY_TYPES,
  placeAt,
  propertyDeleteRefusal,
  propertyKeyProblem,
  propertyProblems,
  propertyTitleProblems,
  storedTitles,
} from "../src/properties.ts";

const site = { languages: ["ro", "ru", "uk", "en"], mainLanguage: "ro" };

describe("property keys", () => {
  it("takes what the listing's query string reads back", () => {
    for (const key of ["form", "skin-type", "ram_gb", "4k", "a"]) {
      expect(propertyKeyProblem(key, [], null, "property")).toBeNull();
      // Whatever is accepted survives the storefront's filter parser.
      expect(parseFilters(`${key}:x`)).toEqual({ [key]: ["x"] });
    }
  });

  it("refuses empty, upper-case, spaced, dotted, leading-hyphen and over-long keys", () => {
    for (const key of ["", "  ", "Form", "skin type", "a.b", "-form", "_x", "formă", "a:b", "x".repeat(65)])
      expect(propertyKeyProblem(key, [], null, "property"), JSON.stringify(key)).toMatch(/key/i);
  });

  it("keeps the built-in filters' keys for them", () => {
    expect(propertyKeyProblem("brand", [], null, "property")).toMatch(/built-in/);
    expect(propertyKeyProblem("category", [], null, "property")).toMatch(/built-in/);
    // A value may be called so: it lives under its property's key.
    expect(propertyKeyProblem("brand", [], null, "value")).toBeNull();
  });

  it("is unique among the given keys, its own record excepted", () => {
    const inUse = [
      { id: 1, key: "form" },
      { id: 2, key: "color" },
    ];
    expect(propertyKeyProblem("form", inUse, null, "property")).toMatch(/Another property/);
    expect(propertyKeyProblem("form", inUse, 2, "value")).toMatch(/Another value/);
    expect(propertyKeyProblem("form", inUse, 1, "property")).toBeNull();
  });

  it("lets a record keep a key written before these rules, not take a new one so", () => {
    expect(propertyKeyProblem("Old.Key", [{ id: 3, key: "Old.Key" }], 3, "property", "Old.Key")).toBeNull();
    expect(propertyKeyProblem("Other.Key", [], 3, "property", "Old.Key")).not.toBeNull();
  });
});

describe("property titles", () => {
  it("needs the main language's title, takes the others as given", () => {
    expect(propertyTitleProblems({ ro: "Formă" }, site)).toEqual({});
    expect(propertyTitleProblems({ ru: "Форма" }, site)).toEqual({
      "title.ro": "The title in the shop's main language is required.",
    });
    expect(propertyTitleProblems({ ro: "   ", en: "Form" }, site)).toHaveProperty(["title.ro"]);
    expect(propertyTitleProblems({ ru: "Форма" }, { ...site, mainLanguage: "ru" })).toEqual({});
  });

  it("refuses a language the shop lacks and over-long titles", () => {
    expect(
      propertyTitleProblems({ ro: "Formă", en: "Form" }, { languages: ["ro"], mainLanguage: "ro" }),
    ).toEqual({
      "title.en": 'The shop has no language "en".',
    });
    expect(propertyTitleProblems({ ro: "x".repeat(201) }, site)).toHaveProperty(["title.ro"]);
  });

  it("stores trimmed titles of the shop's languages, empty ones left out", () => {
    expect(storedTitles({ ro: " Formă ", ru: "", uk: "Форма", en: undefined }, site.languages)).toEqual({
      ro: "Formă",
      uk: "Форма",
    });
  });

  it("gathers key and title problems by field", () => {
    expect(propertyProblems({ key: "Bad Key", title: {} }, site, [], null, "property")).toEqual({
      key: expect.stringMatching(/lower-case/),
      "title.ro": expect.any(String),
    });
  });
});

describe("order and deletion", () => {
  it("places a record at a position, clamped to the ends", () => {
    expect(placeAt([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(placeAt([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(placeAt([1, 2, 3], 2, 99)).toEqual([1, 3, 2]);
    expect(placeAt([1, 2, 3], 2, -5)).toEqual([2, 1, 3]);
  });

  it("refuses deleting what products use, naming how many, unless asked to detach", () => {
    expect(propertyDeleteRefusal("property", 0, false)).toBeNull();
    expect(propertyDeleteRefusal("property", 12, false)).toMatch(/products use it \(12\).*detach=true/);
    expect(propertyDeleteRefusal("value", 1, false)).toMatch(/^The value .*products use it \(1\)/);
    expect(propertyDeleteRefusal("value", 5, true)).toBeNull();
  });

  it("offers the storefront's two filter kinds", () => {
    expect(PROPERTY_TYPES).toEqual(["checkbox", "radio"]);
  });
});
