import { describe, expect, it } from "vitest";
import {
  advertExpiry,
  advertFiltersQuery,
  advertFormEntries,
  advertPriceRange,
  advertSaveCall,
  checkCadastralNumber,
  convertArea,
  convertPrice,
  DEFAULT_ADVERT_FILTERS,
  deletedOnAnswer,
  firstLoadShown,
  placeFilterProblem,
  pricePerAre,
  readAdvertFilters,
  readAdvertSort,
  showsAddedModal,
  squareMetres,
} from "../src/index.ts";

describe("cadastral numbers", () => {
  it("reads land, a building and a flat, typed with spaces, dashes or a comma", () => {
    expect(checkCadastralNumber("0100105.123")).toMatchObject({
      ok: true,
      value: "0100105.123",
      kind: "land",
    });
    expect(checkCadastralNumber(" 01 001 05-1234 ")).toMatchObject({ ok: true, value: "0100105.1234" });
    expect(checkCadastralNumber("0100105,123.01")).toMatchObject({ ok: true, kind: "building" });
    const flat = checkCadastralNumber("5517207.048.02.015");
    expect(flat).toEqual({
      ok: true,
      value: "5517207.048.02.015",
      kind: "unit",
      parts: { district: "55", settlement: "172", sector: "07", parcel: "048", building: "02", unit: "015" },
    });
  });

  it("refuses what is not one, saying what is expected", () => {
    for (const bad of [
      "",
      "123",
      "0100105",
      "0100105.12",
      "0100105.12345",
      "abc0105.123",
      "0100105.123.1",
      "0000105.123",
    ]) {
      const check = checkCadastralNumber(bad);
      expect(check.ok, bad).toBe(false);
      if (!check.ok) expect(check.message).toMatch(/cadastral number/);
    }
    expect(checkCadastralNumber("1".repeat(41)).ok).toBe(false);
  });
});

describe("areas and prices", () => {
  it("converts between m², ari and hectares", () => {
    expect(convertArea(6, "ari", "m2")).toBe(600);
    expect(convertArea(1.5, "ha", "ari")).toBe(150);
    expect(convertArea(250, "m2", "ari")).toBe(2.5);
    expect(convertArea(1, "m2", "ha")).toBe(0.0001);
    expect(squareMetres(12, "ari")).toBe(1200);
  });

  it("converts prices through lei at the stored rates", () => {
    const rates = { EUR: 19.5, USD: 17.8 };
    expect(convertPrice(1000, "EUR", "MDL", rates)).toBe(19_500);
    expect(convertPrice(19_500, "MDL", "EUR", rates)).toBe(1000);
    expect(convertPrice(1000, "EUR", "USD", rates)).toBe(1095.51);
    expect(convertPrice(1000, "USD", "USD", rates)).toBe(1000);
    expect(convertPrice(1000, "EUR", "USD", { EUR: 19.5, USD: 0 })).toBeNull();
  });

  it("gives the price of one are, or nothing without an area", () => {
    expect(pricePerAre(28_000, 7, "ari")).toBe(4000);
    expect(pricePerAre(30_000, 0.5, "ha")).toBe(600);
    expect(pricePerAre(10_000, 1000, "m2")).toBe(1000);
    expect(pricePerAre(10_000, 0, "ari")).toBeNull();
  });
});

describe("listing filters", () => {
  it("default to negotiable included, EUR and ari", () => {
    expect(readAdvertFilters(null)).toEqual(DEFAULT_ADVERT_FILTERS);
    expect(DEFAULT_ADVERT_FILTERS).toMatchObject({
      is_negotiable_price: true,
      price_unit: "EUR",
      area_unit: "ari",
    });
    expect(readAdvertFilters("{not json")).toEqual(DEFAULT_ADVERT_FILTERS);
    expect(readAdvertFilters("[1,2]")).toEqual(DEFAULT_ADVERT_FILTERS);
  });

  it("keep what is valid, drop what is not, and order reversed ranges", () => {
    const filters = readAdvertFilters(
      JSON.stringify({
        region: "3",
        location: 12,
        sector: -1,
        category: 2147483648,
        price_from: 50000,
        price_to: "10000",
        price_unit: "GBP",
        area_unit: "ha",
        area_from: "abc",
        is_negotiable_price: false,
        attributes: { 4: [7, 7, "8", "x"], nope: [1], 5: [] },
        extra: "ignored",
      }),
    );
    expect(filters).toEqual({
      ...DEFAULT_ADVERT_FILTERS,
      region: 3,
      location: 12,
      price_from: 10_000,
      price_to: 50_000,
      area_unit: "ha",
      is_negotiable_price: false,
      attributes: { 4: [7, 8] },
    });
    expect(readAdvertFilters(JSON.stringify({ price_to: 1e15 })).price_to).toBe(999_999_999);
  });

  it("link only what differs from the defaults, and read back the same", () => {
    expect(advertFiltersQuery(DEFAULT_ADVERT_FILTERS)).toBeNull();
    const filters = { ...DEFAULT_ADVERT_FILTERS, region: 3, price_to: 20_000, attributes: { 4: [7] } };
    const query = advertFiltersQuery(filters);
    expect(JSON.parse(query ?? "")).toEqual({ region: 3, price_to: 20_000, attributes: { 4: [7] } });
    expect(readAdvertFilters(query)).toEqual(filters);
  });

  it("need a region for a location and a location for a sector", () => {
    expect(placeFilterProblem({ region: 1, location: 2, sector: 3 })).toBeNull();
    expect(placeFilterProblem({ region: null, location: 2, sector: null })).toBe("location without region");
    expect(placeFilterProblem({ region: 1, location: null, sector: 3 })).toBe("sector without location");
  });

  it("sort newest first unless told otherwise; the price range is the server's or 0 to 999 999 999", () => {
    expect(readAdvertSort("price_asc")).toBe("price_asc");
    expect(readAdvertSort("drop table")).toBe("newest");
    expect(advertPriceRange({ min: 1200.5, max: 99_999.2 })).toEqual({ min: 1200, max: 100_000 });
    expect(advertPriceRange(null)).toEqual({ min: 0, max: 999_999_999 });
    expect(advertPriceRange({ min: null, max: null })).toEqual({ min: 0, max: 999_999_999 });
  });
});

describe("the advert form", () => {
  it("creates with POST and edits with PATCH", () => {
    expect(advertSaveCall(null)).toEqual({ method: "POST", path: "/api/adverts/" });
    expect(advertSaveCall("teren-ialoveni-6-ari")).toEqual({
      method: "PATCH",
      path: "/api/adverts/teren-ialoveni-6-ari/",
    });
  });

  it("sends only non-empty fields, lists as repeated fields", () => {
    expect(
      advertFormEntries({
        title_ro: "Teren Ialoveni",
        title_ru: "",
        description_ro: "   ",
        price: 28000,
        area: 0,
        is_draft: false,
        sector: null,
        lat: undefined,
        images_to_delete: [3, 5],
        attributes_to_delete: [],
      }),
    ).toEqual([
      ["title_ro", "Teren Ialoveni"],
      ["price", "28000"],
      ["area", "0"],
      ["is_draft", "false"],
      ["images_to_delete", "3"],
      ["images_to_delete", "5"],
    ]);
  });

  it("opens the success modal for a new published advert only; a delete counts on 204", () => {
    expect(showsAddedModal({ isNew: true, isDraft: false, ok: true })).toBe(true);
    expect(showsAddedModal({ isNew: true, isDraft: true, ok: true })).toBe(false);
    expect(showsAddedModal({ isNew: false, isDraft: false, ok: true })).toBe(false);
    expect(showsAddedModal({ isNew: true, isDraft: false, ok: false })).toBe(false);
    expect(deletedOnAnswer(204)).toBe(true);
    expect(deletedOnAnswer(200)).toBe(false);
  });

  it("shows half a page on the first load when more than half came", () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(firstLoadShown(items, 20, true)).toHaveLength(10);
    expect(firstLoadShown(items.slice(0, 10), 20, true)).toHaveLength(10);
    expect(firstLoadShown(items, 20, false)).toHaveLength(20);
  });

  it("expires an advert after its days and reminds before", () => {
    const { expiresAt, remindAt } = advertExpiry(new Date("2026-11-01T10:00:00Z"), 30, 3);
    expect(expiresAt.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(remindAt.toISOString()).toBe("2026-11-28T10:00:00.000Z");
  });
});

describe("the map", () => {
  it("reads the visible box and refuses a box that is not one", async () => {
    const { readMapBox } = await import("../src/index.ts");
    expect(readMapBox("26.6,45.4,30.2,48.5")).toEqual({ west: 26.6, south: 45.4, east: 30.2, north: 48.5 });
    expect(readMapBox("30,45,26,48")).toBeNull();
    expect(readMapBox("26,48,30,45")).toBeNull();
    expect(readMapBox("-181,0,1,1")).toBeNull();
    expect(readMapBox("1,2,3")).toBeNull();
    expect(readMapBox("a,b,c,d")).toBeNull();
  });

  it("groups by cells that halve with each zoom step", async () => {
    const { mapCellDegrees } = await import("../src/index.ts");
    expect(mapCellDegrees(8) * 2).toBeCloseTo(mapCellDegrees(7));
    expect(mapCellDegrees(7)).toBeCloseTo(0.659, 2);
    expect(mapCellDegrees(99)).toBe(mapCellDegrees(18));
  });
});

describe("complaints", () => {
  it("allow one open report per advert and a few a day", async () => {
    const { complaintRefusal, COMPLAINTS_PER_REPORTER_PER_DAY } = await import("../src/index.ts");
    expect(complaintRefusal(0, false)).toBeNull();
    expect(complaintRefusal(COMPLAINTS_PER_REPORTER_PER_DAY - 1, false)).toBeNull();
    expect(complaintRefusal(COMPLAINTS_PER_REPORTER_PER_DAY, false)?.status).toBe(429);
    expect(complaintRefusal(0, true)?.status).toBe(409);
  });
});

describe("moderation", () => {
  it("hides a published advert with a reason and restores a hidden one, nothing else", async () => {
    const { moderateAdvert } = await import("../src/index.ts");
    expect(moderateAdvert("active", "hide", " Fraudă evidentă ")).toEqual({
      ok: true,
      status: "hidden",
      reason: "Fraudă evidentă",
    });
    expect(moderateAdvert("inactive", "hide", "Duplicat")).toMatchObject({ ok: true, status: "hidden" });
    expect(moderateAdvert("active", "hide", "").ok).toBe(false);
    expect(moderateAdvert("draft", "hide", "Motiv").ok).toBe(false);
    expect(moderateAdvert("hidden", "restore", undefined)).toEqual({
      ok: true,
      status: "active",
      reason: null,
    });
    expect(moderateAdvert("active", "restore", undefined).ok).toBe(false);
  });
});

describe("an advert's price as shown", () => {
  it("is the owner's figure in their currency, converted otherwise, and theirs without rates", async () => {
    const { advertDisplayPrice } = await import("../src/index.ts");
    const rates = { EUR: 19.5, USD: 17.8 };
    expect(advertDisplayPrice(500_000, "MDL", "MDL", rates)).toEqual({ amount: 500_000, currency: "MDL" });
    expect(advertDisplayPrice(1000, "EUR", "MDL", rates)).toEqual({ amount: 19_500, currency: "MDL" });
    expect(advertDisplayPrice(1000, "EUR", "USD", null)).toEqual({ amount: 1000, currency: "EUR" });
  });
});
