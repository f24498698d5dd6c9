import { describe, expect, it } from "vitest";
import { CAPITAL_REGION_ID, type DeliveryRate, deliveryPrice, deliveryQuote } from "../src/cart.ts";
import { parseOpeningRange, pickupDays } from "../src/delivery-slots.ts";
import {
  DEFAULT_PARCEL_KG,
  demoPostalPrice,
  divisionNumber,
  parcelWeightKg,
  streetDescription,
} from "../src/postal.ts";

// Europe/Chisinau is UTC+2 in winter, UTC+3 in summer. 2026-11-23 is a Monday.
const weekdays = (range: string | null): (string | null)[] => [
  null,
  range,
  range,
  range,
  range,
  range,
  "09:00-12:00",
];

describe("pickupDays", () => {
  it("offers the next days_ahead calendar days, skipping closed days, in local time", () => {
    const days = pickupDays(weekdays("08:00-20:00"), new Date("2026-11-23T04:00:00Z"), { daysAhead: 7 });
    // Mon 23 .. Sun 29: Sunday is closed.
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
    ]);
    expect(days[0]).toMatchObject({ weekday: 1, hours: "08:00-20:00" });
    expect(days[0]?.slots).toHaveLength(12);
    expect(days[0]?.slots[0]).toEqual({ from: "08:00", to: "09:00", start: "2026-11-23T06:00:00.000Z" });
    expect(days[0]?.slots.at(-1)).toMatchObject({ from: "19:00", to: "20:00" });
    expect(days[5]?.slots.map((s) => s.from)).toEqual(["09:00", "10:00", "11:00"]);
  });

  it("skips today's slots that have started (and those inside the lead time)", () => {
    const now = new Date("2026-11-23T08:30:00Z"); // 10:30 local
    expect(pickupDays(weekdays("08:00-20:00"), now)[0]?.slots[0]?.from).toBe("11:00");
    expect(pickupDays(weekdays("08:00-20:00"), now, { leadMinutes: 60 })[0]?.slots[0]?.from).toBe("12:00");
  });

  it("drops today when every slot is past", () => {
    const days = pickupDays(weekdays("08:00-20:00"), new Date("2026-11-23T19:00:00Z")); // 21:00 local
    expect(days[0]?.date).toBe("2026-11-24");
    expect(days).toHaveLength(5); // Tue..Sat; Sunday closed; the window ends on Sunday the 29th
  });

  it("uses the local date near midnight, not the UTC one", () => {
    // 2026-11-23T23:30Z is Tuesday 01:30 in Chișinău.
    const days = pickupDays(weekdays("08:00-20:00"), new Date("2026-11-23T23:30:00Z"), { daysAhead: 1 });
    expect(days.map((d) => d.date)).toEqual(["2026-11-24"]);
  });

  it("follows summer time and the change of the clocks", () => {
    const summer = pickupDays(weekdays("08:00-20:00"), new Date("2026-07-01T03:00:00Z"), { daysAhead: 1 });
    expect(summer[0]?.slots[0]?.start).toBe("2026-07-01T05:00:00.000Z"); // 08:00 at UTC+3
    // Clocks go back on Sunday 2026-10-25; the shop opens Sundays here.
    const every = Array(7).fill("08:00-10:00");
    const days = pickupDays(every, new Date("2026-10-24T03:00:00Z"), { daysAhead: 3 });
    expect(days.map((d) => d.slots[0]?.start)).toEqual([
      "2026-10-24T05:00:00.000Z",
      "2026-10-25T06:00:00.000Z",
      "2026-10-26T06:00:00.000Z",
    ]);
  });

  it("cuts a shorter last slot at closing, and runs past-midnight hours until midnight", () => {
    const days = pickupDays(Array(7).fill("08:30-10:00"), new Date("2026-11-23T04:00:00Z"), { daysAhead: 1 });
    expect(days[0]?.slots.map((s) => `${s.from}-${s.to}`)).toEqual(["08:30-09:30", "09:30-10:00"]);
    const night = pickupDays(Array(7).fill("22:00-02:00"), new Date("2026-11-23T04:00:00Z"), {
      daysAhead: 1,
    });
    expect(night[0]?.slots.map((s) => `${s.from}-${s.to}`)).toEqual(["22:00-23:00", "23:00-24:00"]);
  });

  it("clamps settings and ignores malformed hours", () => {
    const now = new Date("2026-11-23T04:00:00Z");
    expect(pickupDays(Array(7).fill("08:00-20:00"), now, { daysAhead: 10_000 })).toHaveLength(60);
    expect(pickupDays(Array(7).fill("08:00-20:00"), now, { daysAhead: 0 })).toEqual([]);
    expect(pickupDays(Array(7).fill("8-20"), now)).toEqual([]);
    expect(pickupDays([], now)).toEqual([]);
    expect(
      pickupDays(Array(7).fill("00:00-24:00"), now, { daysAhead: 2, slotMinutes: 120 })[1]?.slots,
    ).toHaveLength(12);
  });

  it("parses opening ranges", () => {
    expect(parseOpeningRange("08:00-20:00")).toEqual({ start: 480, end: 1200 });
    expect(parseOpeningRange("00:00-24:00")).toEqual({ start: 0, end: 1440 });
    expect(parseOpeningRange("25:00-26:00")).toBeNull();
    expect(parseOpeningRange("10:00-10:00")).toBeNull();
    expect(parseOpeningRange(null)).toBeNull();
  });
});

describe("deliveryQuote", () => {
  const rates: DeliveryRate[] = [
    { type: "standart", price: 50, regional_price: 90, free_delivery: 1000 },
    { type: "express", price: 120, regional_price: 200, free_delivery: 3000 },
  ];
  const base = { method: "address" as const, rates, freeDeliveryRegion: 2000, total: 100 };

  it("gives the price with the threshold that applies", () => {
    expect(deliveryQuote({ ...base, regionId: CAPITAL_REGION_ID, type: "express" })).toEqual({
      price: 120,
      type: "express",
      threshold: 3000,
    });
    expect(deliveryQuote({ ...base, regionId: 7, type: "express" })).toEqual({
      price: 90,
      type: "standart",
      threshold: 2000,
    });
  });

  it("is free at the threshold and for pickup, and agrees with deliveryPrice", () => {
    const atThreshold = { ...base, regionId: CAPITAL_REGION_ID, type: "standart" as const, total: 1000 };
    expect(deliveryQuote(atThreshold)).toEqual({ price: 0, type: "standart", threshold: 1000 });
    expect(deliveryPrice(atThreshold)).toBe(0);
    expect(deliveryQuote({ ...atThreshold, method: "pickup", total: 1 })).toEqual({
      price: 0,
      type: "standart",
      threshold: null,
    });
    expect(deliveryQuote({ ...base, regionId: 3, type: "standart", rates: [] }).threshold).toBeNull();
  });
});

describe("postal rules", () => {
  it("prefixes a street with its type, str. by default", () => {
    expect(streetDescription("Mihai Eminescu", "str.")).toBe("str. Mihai Eminescu");
    expect(streetDescription("Dacia", "bd.")).toBe("bd. Dacia");
    expect(streetDescription("  Ismail ", null)).toBe("str. Ismail");
    expect(streetDescription("Calea Ieșilor", "Calea")).toBe("Calea Ieșilor");
    expect(streetDescription("ул. Пушкина", "ул.")).toBe("ул. Пушкина");
  });

  it("turns branch numbers into numbers, or leaves them out", () => {
    expect(divisionNumber("12")).toBe(12);
    expect(divisionNumber(7)).toBe(7);
    expect(divisionNumber(" 3 ")).toBe(3);
    for (const bad of ["12/3", "", "mobile", null, undefined, -1, 1.5, "1e3"]) {
      expect(divisionNumber(bad)).toBeUndefined();
    }
  });

  it("prices the demo carrier by type, distance, weight and declared value", () => {
    const parcel = { deliveryType: "warehouse" as const, weightKg: 1, declaredValue: 100, sameCity: true };
    expect(demoPostalPrice(parcel)).toEqual({ ok: true, price: 35, estimatedDays: 1 });
    expect(demoPostalPrice({ ...parcel, sameCity: false, weightKg: 3.2 })).toEqual({
      ok: true,
      price: 35 + 10 + 2 * 8,
      estimatedDays: 2,
    });
    expect(demoPostalPrice({ ...parcel, deliveryType: "courier", declaredValue: 1000 })).toMatchObject({
      price: 60,
    });
    expect(demoPostalPrice({ ...parcel, deliveryType: "postmachine", weightKg: 25 })).toEqual({
      ok: false,
      reason: "too_heavy_for_locker",
    });
    expect(demoPostalPrice({ ...parcel, weightKg: 31 })).toEqual({ ok: false, reason: "too_heavy" });
  });
});

describe("parcel weight", () => {
  it("adds the lines' weights in kilograms, two decimals, at least 0.1 kg", () => {
    expect(parcelWeightKg([{ weightGr: 1500, count: 2 }])).toBe(3);
    expect(
      parcelWeightKg([
        { weightGr: 333, count: 1 },
        { weightGr: null, count: 4 },
      ]),
    ).toBe(0.33);
    expect(parcelWeightKg([{ weightGr: 20, count: 1 }])).toBe(0.1);
    expect(parcelWeightKg([{ weightGr: 250, count: 0.5 }])).toBe(0.13);
  });
  it("takes a default weight when no line has one", () => {
    expect(parcelWeightKg([{ weightGr: null, count: 3 }])).toBe(DEFAULT_PARCEL_KG);
    expect(parcelWeightKg([])).toBe(DEFAULT_PARCEL_KG);
  });
});
