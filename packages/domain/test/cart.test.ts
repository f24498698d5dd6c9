import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addQuantity,
  applyPromo,
  CAPITAL_REGION_ID,
  cartLineProblem,
  cartTotals,
  type DeliveryRate,
  deliveryPrice,
  effectiveDeliveryType,
  finalTotal,
  lineTotal,
  loyaltySpend,
  MAX_QUANTITY,
  mergeCartLine,
  money,
  normalizePhone,
  normalizeQuantity,
  PHONE_MAX_LENGTH,
  phoneCountryOf,
  reduceQuantity,
  roundTo,
} from "../src/cart.ts";

const decimals = (n: number) => (String(n).split(".")[1] ?? "").length;

describe("quantities", () => {
  it("rounds to three decimals, raises to the multiplicity, caps, and 0 removes", () => {
    expect(normalizeQuantity(1.23456, 1)).toBe(1.235);
    expect(normalizeQuantity(0.2, 0.5)).toBe(0.5);
    expect(normalizeQuantity(1, 6)).toBe(6);
    expect(normalizeQuantity(150_000, 1)).toBe(MAX_QUANTITY);
    expect(normalizeQuantity(0, 1)).toBe(0);
    expect(normalizeQuantity(-3, 1)).toBe(0);
    expect(normalizeQuantity(0.0004, 1)).toBe(0);
    expect(normalizeQuantity(Number.NaN, 1)).toBe(0);
    expect(normalizeQuantity(Number.POSITIVE_INFINITY, 1)).toBe(0);
  });
  it("treats a missing or broken multiplicity as 1", () => {
    expect(normalizeQuantity(0.5, null)).toBe(1);
    expect(normalizeQuantity(0.5, 0)).toBe(1);
    expect(normalizeQuantity(0.5, -2)).toBe(1);
  });
  it("adds and reduces by steps", () => {
    expect(addQuantity(2, 2, 2)).toBe(4);
    expect(addQuantity(MAX_QUANTITY, 5, 1)).toBe(MAX_QUANTITY);
    expect(reduceQuantity(4, 2, 2)).toBe(2);
    expect(reduceQuantity(2, 2, 2)).toBe(0);
    expect(reduceQuantity(3, 2, 2)).toBe(2);
    expect(reduceQuantity(1.5, 1, 1)).toBe(1);
    expect(addQuantity(0.1, 0.2, 0.1)).toBe(0.3);
  });
  it("always gives 0 or a valid quantity (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.option(fc.double({ min: 0.001, max: 100, noNaN: true }), { nil: null }),
        (count, multiplicity) => {
          const q = normalizeQuantity(count, multiplicity);
          if (q === 0) return true;
          const step = multiplicity ? roundTo(multiplicity, 3) || 1 : 1;
          return q >= Math.min(step, MAX_QUANTITY) && q <= MAX_QUANTITY && decimals(q) <= 3;
        },
      ),
    );
  });
  it("is idempotent (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 2e5, noNaN: true }), fc.integer({ min: 1, max: 12 }), (c, m) => {
        const once = normalizeQuantity(c, m);
        return normalizeQuantity(once, m) === once;
      }),
    );
  });
});

describe("money", () => {
  it("rounds half away from zero without binary drift", () => {
    expect(money(1.005)).toBe(1.01);
    expect(money(2.675)).toBe(2.68);
    expect(money(-1.005)).toBe(-1.01);
    expect(money(0.1 + 0.2)).toBe(0.3);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(12.5, 0.333)).toBe(4.16);
  });
});

describe("cart totals", () => {
  it("sums lines, old-price savings and points not paid with points", () => {
    const totals = cartTotals([
      { productId: 1, price: 10, oldPrice: 12.5, count: 2, loyaltyGive: 3 },
      { productId: 2, price: 4.99, oldPrice: null, count: 1.5, loyaltyGive: 2, loyaltyChecked: true },
      { productId: 3, price: 100, oldPrice: 90, count: 1, loyaltyGive: 0 },
    ]);
    expect(totals).toEqual({ totalCount: 4.5, totalPrice: 127.49, totalDiscount: 5, loyaltyGive: 6 });
  });
  it("is empty for no lines", () => {
    expect(cartTotals([])).toEqual({ totalCount: 0, totalPrice: 0, totalDiscount: 0, loyaltyGive: 0 });
  });
  it("does not depend on the order of the lines (property)", () => {
    const line = fc.record({
      productId: fc.integer({ min: 1, max: 1000 }),
      price: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      oldPrice: fc.option(
        fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
        { nil: null },
      ),
      count: fc.integer({ min: 1, max: 99_999_000 }).map((c) => c / 1000),
      loyaltyGive: fc.integer({ min: 0, max: 50 }),
      loyaltyChecked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const a = cartTotals(lines);
        const b = cartTotals([...lines].reverse());
        return (
          Math.abs(a.totalPrice - b.totalPrice) < 0.005 &&
          decimals(a.totalPrice) <= 2 &&
          a.totalDiscount >= 0 &&
          a.loyaltyGive >= 0
        );
      }),
    );
  });
});

describe("promo codes", () => {
  const lines = [
    { productId: 1, price: 100, count: 2 },
    { productId: 2, price: 33.33, count: 1 },
  ];
  it("a general percent code lowers every line", () => {
    const r = applyPromo(lines, { type: "general", valueType: "percent", value: 10 });
    expect(r.lines).toEqual([
      { productId: 1, discountAmount: 10, discountPercentage: 10, priceWithDiscount: 90 },
      { productId: 2, discountAmount: 3.33, discountPercentage: 10, priceWithDiscount: 30 },
    ]);
    expect(r.generalPrice).toBe(210);
    expect(r.discount).toBe(0);
  });
  it("a product code lowers only the listed products", () => {
    const r = applyPromo(lines, { type: "product", valueType: "percent", value: 50, productIds: [2] });
    expect(r.lines[0]).toEqual({
      productId: 1,
      discountAmount: 0,
      discountPercentage: 0,
      priceWithDiscount: 100,
    });
    expect(r.lines[1]?.priceWithDiscount).toBe(16.66);
    expect(r.generalPrice).toBe(216.66);
  });
  it("a value code gives no per-line amount and a whole-cart discount capped at the eligible total", () => {
    const r = applyPromo(lines, { type: "general", valueType: "value", value: 50 });
    expect(r.lines.every((l) => l.discountAmount === 0)).toBe(true);
    expect(r.generalPrice).toBe(233.33);
    expect(r.discount).toBe(50);
    expect(
      applyPromo(lines, { type: "product", valueType: "value", value: 500, productIds: [2] }).discount,
    ).toBe(33.33);
  });
  it("never makes a price negative (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        fc.double({ min: -50, max: 500, noNaN: true }),
        (price, value) => {
          const r = applyPromo([{ productId: 1, price, count: 1 }], {
            type: "general",
            valueType: "percent",
            value,
          });
          const line = r.lines[0];
          return line !== undefined && line.priceWithDiscount >= 0 && line.priceWithDiscount <= price;
        },
      ),
    );
  });
});

describe("delivery price", () => {
  const rates: DeliveryRate[] = [
    { type: "standart", price: 50, regional_price: 80, free_delivery: 1000 },
    { type: "standart", price: 60, regional_price: 70, free_delivery: 1500 },
    { type: "express", price: 120, regional_price: 150, free_delivery: null },
  ];
  const base = {
    method: "address" as const,
    type: "standart" as const,
    total: 300,
    rates,
    freeDeliveryRegion: 2000,
  };
  it("is 0 for pickup", () => {
    expect(deliveryPrice({ ...base, method: "pickup", regionId: CAPITAL_REGION_ID })).toBe(0);
  });
  it("takes the highest capital rate of the type, free at its threshold", () => {
    expect(deliveryPrice({ ...base, regionId: CAPITAL_REGION_ID })).toBe(60);
    expect(deliveryPrice({ ...base, regionId: CAPITAL_REGION_ID, total: 1499.99 })).toBe(60);
    expect(deliveryPrice({ ...base, regionId: CAPITAL_REGION_ID, total: 1500 })).toBe(0);
    expect(deliveryPrice({ ...base, regionId: CAPITAL_REGION_ID, type: "express", total: 99_999 })).toBe(120);
  });
  it("outside the capital uses the regional standard rate and free_delivery_region", () => {
    expect(deliveryPrice({ ...base, regionId: 7 })).toBe(80);
    expect(deliveryPrice({ ...base, regionId: 7, type: "express" })).toBe(80);
    expect(deliveryPrice({ ...base, regionId: 7, total: 2000 })).toBe(0);
    expect(deliveryPrice({ ...base, regionId: 7, freeDeliveryRegion: null, total: 1e6 })).toBe(80);
    expect(effectiveDeliveryType(7, "express")).toBe("standart");
    expect(effectiveDeliveryType(CAPITAL_REGION_ID, "express")).toBe("express");
  });
  it("is 0 when the shop configured no rate", () => {
    expect(deliveryPrice({ ...base, regionId: CAPITAL_REGION_ID, rates: [] })).toBe(0);
  });
});

describe("final total", () => {
  it("is total (or the promo price) plus delivery minus discount, never negative", () => {
    expect(finalTotal({ total: 200, delivery: 50, discount: 0 })).toBe(250);
    expect(finalTotal({ total: 200, generalPrice: 180, delivery: 50, discount: 20 })).toBe(210);
    expect(finalTotal({ total: 10, delivery: 0, discount: 30 })).toBe(0);
    expect(finalTotal({ total: 0.1, delivery: 0.2, discount: 0 })).toBe(0.3);
  });
});

describe("phones", () => {
  it("accepts Moldovan and Romanian numbers in the masks and sends them compact", () => {
    expect(normalizePhone("+(373) 69 123 456", "MD")).toBe("+37369123456");
    expect(normalizePhone("373 69123456", "MD")).toBe("+37369123456");
    expect(normalizePhone("+40 712 345 678", "RO")).toBe("+40712345678");
    expect("+(373) 69 123 456".length).toBe(PHONE_MAX_LENGTH.MD);
    expect("+40 712 345 678".length).toBe(PHONE_MAX_LENGTH.RO);
  });
  it("refuses wrong lengths, letters and the other country's prefix", () => {
    expect(normalizePhone("+(373) 69 123 45", "MD")).toBeNull();
    expect(normalizePhone("+(373) 69 123 4567", "MD")).toBeNull();
    expect(normalizePhone("+40 712 345 67a", "RO")).toBeNull();
    expect(normalizePhone("+40 712 345 678", "MD")).toBeNull();
    expect(normalizePhone("", "MD")).toBeNull();
  });
  it("tells the country by prefix", () => {
    expect(phoneCountryOf("+(373) 69")).toBe("MD");
    expect(phoneCountryOf("+40 7")).toBe("RO");
    expect(phoneCountryOf("+49 1")).toBeNull();
  });
});

describe("cart line problems", () => {
  it("needs an active product in stock for the count, unless preorder or negative stock", () => {
    expect(cartLineProblem({ active: false, stock: 5, preorder: false }, 1, true)).toEqual({
      problem: "inactive",
      maxCount: 0,
    });
    expect(cartLineProblem({ active: true, stock: 0, preorder: false }, 1, false).problem).toBe(
      "out_of_stock",
    );
    expect(cartLineProblem({ active: true, stock: 3, preorder: false }, 4, false)).toEqual({
      problem: "not_enough_stock",
      maxCount: 3,
    });
    expect(cartLineProblem({ active: true, stock: 3, preorder: false }, 3, false)).toEqual({
      problem: null,
      maxCount: 3,
    });
    expect(cartLineProblem({ active: true, stock: 0, preorder: true }, 9, false)).toEqual({
      problem: null,
      maxCount: null,
    });
    expect(cartLineProblem({ active: true, stock: -2, preorder: false }, 9, true).problem).toBeNull();
  });
});

describe("mergeCartLine", () => {
  const free = { multiplicity: null, maxCount: null };
  it("sums a product in both carts and keeps points payment when either had it", () => {
    expect(
      mergeCartLine({ count: 2, loyaltyChecked: false }, { count: 3, loyaltyChecked: true }, free),
    ).toEqual({
      count: 5,
      loyaltyChecked: true,
    });
    expect(
      mergeCartLine(null, { count: 1.5, loyaltyChecked: false }, { multiplicity: 0.5, maxCount: null }),
    ).toEqual({ count: 1.5, loyaltyChecked: false });
  });

  it("clamps to the cap and to the stock, in whole steps, never below one step", () => {
    expect(
      mergeCartLine({ count: 90_000, loyaltyChecked: false }, { count: 20_000, loyaltyChecked: false }, free)
        .count,
    ).toBe(99_999);
    expect(
      mergeCartLine(
        { count: 4, loyaltyChecked: false },
        { count: 4, loyaltyChecked: false },
        { multiplicity: null, maxCount: 6 },
      ).count,
    ).toBe(6);
    expect(
      mergeCartLine(
        { count: 1, loyaltyChecked: false },
        { count: 1, loyaltyChecked: false },
        { multiplicity: 0.5, maxCount: 1.7 },
      ).count,
    ).toBe(1.5);
    expect(
      mergeCartLine(
        { count: 1, loyaltyChecked: false },
        { count: 1, loyaltyChecked: false },
        { multiplicity: null, maxCount: 0 },
      ).count,
    ).toBe(1);
  });

  it("never exceeds the sum or the cap, and stays a whole number of steps", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(1, 0.5, 0.25, 2),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
        (a, b, step, stock) => {
          const customer = a === 0 ? null : { count: a * step, loyaltyChecked: false };
          const { count } = mergeCartLine(
            customer,
            { count: b * step, loyaltyChecked: false },
            {
              multiplicity: step,
              maxCount: stock,
            },
          );
          const sum = (a + b) * step;
          const steps = count / step;
          return (
            count <= sum + 1e-9 &&
            count >= step &&
            Math.abs(steps - Math.round(steps)) < 1e-6 &&
            (stock === null || count <= Math.max(stock, step) + 1e-9)
          );
        },
      ),
    );
  });
});

describe("loyaltySpend", () => {
  const lines = [
    { unitPrice: 120.5, count: 2, loyaltyChecked: true },
    { unitPrice: 99.99, count: 1, loyaltyChecked: false },
    { unitPrice: 10, count: 0.5, loyaltyChecked: true },
  ];
  it("covers the ticked lines up to the balance", () => {
    expect(loyaltySpend(lines, 1000)).toBe(246);
    expect(loyaltySpend(lines, 100.555)).toBe(100.56);
    expect(loyaltySpend(lines, 0)).toBe(0);
    expect(
      loyaltySpend(
        lines.map((l) => ({ ...l, loyaltyChecked: false })),
        1000,
      ),
    ).toBe(0);
  });
  it("never spends a negative, unknown or larger balance than held", () => {
    expect(loyaltySpend(lines, -5)).toBe(0);
    expect(loyaltySpend(lines, Number.NaN)).toBe(0);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.double({ min: 0, max: 1e5, noNaN: true }),
            count: fc.integer({ min: 1, max: 50 }),
            loyaltyChecked: fc.boolean(),
          }),
          { maxLength: 10 },
        ),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (some, balance) => {
          const spent = loyaltySpend(some, balance);
          const ticked = some
            .filter((l) => l.loyaltyChecked)
            .reduce((sum, l) => sum + lineTotal(l.unitPrice, l.count), 0);
          expect(spent).toBeGreaterThanOrEqual(0);
          expect(spent).toBeLessThanOrEqual(money(balance) + 0.005);
          expect(spent).toBeLessThanOrEqual(money(ticked) + 0.005);
        },
      ),
    );
  });
  it("is taken off the final sum, which stays at zero or above", () => {
    expect(finalTotal({ total: 300, delivery: 50, discount: 0, points: 100 })).toBe(250);
    expect(finalTotal({ total: 300, delivery: 0, discount: 250, points: 100 })).toBe(0);
  });
});
