import { describe, expect, it } from "vitest";
import {
  isIsoDate,
  mealPlanDeliveryDates,
  mealPlanQuote,
  mealPlanSearch,
  mealPlanStartDates,
  mealPlanStartProblem,
  readMealPlanQuery,
} from "../src/meal-plan.ts";

const offer = {
  options: [
    { calories: 1200, daily_price: 260 },
    { calories: 1500, daily_price: 290 },
  ],
  durations: [
    { days: 1, discount: 0 },
    { days: 7, discount: 10 },
  ],
};

describe("mealPlanQuote", () => {
  it("prices the option and length from the shop's plans", () => {
    expect(mealPlanQuote(offer, { calories: 1200, days: 7 })).toEqual({
      quote: { dailyPrice: 260, discount: 10, price: 1638 },
      problem: null,
    });
    expect(mealPlanQuote(offer, { calories: 1500, days: 1 }).quote?.price).toBe(290);
  });

  it("names what the shop does not offer", () => {
    expect(mealPlanQuote(offer, { calories: 1300, days: 7 }).problem).toBe("unknown_calories");
    expect(mealPlanQuote(offer, { calories: 1200, days: 5 }).problem).toBe("unknown_duration");
    expect(mealPlanQuote({ options: [], durations: [] }, { calories: 1200, days: 7 }).problem).toBe(
      "no_plans",
    );
  });
});

describe("isIsoDate", () => {
  it("takes real dates only", () => {
    expect(isIsoDate("2026-11-30")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("30.11.2026")).toBe(false);
    expect(isIsoDate("2026-1-3")).toBe(false);
  });
});

describe("mealPlanStartDates and mealPlanStartProblem", () => {
  const delivery = ["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-30"];

  it("starts after today, on a delivery day", () => {
    expect(mealPlanStartDates([...delivery, "2026-11-27"], "2026-11-26")).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
    ]);
    expect(mealPlanStartProblem("2026-11-27", delivery, "2026-11-26")).toBeNull();
  });

  it("refuses today, the past, a day without delivery and a malformed date", () => {
    expect(mealPlanStartProblem("2026-11-26", delivery, "2026-11-26")).toBe("start_in_past");
    expect(mealPlanStartProblem("2025-01-01", delivery, "2026-11-26")).toBe("start_in_past");
    expect(mealPlanStartProblem("2026-11-29", delivery, "2026-11-26")).toBe("not_delivery_day");
    expect(mealPlanStartProblem("2026-13-01", delivery, "2026-11-26")).toBe("bad_date");
  });
});

describe("mealPlanDeliveryDates", () => {
  it("brings one delivery a day on the shop's delivery weekdays", () => {
    const everyDay = new Set([0, 1, 2, 3, 4, 5, 6]);
    expect(mealPlanDeliveryDates("2026-11-30", 3, everyDay)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    // Monday to Friday: a five-day plan started on Thursday goes on the next Monday to Wednesday.
    const weekdays = new Set([1, 2, 3, 4, 5]);
    expect(mealPlanDeliveryDates("2026-11-26", 5, weekdays)).toEqual([
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(mealPlanDeliveryDates("2026-11-26", 5, new Set())).toEqual([]);
  });
});

describe("readMealPlanQuery and mealPlanSearch", () => {
  it("reads the calculator's choices, defaulting to week 1, day 1", () => {
    expect(readMealPlanQuery(new URLSearchParams("city=1&calories=1500&days=14&week=2&day=3"))).toEqual({
      city: 1,
      calories: 1500,
      days: 14,
      week: 2,
      day: 3,
    });
    expect(readMealPlanQuery(new URLSearchParams("calories=abc&day=9&week=0&city=-1"))).toEqual({
      city: null,
      calories: null,
      days: null,
      week: 1,
      day: 1,
    });
  });

  it("writes them back, leaving out what is not chosen", () => {
    expect(mealPlanSearch({ city: 1, calories: 1200, days: null, week: 2, day: 5 })).toBe(
      "?city=1&calories=1200&week=2&day=5",
    );
    expect(mealPlanSearch({})).toBe("");
  });
});
