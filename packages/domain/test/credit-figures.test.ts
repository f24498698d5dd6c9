import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  annualPercentageRate,
  annuitySchedule,
  type CreditProgramme,
  creditFigures,
  creditFrom,
  creditProblem,
  idnpCheckDigit,
  instalment,
  lowestInstalment,
  normalizeIdnp,
  programmeFromSettings,
  programmeTerms,
} from "../src/index.ts";

const plain = (over: Partial<CreditProgramme> = {}): CreditProgramme => ({
  id: 1,
  title: "Credit",
  months: 12,
  annualRatePercent: 12,
  minSum: 0,
  maxSum: null,
  ...over,
});

/** Present value of the payments at a yearly rate x (Annex I's right-hand side). */
const presentValue = (payments: number[], x: number) =>
  payments.reduce((t, p, k) => t + p * (1 + x) ** (-(k + 1) / 12), 0);

describe("annuity schedule", () => {
  it("pays equal instalments, the last one closing the rounding to the cent", () => {
    expect(annuitySchedule(1000, 3, 0)).toEqual([333.33, 333.33, 333.34]);
    const schedule = annuitySchedule(10_000, 12, 12);
    expect(schedule.slice(0, 11).every((p) => p === 888.49)).toBe(true);
    // The exact annuity is 888.4879; 12 of them make 10 661.85.
    expect(schedule[11]).toBe(888.46);
    expect(annuitySchedule(0, 12, 10)).toEqual([]);
  });
});

describe("annual percentage rate (DAE)", () => {
  it("is the effective yearly rate of the nominal one when there are no fees", () => {
    // 12 % nominal, monthly: (1.01)^12 − 1 = 12.68 %.
    expect(creditFigures(plain(), 10_000, 12).dae).toBe(12.68);
    expect(creditFigures(plain({ annualRatePercent: 0 }), 1000, 3).dae).toBe(0);
  });

  it("counts fees: a one-off 2 % fee on a 0 % plan over 6 months costs about 7 % a year", () => {
    const figures = creditFigures(plain({ annualRatePercent: 0, feeOncePercent: 2, months: 6 }), 6000, 6);
    expect(figures).toMatchObject({ monthly: 1000, oneOffFee: 120, totalRepaid: 6120, totalCost: 120 });
    // Solve 5880 = Σ 1000 (1+X)^(-k/12), k = 1..6: X = 7.19 %.
    expect(figures.dae).toBe(7.19);
  });

  it("solves Annex I's equation: the payments' present value at the DAE is the net sum lent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 500_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (amount, months, rate, feeOncePercent, feeMonthlyPercent) => {
          const p = plain({ annualRatePercent: rate, feeOncePercent, feeMonthlyPercent });
          const f = creditFigures(p, amount, months);
          const payments = annuitySchedule(f.creditAmount, months, rate).map(
            (x) => Math.round((x + (f.creditAmount * feeMonthlyPercent) / 100) * 100) / 100,
          );
          // The DAE is given to 0.01 %: within 0.005 % (5e-5) of the exact rate. The present value's
          // slope is at most its own value times the term in years (|PV'(X)| <= PV * months / 12),
          // so it lands within net * 5e-5 * years of the net sum, plus the payments' cent rounding.
          // (A flat 0.01 % failed for long terms: 5838 over 56 months at 2.04 % is 0.64 off.)
          const net = f.creditAmount - f.oneOffFee;
          const tolerance = net * 5e-5 * Math.max(1, months / 12) + months * 0.005 + 0.05;
          expect(Math.abs(presentValue(payments, f.dae / 100) - net)).toBeLessThan(tolerance);
          expect(f.dae).toBeGreaterThanOrEqual(rate - 0.01);
          expect(f.totalCost).toBeGreaterThanOrEqual(-0.01);
          expect(f.totalRepaid).toBeCloseTo(f.creditAmount + f.totalCost, 2);
        },
      ),
    );
  });

  it("grows with any fee, and is 0 for nothing lent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 2, max: 48 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        (amount, months, rate, fee) => {
          // Fees of 0.1 % to 5 % of the credit (once) and 0.01 % to 0.5 % (monthly).
          const base = creditFigures(plain({ annualRatePercent: rate }), amount, months).dae;
          const once = plain({ annualRatePercent: rate, feeOnce: (amount * fee) / 1000 });
          expect(creditFigures(once, amount, months).dae).toBeGreaterThan(base);
          const monthly = plain({ annualRatePercent: rate, feeMonthlyPercent: fee / 100 });
          expect(creditFigures(monthly, amount, months).dae).toBeGreaterThan(base);
        },
      ),
    );
    expect(annualPercentageRate(0, [100])).toBe(0);
    expect(annualPercentageRate(100, [])).toBe(0);
  });
});

describe("credit figures", () => {
  it("lends the purchase less the down payment", () => {
    const f = creditFigures(plain({ annualRatePercent: 0, downPaymentPercent: 20 }), 5000, 10);
    expect(f).toMatchObject({ downPayment: 1000, creditAmount: 4000, monthly: 400, totalRepaid: 4000 });
    expect(f.totalPayable).toBe(5000);
  });

  it("never repays less than the sum lent", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 90 }),
        (amount, months, rate, down) => {
          const f = creditFigures(
            plain({ annualRatePercent: rate, downPaymentPercent: down }),
            amount,
            months,
          );
          expect(f.totalRepaid).toBeGreaterThanOrEqual(f.creditAmount);
          expect(f.downPayment + f.creditAmount).toBeCloseTo(amount, 2);
        },
      ),
    );
  });
});

describe("eligibility", () => {
  const p = plain({
    minSum: 1000,
    maxSum: 50_000,
    terms: [6, 12, 24],
    productMinPrice: 500,
    productMaxPrice: 40_000,
  });

  it("takes an amount within the range, on an offered term, of products within theirs", () => {
    expect(programmeTerms(p)).toEqual([6, 12, 24]);
    expect(programmeTerms(plain({ months: 9 }))).toEqual([9]);
    expect(creditProblem(p, { amount: 1000, months: 6 })).toBeNull();
    expect(creditProblem(p, { amount: 999.99 })).toBe("below_min");
    expect(creditProblem(p, { amount: 50_000.01 })).toBe("above_max");
    expect(creditProblem(p, { amount: 5000, months: 18 })).toBe("term");
    expect(creditProblem(p, { amount: 5000, productPrices: [4600, 400] })).toBe("product");
    expect(creditProblem(p, { amount: 45_000, productPrices: [45_000] })).toBe("product");
  });

  it("agrees with the range for any amount", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100_000, noNaN: true }), (amount) => {
        const inside = amount >= 1000 && amount <= 50_000;
        expect(creditProblem(p, { amount }) === null).toBe(inside);
      }),
    );
  });

  it("offers 'from X a month' at the lowest instalment of the programmes that apply", () => {
    const programmes = [
      plain({ id: 1, annualRatePercent: 0, months: 6, terms: [3, 6], minSum: 1000, maxSum: 20_000 }),
      plain({
        id: 2,
        annualRatePercent: 18,
        months: 24,
        minSum: 3000,
        maxSum: null,
        productMaxPrice: 10_000,
      }),
    ];
    expect(creditFrom(6000, programmes)).toMatchObject({ id: 2, months: 24 });
    expect(creditFrom(12_000, programmes)).toMatchObject({ id: 1, months: 6, monthly: 2000 });
    expect(creditFrom(500, programmes)).toBeNull();
  });

  it("shows on cards the same instalment as the full figures, the lowest over every term", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        (price, months, rate, down, fee) => {
          const p = plain({ annualRatePercent: rate, downPaymentPercent: down, feeMonthly: fee, months });
          expect(instalment(p, price, months)).toBe(creditFigures(p, price, months).monthly);
          const withTerms = { ...p, terms: [Math.max(1, months - 6), months] };
          expect(lowestInstalment(price, [withTerms])).toBe(creditFrom(price, [withTerms])?.monthly ?? null);
        },
      ),
    );
  });

  it("reads the settings' programmes with defaults for the newer fields", () => {
    const p = programmeFromSettings({
      id: 3,
      title: "Old",
      months: 12,
      annual_rate: 10,
      min_sum: 0,
      max_sum: null,
    });
    expect(p).toMatchObject({ feeOnce: 0, downPaymentPercent: 0, productMaxPrice: null });
    expect(programmeTerms(p)).toEqual([12]);
  });
});

describe("IDNP", () => {
  it("accepts 13 digits whose last is the 7-3-1 weighted check digit", () => {
    // The register's published sample code (IDNO 1008600038413: the same check rule).
    expect(normalizeIdnp("1008600038413")).toBe("1008600038413");
    expect(normalizeIdnp("1008600038412")).toBeNull();
    expect(idnpCheckDigit("200200000000")).toBe(8); // 2·7 + 2·7 = 28
    expect(normalizeIdnp("2002 0000 0000 8")).toBe("2002000000008");
    for (const bad of ["", "123", "12345678901234", "200200000000a", "-1"])
      expect(normalizeIdnp(bad)).toBeNull();
  });

  it("rejects any one mistyped digit (the weights are prime to 10)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, at, shift) => {
          const first = digits.join("");
          const code = `${first}${idnpCheckDigit(first)}`;
          expect(normalizeIdnp(code)).toBe(code);
          const wrong = code.slice(0, at) + ((Number(code[at]) + shift) % 10) + code.slice(at + 1);
          expect(normalizeIdnp(wrong)).toBeNull();
        },
      ),
    );
  });
});
