import { describe, expect, it } from "vitest";
import { accountOfDiscountCard, discountCardNumber, ean13CheckDigit } from "../src/discount-card.ts";

describe("discount card", () => {
  it("computes the EAN-13 check digit", () => {
    // 4006381333931 is a published EAN-13 example.
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("590123412345")).toBe(7);
    expect(() => ean13CheckDigit("12")).toThrow();
  });

  it("gives each account a number in the in-store range, and reads it back", () => {
    const number = discountCardNumber(42);
    expect(number).toMatch(/^290000000042\d$/);
    expect(accountOfDiscountCard(number ?? "")).toBe(42);
    expect(accountOfDiscountCard(`2900 0000 0042 ${(number ?? "").slice(-1)}`)).toBe(42);
  });

  it("refuses ids that do not fit and numbers that are not ours or mistyped", () => {
    expect(discountCardNumber(0)).toBeNull();
    expect(discountCardNumber(1e10)).toBeNull();
    expect(discountCardNumber(1.5)).toBeNull();
    const number = discountCardNumber(42) ?? "";
    const wrong = number.slice(0, 12) + ((Number(number[12]) + 1) % 10);
    expect(accountOfDiscountCard(wrong)).toBeNull();
    expect(accountOfDiscountCard("4006381333931")).toBeNull();
    expect(accountOfDiscountCard("2900000000000".slice(0, 12) + ean13CheckDigit("290000000000"))).toBeNull();
  });
});
