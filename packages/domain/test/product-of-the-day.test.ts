import { describe, expect, it } from "vitest";
import {
  dayNumber,
  endOfShopDay,
  pickProductOfTheDay,
  shopDate,
  timeLeft,
} from "../src/product-of-the-day.ts";

describe("shopDate", () => {
  it("is the calendar date in Chisinau, not in UTC", () => {
    // 22:30 UTC on 14 July is 01:30 on 15 July in Chisinau (UTC+3 in summer).
    expect(shopDate(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(shopDate(new Date("2026-07-14T20:59:59Z"))).toBe("2026-07-14");
    // Winter: UTC+2.
    expect(shopDate(new Date("2026-01-10T21:59:59Z"))).toBe("2026-01-10");
    expect(shopDate(new Date("2026-01-10T22:00:00Z"))).toBe("2026-01-11");
  });
});

describe("endOfShopDay", () => {
  it("is the next local midnight, in summer and in winter", () => {
    expect(endOfShopDay(new Date("2026-07-14T10:00:00Z")).toISOString()).toBe("2026-07-14T21:00:00.000Z");
    expect(endOfShopDay(new Date("2026-01-10T10:00:00Z")).toISOString()).toBe("2026-01-10T22:00:00.000Z");
    expect(endOfShopDay(new Date("2026-07-14T21:00:00Z")).toISOString()).toBe("2026-07-15T21:00:00.000Z");
  });

  it("follows the daylight-saving change (Moldova: last Sunday of March and October)", () => {
    // 28 March 2026, before the switch: the day ends at 22:00 UTC (midnight at UTC+2).
    expect(endOfShopDay(new Date("2026-03-28T12:00:00Z")).toISOString()).toBe("2026-03-28T22:00:00.000Z");
    // 29 March 2026 is 23 hours long: it ends at 21:00 UTC (midnight at UTC+3).
    expect(endOfShopDay(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe("2026-03-29T21:00:00.000Z");
    // 25 October 2026 is 25 hours long: it ends at 22:00 UTC.
    expect(endOfShopDay(new Date("2026-10-25T12:00:00Z")).toISOString()).toBe("2026-10-25T22:00:00.000Z");
  });
});

describe("pickProductOfTheDay", () => {
  const ids = [11, 42, 7, 90, 13, 58];

  it("is stable for a date and independent of the candidates' order", () => {
    const a = pickProductOfTheDay(ids, "2026-05-01");
    expect(a).not.toBeNull();
    expect(ids).toContain(a);
    expect(pickProductOfTheDay([...ids].reverse(), "2026-05-01")).toBe(a);
    expect(pickProductOfTheDay([...ids, ...ids], "2026-05-01")).toBe(a);
  });

  it("changes every day and shows every candidate before repeating", () => {
    const start = dayNumber("2026-05-01");
    const picks = Array.from({ length: ids.length }, (_, i) => {
      const date = new Date((start + i) * 86_400_000).toISOString().slice(0, 10);
      return pickProductOfTheDay(ids, date);
    });
    for (let i = 1; i < picks.length; i++) expect(picks[i]).not.toBe(picks[i - 1]);
    expect(new Set(picks).size).toBe(ids.length);
  });

  it("is null without candidates and the only one with one", () => {
    expect(pickProductOfTheDay([], "2026-05-01")).toBeNull();
    expect(pickProductOfTheDay([5], "2026-05-01")).toBe(5);
    expect(pickProductOfTheDay([5], "2026-05-02")).toBe(5);
  });
});

describe("timeLeft", () => {
  it("splits the remaining time and never goes below zero", () => {
    expect(timeLeft(0, (3 * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({ hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(10_000, 5_000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
