import type { OwnAdvert } from "@sf/contract";
import { describe, expect, it } from "vitest";
import { advertFormProblems } from "../app/lib/board/advert-form-errors.ts";
import { valuesOfAdvert, valuesOfForm } from "../app/lib/board/advert-form-values.ts";

describe("the API's refusal of an advert form", () => {
  it("words known fields in the page's language and keeps the API's words for the others", () => {
    const { errors, problem, needsPhone } = advertFormProblems(400, {
      price: ["The price is a number from 0 to 999 999 999."],
      cadastral_number: ["Enter a cadastral number like 0100105.123."],
      images_order: ["Name each picture as old_images:<id> or new_images:<index>."],
    });
    expect(errors).toEqual({
      price: { key: "advertForm.errorPrice" },
      cadastral_number: { key: "advertForm.errorCadastral" },
      images_order: { text: "Name each picture as old_images:<id> or new_images:<index>." },
    });
    expect(problem).toBeNull();
    expect(needsPhone).toBe(false);
  });

  it("tells the pictures' problems apart", () => {
    const picture = (message: string) => advertFormProblems(400, { images: [message] }).errors.images;
    expect(picture("Add at least one picture to publish the advert.")).toEqual({
      key: "advertForm.errorPicturesNone",
    });
    expect(picture("Picture 2 is not a picture we can read: send a JPEG.")).toEqual({
      key: "advertForm.errorPicturesType",
    });
    expect(picture("An advert can have at most 20 pictures.")).toEqual({
      key: "advertForm.errorPicturesMany",
    });
    expect(advertFormProblems(413, { detail: "A picture is larger than 10 MB." }).errors.images).toEqual({
      key: "advertForm.errorPicturesLarge",
    });
  });

  it("asks for a confirmed phone on phone_not_verified, and says the API's detail otherwise", () => {
    expect(advertFormProblems(403, { detail: "Verify a phone", code: "phone_not_verified" })).toEqual({
      errors: {},
      problem: { key: "advertForm.needsPhone" },
      needsPhone: true,
    });
    expect(advertFormProblems(409, { detail: "A moderator hid this advert." }).problem).toEqual({
      text: "A moderator hid this advert.",
    });
    expect(advertFormProblems(503, null).problem).toEqual({ key: "board.tryLater" });
  });
});

describe("the form's values", () => {
  it("opens a new advert in euros and ari, for sale, with the chosen contacts", () => {
    expect(valuesOfAdvert(null, [], [4])).toEqual({
      type: ["sale"],
      default_currency: ["EUR"],
      default_area_unit: ["ari"],
      contacts: ["4"],
    });
  });

  it("shows a stored advert's fields and attributes, and leaves empty ones out", () => {
    const advert = {
      category: 2,
      type: "rent",
      title_ro: "Teren",
      title_ru: "",
      description_ro: "",
      description_ru: "",
      price: 1500,
      default_currency: "MDL",
      is_negotiable_price: true,
      area: 6,
      default_area_unit: "ha",
      region: 1,
      location: 5,
      sector: null,
      address: null,
      cadastral_number: "0100105.123",
      lat: null,
      lon: null,
      attributes: [{ attribute: 9, options: [91], value: null }],
    } as unknown as OwnAdvert;
    const values = valuesOfAdvert(
      advert,
      [{ id: 9, key: "road", kind: "select", title: "Drum", category: null, options: [] }],
      [],
    );
    expect(values).toMatchObject({
      category: ["2"],
      type: ["rent"],
      title_ro: ["Teren"],
      title_ru: [],
      price: ["1500"],
      default_currency: ["MDL"],
      is_negotiable_price: ["true"],
      sector: [],
      cadastral_number: ["0100105.123"],
      attribute_9: ["91"],
    });
  });

  it("keeps a posted form's text values, repeated ones in order, and no files", () => {
    const form = new FormData();
    form.append("title_ro", "Livadă");
    form.append("attribute_1", "10");
    form.append("attribute_1", "12");
    form.append("images", new Blob(["x"]), "a.png");
    expect(valuesOfForm(form)).toEqual({ title_ro: ["Livadă"], attribute_1: ["10", "12"] });
  });
});
