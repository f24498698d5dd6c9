import { describe, expect, it } from "vitest";
import {
  type CheckoutFormInput,
  checkoutFormProblems,
  contactProblems,
  formIsComplete,
} from "../src/checkout-fields.ts";

describe("contact problems", () => {
  const ok = { name: "Ana Rusu", phone: "+373 69 123 456", email: "" };
  it("takes a name, a phone of the shop's country and no e-mail", () => {
    expect(contactProblems(ok, "MD")).toEqual([]);
    expect(contactProblems({ ...ok, phone: "+40 712 345 678" }, "RO")).toEqual([]);
    expect(contactProblems({ ...ok, email: " ana@example.md " }, "MD")).toEqual([]);
  });
  it("names every empty required field, in the form's order", () => {
    expect(contactProblems({ name: "", phone: "", email: "" }, "MD")).toEqual(["name", "phone"]);
    expect(contactProblems({ name: "   ", phone: "  ", email: "" }, "RO")).toEqual(["name", "phone"]);
  });
  it("wants at least two letters of a name", () => {
    expect(contactProblems({ ...ok, name: "A" }, "MD")).toEqual(["name"]);
    expect(contactProblems({ ...ok, name: " Al " }, "MD")).toEqual([]);
  });
  it("checks the phone against its own prefix, else the shop's country", () => {
    expect(contactProblems({ ...ok, phone: "123" }, "MD")).toEqual(["phone"]);
    expect(contactProblems({ ...ok, phone: "+373 69 123 45" }, "MD")).toEqual(["phone"]);
    // A Romanian number in a Moldovan shop is taken by its prefix, as the API takes it.
    expect(contactProblems({ ...ok, phone: "+40 712 345 678" }, "MD")).toEqual([]);
    expect(contactProblems({ ...ok, phone: "712 345 678" }, "RO")).toEqual(["phone"]);
  });
  it("refuses an e-mail that is not one", () => {
    expect(contactProblems({ ...ok, email: "ana@" }, "MD")).toEqual(["email"]);
    expect(contactProblems({ ...ok, email: "ana example.md" }, "MD")).toEqual(["email"]);
  });
});

describe("checkout form problems", () => {
  const delivery: CheckoutFormInput = {
    name: "Ana Rusu",
    phone: "+373 69 123 456",
    email: "ana@example.md",
    method: "delivery",
    shopId: null,
    regionId: 3,
    street: "str. Mihai Eminescu",
    building: "5",
    termsAccepted: true,
  };
  it("lets a complete delivery order through", () => {
    const problems = checkoutFormProblems(delivery, "MD");
    expect(problems).toEqual({ fields: [], prescriptions: [] });
    expect(formIsComplete(problems)).toBe(true);
  });
  it("lists everything an empty delivery form lacks, in the form's order", () => {
    const empty = { ...delivery, name: "", phone: "", email: "", regionId: null, street: "", building: "" };
    const problems = checkoutFormProblems({ ...empty, termsAccepted: false }, "MD");
    expect(problems.fields).toEqual([
      "name",
      "phone",
      "region_id",
      "address.street",
      "address.building",
      "terms",
    ]);
    expect(formIsComplete(problems)).toBe(false);
  });
  it("asks pickup for a store and not for an address", () => {
    const pickup = { ...delivery, method: "pickup" as const, regionId: null, street: "", building: "" };
    expect(checkoutFormProblems(pickup, "MD").fields).toEqual(["shop_id"]);
    expect(checkoutFormProblems({ ...pickup, shopId: 7 }, "MD").fields).toEqual([]);
  });
  it("leaves Nova Post's branch or address to the carrier's check", () => {
    const parcel = { ...delivery, method: "novapost" as const, regionId: null, street: "", building: "" };
    expect(checkoutFormProblems(parcel, "MD").fields).toEqual([]);
  });
  it("names the prescriptions still to confirm", () => {
    const lines = [
      { productId: 1, isRecipe: false, homeDelivery: true, prescriptionChecked: false },
      { productId: 2, isRecipe: true, homeDelivery: false, prescriptionChecked: false },
      { productId: 3, isRecipe: true, homeDelivery: false, prescriptionChecked: true },
    ];
    const pickup = { ...delivery, method: "pickup" as const, shopId: 7, lines };
    const problems = checkoutFormProblems(pickup, "MD");
    expect(problems).toEqual({ fields: [], prescriptions: [2] });
    expect(formIsComplete(problems)).toBe(false);
  });
});
