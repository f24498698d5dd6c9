import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPrice } from "../src/format.ts";

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [12, "12"],
    [1234, "1 234"],
    [1234.5, "1 234.50"],
    [1234567.891, "1 234 567.89"],
    [999.999, "1 000"],
    [-1500.25, "-1 500.25"],
    [Number.NaN, "0"],
  ])("%s -> %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe("formatPrice", () => {
  it("puts the per-language currency symbol after the amount", () => {
    expect(formatPrice(1250, "MDL", "ro")).toBe("1 250 lei");
    expect(formatPrice(1250, "MDL", "ru")).toBe("1 250 лей");
    expect(formatPrice(99.9, "RON", "en")).toBe("99.90 RON");
    expect(formatPrice(10, "EUR", "uk")).toBe("10 €");
  });
});

describe("formatDate", () => {
  it("writes the day in the language, in Chișinău time", () => {
    // 23:30 UTC on 31 March is already 1 April in Chișinău (UTC+3 in summer).
    const iso = "2026-03-31T23:30:00Z";
    expect(formatDate(iso, "en")).toBe("April 1, 2026");
    expect(formatDate(iso, "ro")).toBe("1 aprilie 2026");
    expect(formatDate(iso, "ru")).toBe("1 апреля 2026 г.");
    expect(formatDate(iso, "uk")).toBe("1 квітня 2026 р.");
    expect(formatDate("not a date", "en")).toBe("");
  });
});
