import { describe, expect, it } from "vitest";
import {
  deliveryPricesProblems,
  type PromoCodeDraft,
  promoCodeProblems,
  promoCodeTaken,
  siteLanguagesProblems,
  storeProblems,
} from "../src/shop-admin.ts";

const code: PromoCodeDraft = {
  code: "SPRING-10",
  type: "general",
  valueType: "percent",
  value: 10,
  productIds: [],
  startsAt: new Date("2026-03-01T00:00:00Z"),
  endsAt: new Date("2026-04-01T00:00:00Z"),
  maxUses: 100,
};

describe("promo codes", () => {
  it("takes a valid code", () => {
    expect(promoCodeProblems(code)).toEqual({});
    expect(promoCodeProblems({ ...code, startsAt: null, endsAt: null, maxUses: null })).toEqual({});
  });
  it("wants a percent from 1 to 100 and a positive sum", () => {
    expect(promoCodeProblems({ ...code, value: 0 })).toHaveProperty("value");
    expect(promoCodeProblems({ ...code, value: 101 })).toHaveProperty("value");
    expect(promoCodeProblems({ ...code, value: 100 })).toEqual({});
    expect(promoCodeProblems({ ...code, value: 1 })).toEqual({});
    expect(promoCodeProblems({ ...code, valueType: "value", value: 250 })).toEqual({});
    expect(promoCodeProblems({ ...code, valueType: "value", value: 0 })).toHaveProperty("value");
    expect(promoCodeProblems({ ...code, value: Number.NaN })).toHaveProperty("value");
  });
  it("wants the end after the start", () => {
    expect(promoCodeProblems({ ...code, endsAt: code.startsAt })).toHaveProperty("ends_at");
    expect(promoCodeProblems({ ...code, endsAt: new Date("2026-02-01T00:00:00Z") })).toHaveProperty(
      "ends_at",
    );
    expect(promoCodeProblems({ ...code, startsAt: null })).toEqual({});
  });
  it("wants a code the shopper can type", () => {
    for (const bad of ["A", "SPACE CODE", "ÎNCĂ", "x".repeat(41), "<b>"])
      expect(promoCodeProblems({ ...code, code: bad }), bad).toHaveProperty("code");
    expect(promoCodeProblems({ ...code, code: "vara_2026" })).toEqual({});
  });
  it("wants products for a product code and a sensible use limit", () => {
    expect(promoCodeProblems({ ...code, type: "product" })).toHaveProperty("product_ids");
    expect(promoCodeProblems({ ...code, type: "product", productIds: [3] })).toEqual({});
    expect(promoCodeProblems({ ...code, maxUses: 0 })).toHaveProperty("max_uses");
    expect(promoCodeProblems({ ...code, maxUses: 5, usedCount: 6 })).toHaveProperty("max_uses");
  });
  it("compares codes in upper case", () => {
    expect(promoCodeTaken("spring-10", ["SPRING-10"])).toBe(true);
    expect(promoCodeTaken("SPRING-11", ["SPRING-10"])).toBe(false);
  });
});

describe("stores", () => {
  const store = {
    title: { ro: "Farmacia Centru", ru: "" },
    address: { ro: "str. Ștefan cel Mare 1" },
    hours: [null, "08:00-20:00", "08:00-20:00", "08:00-20:00", "08:00-20:00", "08:00-20:00", "09:00-14:00"],
    lat: 47.0245,
    lng: 28.8323,
  };
  it("takes a valid store", () => {
    expect(storeProblems(store, "ro")).toEqual({});
    expect(storeProblems({ ...store, lat: null, lng: null }, "ro")).toEqual({});
  });
  it("refuses coordinates out of range or given alone", () => {
    expect(storeProblems({ ...store, lat: 91 }, "ro")).toHaveProperty("lat");
    expect(storeProblems({ ...store, lng: -181 }, "ro")).toHaveProperty("lng");
    expect(storeProblems({ ...store, lng: null }, "ro")).toHaveProperty("lat");
  });
  it("wants a name in the main language and seven days of well-formed hours", () => {
    expect(storeProblems(store, "ru")).toHaveProperty("title");
    expect(storeProblems({ ...store, hours: store.hours.slice(1) }, "ro")).toHaveProperty("hours");
    expect(storeProblems({ ...store, hours: [...store.hours.slice(1), "8-20"] }, "ro")).toHaveProperty(
      "hours",
    );
    expect(storeProblems({ ...store, hours: [...store.hours.slice(1), "00:00-24:00"] }, "ro")).toEqual({});
  });
});

describe("languages and delivery prices", () => {
  it("wants the main language among the shop's languages", () => {
    expect(siteLanguagesProblems(["ro", "ru"], "ro")).toEqual({});
    expect(siteLanguagesProblems(["ro", "ru"], "en")).toHaveProperty("main_language");
    expect(siteLanguagesProblems([], "ro")).toHaveProperty("languages");
    expect(siteLanguagesProblems(["ro", "ro"], "ro")).toHaveProperty("languages");
  });
  it("wants one price per delivery type and positive thresholds", () => {
    expect(deliveryPricesProblems([{ type: "standart", free_delivery: 500 }], 1000)).toEqual({});
    expect(
      deliveryPricesProblems(
        [
          { type: "standart", free_delivery: null },
          { type: "standart", free_delivery: null },
        ],
        null,
      ),
    ).toHaveProperty("delivery_price");
    expect(deliveryPricesProblems([{ type: "express", free_delivery: 0 }], null)).toHaveProperty(
      "delivery_price",
    );
    expect(deliveryPricesProblems([], 0)).toHaveProperty("free_delivery_region");
  });
});
