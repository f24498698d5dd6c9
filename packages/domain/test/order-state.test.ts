import { describe, expect, it } from "vitest";
import { orderDeliveryPrice, placedOrderState } from "../src/order-state.ts";

describe("placedOrderState", () => {
  it("puts an order paid online on hold until the provider answers", () => {
    expect(placedOrderState("card")).toEqual({ status: "awaiting_payment", paymentStatus: "pending" });
    expect(placedOrderState("card", 120.5)).toEqual({ status: "awaiting_payment", paymentStatus: "pending" });
  });

  it("makes an order paid on receipt new at once", () => {
    for (const type of ["cash", "card_on_receipt"]) {
      expect(placedOrderState(type, 300)).toEqual({ status: "new", paymentStatus: "not_required" });
    }
  });

  it("leaves nothing to pay online when points covered the whole order", () => {
    expect(placedOrderState("card", 0)).toEqual({ status: "new", paymentStatus: "not_required" });
  });
});

describe("orderDeliveryPrice", () => {
  const base = {
    parcelPrice: null,
    regionId: 3,
    type: "standart" as const,
    goods: 100,
    rates: [{ type: "standart" as const, price: 50, regional_price: 80, free_delivery: 500 }],
    freeDeliveryRegion: null,
  };

  it("charges nothing for a one-click order (agreed on the phone) or a pickup", () => {
    expect(orderDeliveryPrice({ ...base, method: "quick" })).toBe(0);
    expect(orderDeliveryPrice({ ...base, method: "pickup" })).toBe(0);
  });

  it("takes the carrier's price for a parcel", () => {
    expect(orderDeliveryPrice({ ...base, method: "novapost", parcelPrice: 65 })).toBe(65);
  });

  it("applies the shop's rates to a delivery, free at the threshold", () => {
    expect(orderDeliveryPrice({ ...base, method: "delivery" })).toBe(50);
    expect(orderDeliveryPrice({ ...base, method: "delivery", goods: 500 })).toBe(0);
    expect(orderDeliveryPrice({ ...base, method: "delivery", regionId: 7 })).toBe(80);
  });
});
