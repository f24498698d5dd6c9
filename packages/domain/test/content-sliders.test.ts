import { describe, expect, it } from "vitest";
import { sliderProblems } from "../src/index.ts";

const known = { codes: new Set(["A-1", "A-2"]), categories: new Set([7]), brands: new Set(["bosch"]) };

describe("product sliders", () => {
  it("pass when keys are unique, titled in the main language and pointing at what exists", () => {
    expect(
      sliderProblems(
        [
          { slug: "noutati", title: { ro: "Noutăți" }, rule: { type: "codes", codes: ["A-1", "A-2"] } },
          {
            slug: "bucatarie",
            title: { ro: "Bucătărie", ru: "Кухня" },
            rule: { type: "category", category_id: 7 },
          },
          { slug: "bosch", title: { ro: "Bosch" }, rule: { type: "brand", brand_slug: "bosch" } },
        ],
        "ro",
        known,
      ),
    ).toEqual({});
  });

  it("name each problem at its field", () => {
    expect(
      sliderProblems(
        [
          { slug: "x", title: { ro: "X" }, rule: { type: "codes", codes: ["A-1", "B-9"] } },
          { slug: "x", title: { ru: "Икс" }, rule: { type: "category", category_id: 8 } },
          { slug: "y", title: { ro: "Y" }, rule: { type: "brand", brand_slug: "nobody" } },
        ],
        "ro",
        known,
      ),
    ).toEqual({
      "sliders.0.rule.codes": ["The shop has no products with these codes: B-9."],
      "sliders.1.slug": ["Another slider has this key."],
      "sliders.1.title.ro": ["The title in the shop's main language is required."],
      "sliders.1.rule.category_id": ["The shop has no such category."],
      "sliders.2.rule.brand_slug": ["The shop has no such brand."],
    });
  });
});
