import { describe, expect, it } from "vitest";
import { menuCalendarDay, menuPlanPrice, scalePortion } from "../src/menu-calculator.ts";

describe("menuCalendarDay", () => {
  it("counts Monday as day 1 and Sunday as day 7, in the shop's time zone", () => {
    expect(menuCalendarDay(new Date("2026-05-11T09:00:00Z"), 2).day).toBe(1); // Monday
    expect(menuCalendarDay(new Date("2026-05-17T09:00:00Z"), 2).day).toBe(7); // Sunday
    // 23:30 UTC on Sunday is already Monday in Chișinău (UTC+3 in summer).
    expect(menuCalendarDay(new Date("2026-05-17T21:30:00Z"), 2).day).toBe(1);
  });

  it("moves to the next week on Monday and starts over after the last week", () => {
    const monday = menuCalendarDay(new Date("2026-05-11T09:00:00Z"), 2);
    const nextMonday = menuCalendarDay(new Date("2026-05-18T09:00:00Z"), 2);
    const twoLater = menuCalendarDay(new Date("2026-05-25T09:00:00Z"), 2);
    expect(nextMonday.week).not.toBe(monday.week);
    expect(twoLater.week).toBe(monday.week);
    expect([monday.week, nextMonday.week].sort()).toEqual([1, 2]);
  });

  it("stays in week 1 for a one-week menu, before the rotation's first Monday too", () => {
    expect(menuCalendarDay(new Date("2026-05-13T09:00:00Z"), 1)).toEqual({ week: 1, day: 3 });
    expect(menuCalendarDay(new Date("2023-12-31T09:00:00Z"), 3).day).toBe(7);
  });
});

describe("menuPlanPrice", () => {
  it("multiplies the daily price by the days, less the discount", () => {
    expect(menuPlanPrice(260, 1, 0)).toBe(260);
    expect(menuPlanPrice(260, 7, 10)).toBe(1638);
    expect(menuPlanPrice(300, 20, 15)).toBe(5100);
  });

  it("keeps the discount between 0 and 100 %", () => {
    expect(menuPlanPrice(100, 2, -5)).toBe(200);
    expect(menuPlanPrice(100, 2, 150)).toBe(0);
  });
});

describe("scalePortion", () => {
  it("scales a base portion to the calorie option", () => {
    expect(scalePortion(300, 2000, 1500)).toBe(400);
    expect(scalePortion(300, 1200, 1500)).toBe(240);
    expect(scalePortion(300, 1200, 0)).toBe(300);
  });
});
