import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CreditProgramme, creditOffers, monthlyPayment } from "../src/index.ts";

describe("credit", () => {
  it("pays an annuity: equal monthly payments that repay the sum with interest", () => {
    // 10 000 over 12 months at 12 % a year: 888.49 a month (the textbook figure).
    expect(monthlyPayment(10_000, 12, 12)).toBe(888.49);
    expect(monthlyPayment(1200, 12, 0)).toBe(100);
    expect(monthlyPayment(0, 12, 10)).toBe(0);
  });

  it("never asks less than the sum back, and more for a higher rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 40 }),
        (sum, months, rate) => {
          const monthly = monthlyPayment(sum, months, rate);
          expect(monthly * months).toBeGreaterThanOrEqual(sum - months * 0.005);
          expect(monthlyPayment(sum, months, rate + 5)).toBeGreaterThan(monthly);
        },
      ),
    );
  });

  it("offers the programmes whose range holds the sum, cheapest month first", () => {
    const programmes: CreditProgramme[] = [
      { id: 1, title: "Rate 0%", months: 4, annualRatePercent: 0, minSum: 1000, maxSum: 20_000 },
      { id: 2, title: "Credit 24", months: 24, annualRatePercent: 18, minSum: 3000, maxSum: null },
      { id: 3, title: "Credit 12", months: 12, annualRatePercent: 15, minSum: 500, maxSum: 2000 },
    ];
    expect(creditOffers(800, programmes).map((o) => o.id)).toEqual([3]);
    const offers = creditOffers(12_000, programmes);
    expect(offers.map((o) => o.id)).toEqual([2, 1]);
    expect(offers[1]).toMatchObject({ monthly: 3000, total: 12_000 });
    expect(creditOffers(50, programmes)).toEqual([]);
  });
});
