import { describe, expect, it } from "vitest";
import { pointsPerUnit } from "../src/cart.ts";
import { checkoutOptions } from "../src/checkout.ts";
import { promoAudienceProblem, promoAudienceProblems } from "../src/promo-audience.ts";
import { ALL_SWITCHES_ON, checkoutSwitchesProblems, switchedOffWay } from "../src/shop-switches.ts";

describe("who may use a promo code", () => {
  const everyone = { audience: "everyone", customerIds: [], maxUsesPerCustomer: null } as const;
  it("lets anyone use an everyone code", () => {
    expect(promoAudienceProblem(everyone, null, 0)).toBeNull();
    expect(promoAudienceProblem(everyone, 7, 3)).toBeNull();
  });
  it("asks guests to sign in for a customers' or a listed code", () => {
    expect(promoAudienceProblem({ ...everyone, audience: "customers" }, null, 0)).toBe("sign_in_required");
    expect(promoAudienceProblem({ ...everyone, audience: "listed", customerIds: [1] }, null, 0)).toBe(
      "sign_in_required",
    );
    expect(promoAudienceProblem({ ...everyone, audience: "customers" }, 5, 0)).toBeNull();
  });
  it("keeps a listed code for the customers listed", () => {
    const listed = { ...everyone, audience: "listed" as const, customerIds: [1, 2] };
    expect(promoAudienceProblem(listed, 2, 0)).toBeNull();
    expect(promoAudienceProblem(listed, 3, 0)).toBe("not_for_you");
  });
  it("counts each shopper's uses against the per-customer limit", () => {
    const once = { ...everyone, maxUsesPerCustomer: 1 };
    expect(promoAudienceProblem(once, 4, 0)).toBeNull();
    expect(promoAudienceProblem(once, 4, 1)).toBe("used_by_you");
    expect(promoAudienceProblem(once, null, 1)).toBe("used_by_you");
  });
  it("refuses a listed code without customers and a limit below one", () => {
    expect(promoAudienceProblems({ audience: "listed", customerIds: [], maxUsesPerCustomer: 0 })).toEqual({
      customer_ids: ["Choose at least one customer for this code."],
      max_uses_per_customer: ["The limit must be a whole number of at least 1."],
    });
    expect(promoAudienceProblems({ audience: "listed", customerIds: [3], maxUsesPerCustomer: 2 })).toEqual(
      {},
    );
  });
});

describe("payment and delivery switches", () => {
  it("keeps one way to pay in person and one way to receive", () => {
    expect(checkoutSwitchesProblems(ALL_SWITCHES_ON)).toEqual({});
    expect(
      checkoutSwitchesProblems({ ...ALL_SWITCHES_ON, cashOnDelivery: false, cardOnReceipt: false }),
    ).toHaveProperty("payments");
    expect(
      checkoutSwitchesProblems({ ...ALL_SWITCHES_ON, storePickup: false, courierDelivery: false }),
    ).toHaveProperty("methods");
    expect(
      checkoutSwitchesProblems({ ...ALL_SWITCHES_ON, cashOnDelivery: false, storePickup: false }),
    ).toEqual({});
  });
  it("refuses an order by a way switched off", () => {
    const noCash = { ...ALL_SWITCHES_ON, cashOnDelivery: false };
    expect(switchedOffWay(noCash, "cash", "pickup")?.field).toBe("paymentType");
    expect(switchedOffWay(noCash, "card_on_receipt", "pickup")).toBeNull();
    expect(switchedOffWay({ ...ALL_SWITCHES_ON, storePickup: false }, "cash", "pickup")?.field).toBe(
      "deliveryType",
    );
    expect(switchedOffWay({ ...ALL_SWITCHES_ON, courierDelivery: false }, "card", "delivery")?.field).toBe(
      "deliveryType",
    );
    expect(switchedOffWay({ ...ALL_SWITCHES_ON, courierDelivery: false }, "card", "novapost")).toBeNull();
  });
  it("offers at checkout only the ways switched on", () => {
    const lines = [{ productId: 1, isRecipe: false, homeDelivery: true, cardPaymentAvailable: true }];
    const options = checkoutOptions({
      lines,
      delivers: true,
      postal: false,
      switches: { ...ALL_SWITCHES_ON, cashOnDelivery: false, courierDelivery: false },
    });
    expect(options.payments.map((p) => p.type)).toEqual(["card_on_receipt", "card"]);
    expect(options.methods.map((m) => m.method)).toEqual(["pickup"]);
    expect(options.initialMethod).toBe("pickup");
    expect(checkoutOptions({ lines, delivers: true, postal: false }).payments).toHaveLength(3);
  });
});

describe("points a product earns", () => {
  const on = { enabled: true, defaultPercent: 5 };
  it("uses the product's own points first", () => {
    expect(pointsPerUnit(12, 100, on)).toBe(12);
  });
  it("falls back to the shop's default percent of the price, in whole points", () => {
    expect(pointsPerUnit(0, 99.9, on)).toBe(4);
    expect(pointsPerUnit(0, 200, on)).toBe(10);
    expect(pointsPerUnit(null, 10, { enabled: true, defaultPercent: 0 })).toBe(0);
  });
  it("earns nothing while the programme is off", () => {
    expect(pointsPerUnit(12, 100, { enabled: false, defaultPercent: 5 })).toBe(0);
  });
});
