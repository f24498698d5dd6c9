import { describe, expect, it } from "vitest";
import {
  checkoutOptions,
  checkoutProblems,
  missingToMinimum,
  normalizePromoCode,
  promoProblem,
  sellableQty,
} from "../src/checkout.ts";

describe("checkout problems", () => {
  const otc = { productId: 1, isRecipe: false, homeDelivery: true, prescriptionChecked: false };
  const rx = { productId: 2, isRecipe: true, homeDelivery: false, prescriptionChecked: false };
  const heavy = { productId: 3, isRecipe: false, homeDelivery: false, prescriptionChecked: false };
  it("lets ordinary lines go anywhere", () => {
    expect(checkoutProblems([otc], "delivery")).toEqual([]);
    expect(checkoutProblems([otc], "pickup")).toEqual([]);
  });
  it("needs the prescription confirmed, and keeps prescription items for pickup", () => {
    expect(checkoutProblems([rx], "pickup")).toEqual([{ productId: 2, code: "prescription_required" }]);
    expect(checkoutProblems([{ ...rx, prescriptionChecked: true }], "pickup")).toEqual([]);
    expect(checkoutProblems([{ ...rx, prescriptionChecked: true, homeDelivery: true }], "delivery")).toEqual([
      { productId: 2, code: "pickup_only" },
    ]);
  });
  it("flags lines without home delivery when delivering, by courier or by post", () => {
    expect(checkoutProblems([otc, heavy], "delivery")).toEqual([{ productId: 3, code: "pickup_only" }]);
    expect(checkoutProblems([otc, heavy], "novapost")).toEqual([{ productId: 3, code: "pickup_only" }]);
    expect(checkoutProblems([{ ...rx, prescriptionChecked: true, homeDelivery: true }], "novapost")).toEqual([
      { productId: 2, code: "pickup_only" },
    ]);
    expect(checkoutProblems([otc], "novapost")).toEqual([]);
  });
  it("needs the prescription confirmed for a one-click order, but lets pickup-only lines through", () => {
    expect(checkoutProblems([otc], "quick")).toEqual([]);
    expect(checkoutProblems([heavy], "quick")).toEqual([]);
    expect(checkoutProblems([rx], "quick")).toEqual([{ productId: 2, code: "prescription_required" }]);
    expect(checkoutProblems([{ ...rx, prescriptionChecked: true }], "quick")).toEqual([]);
  });
});

describe("minimum order", () => {
  it("says what the goods lack, to the cent, and nothing once reached or without a minimum", () => {
    expect(missingToMinimum(150.3, 200)).toBe(49.7);
    expect(missingToMinimum(0.1 + 0.2, 1)).toBe(0.7);
    expect(missingToMinimum(200, 200)).toBe(0);
    expect(missingToMinimum(250, 200)).toBe(0);
    expect(missingToMinimum(10, 0)).toBe(0);
  });
});

describe("promo codes", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const ok = { active: true, startsAt: null, endsAt: null, maxUses: null, usedCount: 0 };
  it("normalizes what the shopper typed", () => {
    expect(normalizePromoCode("  summer10 ")).toBe("SUMMER10");
    expect(normalizePromoCode("a")).toBeNull();
    expect(normalizePromoCode("with space")).toBeNull();
    expect(normalizePromoCode(42)).toBeNull();
  });
  it("says why a code cannot be used", () => {
    expect(promoProblem(ok, now)).toBeNull();
    expect(promoProblem(null, now)).toBe("unknown");
    expect(promoProblem({ ...ok, active: false }, now)).toBe("inactive");
    expect(promoProblem({ ...ok, startsAt: new Date("2026-12-01") }, now)).toBe("not_started");
    expect(promoProblem({ ...ok, endsAt: now }, now)).toBe("expired");
    expect(promoProblem({ ...ok, maxUses: 5, usedCount: 5 }, now)).toBe("used_up");
    expect(promoProblem({ ...ok, maxUses: 5, usedCount: 4 }, now)).toBeNull();
  });
});

describe("sellable quantity", () => {
  it("is the stock less other shoppers' reservations, never negative", () => {
    expect(sellableQty({ stock: 10, preorder: false }, 3, false)).toBe(7);
    expect(sellableQty({ stock: 10, preorder: false }, 12, false)).toBe(0);
    expect(sellableQty({ stock: 0, preorder: true }, 0, false)).toBeNull();
    expect(sellableQty({ stock: -2, preorder: false }, 0, true)).toBeNull();
  });
});

describe("checkoutOptions", () => {
  const line = (
    productId: number,
    over: Partial<{ isRecipe: boolean; homeDelivery: boolean; card: boolean }> = {},
  ) => ({
    productId,
    isRecipe: over.isRecipe ?? false,
    homeDelivery: over.homeDelivery ?? true,
    cardPaymentAvailable: over.card ?? true,
  });
  const available = (o: ReturnType<typeof checkoutOptions>) => ({
    methods: o.methods.filter((m) => m.available).map((m) => m.method),
    payments: o.payments.filter((p) => p.available).map((p) => p.type),
  });

  it("offers every method and payment for ordinary goods, delivery first", () => {
    const options = checkoutOptions({ lines: [line(1), line(2)], delivers: true, postal: true });
    expect(available(options)).toEqual({
      methods: ["delivery", "pickup", "novapost"],
      payments: ["cash", "card_on_receipt", "card"],
    });
    expect(options).toMatchObject({ pickupOnly: false, initialMethod: "delivery", prescriptionLines: [] });
  });

  it("keeps a prescription or an undelivered line for pickup, and asks to confirm prescriptions", () => {
    for (const odd of [line(2, { isRecipe: true }), line(2, { homeDelivery: false })]) {
      const options = checkoutOptions({ lines: [line(1), odd], delivers: true, postal: true });
      expect(available(options).methods).toEqual(["pickup"]);
      expect(options.methods.map((m) => m.method)).toEqual(["delivery", "pickup", "novapost"]);
      expect(options).toMatchObject({ pickupOnly: true, initialMethod: "pickup" });
      expect(options.prescriptionLines).toEqual(odd.isRecipe ? [2] : []);
      // The same lines are what the order refuses to send.
      expect(
        checkoutProblems(
          [odd].map((l) => ({ ...l, prescriptionChecked: true })),
          "delivery",
        ).map((p) => p.code),
      ).toEqual(["pickup_only"]);
    }
  });

  it("offers no parcel without Nova Post, no delivery without regions, no card online unless every line allows it", () => {
    const options = checkoutOptions({
      lines: [line(1), line(2, { card: false })],
      delivers: false,
      postal: false,
    });
    expect(available(options)).toEqual({ methods: ["pickup"], payments: ["cash", "card_on_receipt"] });
    expect(options.methods.map((m) => m.method)).toEqual(["delivery", "pickup"]);
    expect(options.initialMethod).toBe("pickup");
  });
});
