import { describe, expect, it } from "vitest";
import {
  advertSavedModal,
  attributeInputValues,
  attributesForCategory,
  attributesToDelete,
  checkCadastralNumber,
  type FormAttribute,
  moveItem,
  picturePlan,
  readAttributeInputs,
} from "../src/index.ts";

describe("the pictures' order and cover", () => {
  it("names stored pictures by id and new ones by their place among the new ones", () => {
    const plan = picturePlan([
      { source: "new_images", key: "b" },
      { source: "old_images", id: 41 },
      { source: "new_images", key: "a" },
      { source: "old_images", id: 7 },
    ]);
    expect(plan.images_order).toEqual(["new_images:0", "old_images:41", "new_images:1", "old_images:7"]);
    expect(JSON.parse(plan.image_preview ?? "")).toEqual({ source: "new_images", id: 0 });
  });

  it("makes the first picture the cover and sends nothing without pictures", () => {
    expect(JSON.parse(picturePlan([{ source: "old_images", id: 3 }]).image_preview ?? "")).toEqual({
      source: "old_images",
      id: 3,
    });
    expect(picturePlan([])).toEqual({ image_preview: null, images_order: [] });
  });

  it("moves one item and leaves the list as it is for positions out of range", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 0, 3)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], -1, 0)).toEqual(["a", "b", "c"]);
  });
});

const attributes: FormAttribute[] = [
  { id: 1, kind: "multi", category: null, options: [{ id: 10 }, { id: 11 }, { id: 12 }] },
  { id: 2, kind: "select", category: null, options: [{ id: 20 }, { id: 21 }] },
  { id: 3, kind: "boolean", category: 5, options: [] },
  { id: 4, kind: "number", category: 6, options: [] },
];
const reader = (values: Record<string, string[]>) => (name: string) => values[name] ?? [];

describe("the category's attributes", () => {
  it("offers the attributes of every category and the chosen one's", () => {
    expect(attributesForCategory(attributes, 5).map((a) => a.id)).toEqual([1, 2, 3]);
    expect(attributesForCategory(attributes, null).map((a) => a.id)).toEqual([1, 2]);
  });

  it("reads each kind as the API's JSON and leaves empty controls out", () => {
    const read = readAttributeInputs(
      attributes,
      reader({
        attribute_1: ["10", "12"],
        attribute_2: ["21"],
        attribute_3: ["false"],
        attribute_4: ["12,5"],
      }),
    );
    expect(read).toEqual({ values: { 1: [10, 12], 2: 21, 3: false, 4: 12.5 }, invalid: [] });
    expect(readAttributeInputs(attributes, reader({ attribute_2: [""] }))).toEqual({
      values: {},
      invalid: [],
    });
  });

  it("names values that are not the attribute's", () => {
    const read = readAttributeInputs(
      attributes,
      reader({
        attribute_1: ["10", "99"],
        attribute_2: ["20", "21"],
        attribute_3: ["maybe"],
        attribute_4: ["-3"],
      }),
    );
    expect(read.values).toEqual({});
    expect(read.invalid).toEqual([1, 2, 3, 4]);
  });

  it("removes on edit the stored attributes the form leaves empty", () => {
    expect(attributesToDelete([1, 2, 2, 3], { 2: 20 })).toEqual([1, 3]);
    expect(attributesToDelete([], { 2: 20 })).toEqual([]);
  });

  it("shows a stored advert's values in the controls", () => {
    expect(
      attributeInputValues(attributes, [
        { attribute: 1, options: [11, 12], value: null },
        { attribute: 3, options: [], value: 1 },
        { attribute: 4, options: [], value: 250 },
        { attribute: 99, options: [], value: 1 },
      ]),
    ).toEqual({ attribute_1: ["11", "12"], attribute_3: ["true"], attribute_4: ["250"] });
  });
});

describe("after a save", () => {
  it("opens the added modal for a new advert or a draft published, the draft modal for a draft", () => {
    expect(advertSavedModal({ ok: true, before: null, isDraft: false })).toBe("added");
    expect(advertSavedModal({ ok: true, before: "draft", isDraft: false })).toBe("added");
    expect(advertSavedModal({ ok: true, before: null, isDraft: true })).toBe("draft");
    expect(advertSavedModal({ ok: true, before: "draft", isDraft: true })).toBe("draft");
    expect(advertSavedModal({ ok: true, before: "active", isDraft: false })).toBe("saved");
    expect(advertSavedModal({ ok: false, before: null, isDraft: false })).toBeNull();
  });
});

describe("the cadastral number's problems", () => {
  it("names the kind of problem for the screen's wording", () => {
    expect(checkCadastralNumber("12-34")).toMatchObject({ ok: false, reason: "format" });
    expect(checkCadastralNumber("0000105.123")).toMatchObject({ ok: false, reason: "district" });
  });
});
