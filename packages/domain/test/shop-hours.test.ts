import { describe, expect, it } from "vitest";
import { hoursToday, isShopOpen } from "../src/shop-hours.ts";

// Europe/Chisinau is UTC+2 in winter: 2026-11-23 is a Monday.
const at = (utc: string) => new Date(utc);
const weekdays = (range: string | null): (string | null)[] => [
  null,
  range,
  range,
  range,
  range,
  range,
  "09:00-15:00",
];

describe("isShopOpen", () => {
  it("is open within today's hours in the shop's time zone", () => {
    expect(isShopOpen(weekdays("08:00-20:00"), at("2026-11-23T06:30:00Z"))).toBe(true); // 08:30 local
    expect(isShopOpen(weekdays("08:00-20:00"), at("2026-11-23T05:59:00Z"))).toBe(false); // 07:59 local
    expect(isShopOpen(weekdays("08:00-20:00"), at("2026-11-23T18:00:00Z"))).toBe(false); // 20:00 local
  });
  it("is closed on a day without hours", () => {
    expect(isShopOpen(weekdays("08:00-20:00"), at("2026-11-22T10:00:00Z"))).toBe(false); // Sunday
  });
  it("handles all-day and past-midnight ranges", () => {
    expect(isShopOpen(Array(7).fill("00:00-24:00"), at("2026-11-22T23:30:00Z"))).toBe(true);
    const night = weekdays("20:00-02:00");
    expect(isShopOpen(night, at("2026-11-23T23:00:00Z"))).toBe(true); // Tue 01:00 local, Monday's shift
    expect(isShopOpen(night, at("2026-11-24T01:00:00Z"))).toBe(false); // Tue 03:00 local
  });
});

describe("hoursToday", () => {
  it("gives the range of the shop's local weekday, null when closed", () => {
    const hours = weekdays("08:00-20:00");
    expect(hoursToday(hours, at("2026-11-23T10:00:00Z"))).toBe("08:00-20:00"); // Monday
    expect(hoursToday(hours, at("2026-11-28T10:00:00Z"))).toBe("09:00-15:00"); // Saturday
    expect(hoursToday(hours, at("2026-11-22T10:00:00Z"))).toBeNull(); // Sunday
    // 23:30 UTC on Saturday is already Sunday 01:30 in Chișinău.
    expect(hoursToday(hours, at("2026-11-28T23:30:00Z"))).toBeNull();
  });
});
