import { describe, expect, it } from "vitest";
import {
  bulkItems,
  decimalString,
  externalPage,
  MAX_BULK_ITEMS,
  planUpserts,
  validateExternalCategory,
  validateExternalProduct,
  validateExternalSpecificationValue,
} from "../src/external.ts";

const product = (extra: object = {}) => ({
  price: "899.00",
  name_ro: "Scaun",
  group_product_id: "G-1",
  specifications: [],
  category: [3],
  ...extra,
});

describe("external product rules (DRF messages)", () => {
  it("names exactly the five required fields of an empty item", () => {
    const result = validateExternalProduct({});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      price: ["This field is required."],
      name_ro: ["This field is required."],
      group_product_id: ["This field is required."],
      specifications: ["This field is required."],
      category: ["This field is required."],
    });
  });

  it("takes a price as a decimal string or a number, two decimals at most", () => {
    const ok = validateExternalProduct(product({ price: 899.5, old_price: "999" }));
    expect(ok.ok && [ok.value.price, ok.value.oldPrice]).toEqual([899.5, 999]);
    const errors = (price: unknown) => {
      const r = validateExternalProduct(product({ price }));
      return r.ok ? null : r.errors.price;
    };
    expect(errors("abc")).toEqual(["A valid number is required."]);
    expect(errors("1.999")).toEqual(["Ensure that there are no more than 2 decimal places."]);
    expect(errors("-3")).toEqual(["Ensure this value is greater than or equal to 0."]);
    expect(errors("123456789.00")).toEqual(["Ensure that there are no more than 10 digits in total."]);
    expect(errors(null)).toEqual(["This field may not be null."]);
    expect(errors(Number.POSITIVE_INFINITY)).toEqual(["A valid number is required."]);
  });

  it("reads bookmark as ERPs send it, and refuses what is no boolean", () => {
    for (const [sent, read] of [
      ["True", true],
      ["False", false],
      [true, true],
      [0, false],
    ] as const) {
      const r = validateExternalProduct(product({ bookmark: sent }));
      expect(r.ok && r.value.bookmark).toBe(read);
    }
    const bad = validateExternalProduct(product({ bookmark: "maybe" }));
    expect(!bad.ok && bad.errors.bookmark).toEqual(["Must be a valid boolean."]);
  });

  it("checks list fields and their entries the way DRF nests them", () => {
    const r = validateExternalProduct(
      product({
        category: [1, "x", { id: 2 }],
        specifications: [{ specification_id: 1, specification_value_id: 2 }, { specification_id: 1 }],
      }),
    );
    expect(!r.ok && r.errors).toEqual({
      category: [
        'Invalid pk "x" - object does not exist.',
        "Incorrect type. Expected pk value, received dict.",
      ],
      specifications: [{}, { specification_value_id: ["This field is required."] }],
    });
    const notList = validateExternalProduct(product({ category: 5 }));
    expect(!notList.ok && notList.errors.category).toEqual(['Expected a list of items but got type "int".']);
    const notObject = validateExternalProduct("x");
    expect(!notObject.ok && notObject.errors).toEqual({
      non_field_errors: ["Invalid data. Expected a dictionary, but got str."],
    });
  });

  it("keeps the partly read item for the reference checks, and echoes lists as sent", () => {
    const r = validateExternalProduct(product({ price: "abc", category: [7, 7] }));
    expect(!r.ok && r.partial?.categoryIds).toEqual([7]);
    const ok = validateExternalProduct(
      product({ category: ["7"], images: [{ order: 1, original_name: "a.jpg" }] }),
    );
    expect(ok.ok && ok.value.echo).toMatchObject({
      category: ["7"],
      images: [{ order: 1, original_name: "a.jpg" }],
    });
  });

  it("limits text lengths and blank required names", () => {
    const r = validateExternalProduct(product({ name_ro: "  ", name_ru: "x".repeat(256) }));
    expect(!r.ok && r.errors).toEqual({
      name_ro: ["This field may not be blank."],
      name_ru: ["Ensure this field has no more than 255 characters."],
    });
  });
});

describe("other external items", () => {
  it("checks a category's slug and parent", () => {
    const r = validateExternalCategory({ name_ro: "Scaune", slug_ro: "Not a slug", category_id: "abc" });
    expect(!r.ok && r.errors).toEqual({
      slug_ro: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'],
      category_id: ['Invalid pk "abc" - object does not exist.'],
    });
    const ok = validateExternalCategory({ name_ro: "Scaune", slug_ro: null, show_18_popup: "True" });
    expect(ok.ok && ok.value).toMatchObject({ show18Popup: true, slug: {}, parentId: null });
  });

  it("requires a value's specification", () => {
    const r = validateExternalSpecificationValue({ name_ro: "Lemn" });
    expect(!r.ok && r.errors).toEqual({ specification_id: ["This field is required."] });
  });
});

describe("bulk calls", () => {
  it("take one object or an array of at most 1,000", () => {
    expect(bulkItems({ a: 1 })).toEqual({ ok: true, items: [{ a: 1 }] });
    expect(bulkItems([1, 2])).toEqual({ ok: true, items: [1, 2] });
    expect(bulkItems(new Array(MAX_BULK_ITEMS + 1).fill({})).ok).toBe(false);
    expect(bulkItems("x").ok).toBe(false);
  });

  it("plan an upsert: by id, else by natural key, else a new object", () => {
    const known = { ids: new Set([1, 2]), keys: new Map([["A", 2]]) };
    const plans = planUpserts(
      [{ id: 1 }, { key: "A" }, { key: "B" }, { id: 9 }, { key: "B" }, { id: 2 }],
      known,
      "code",
    );
    expect(plans).toEqual([
      { kind: "update", id: 1 },
      { kind: "update", id: 2 },
      { kind: "create" },
      { kind: "error", errors: { id: ['Invalid pk "9" - object does not exist.'] } },
      { kind: "error", errors: { code: ["Another item of this request has the same value."] } },
      { kind: "error", errors: { id: ["Another item of this request saves the same object."] } },
    ]);
  });

  it("answer prices as two-decimal strings and refuse pages DRF would", () => {
    expect(decimalString(899)).toBe("899.00");
    expect(decimalString(0.1 + 0.2)).toBe("0.30");
    expect(externalPage(undefined)).toBe(1);
    expect(externalPage("3")).toBe(3);
    expect(externalPage("0")).toBeNull();
    expect(externalPage("last")).toBeNull();
  });
});
