import { describe, expect, it } from "vitest";
import {
  type AdvertContent,
  advertContentChanges,
  moderateAdvert,
  reviewAfterOwnerSave,
  reviewQueueFilter,
  waitsForReview,
} from "../src/board/moderation.ts";

/** The new adverts queue (decision 0064): what waits, what each action is allowed on, what re-queues. */
const advert: AdvertContent = {
  type: "sale",
  categoryId: 3,
  title: { ro: "Teren 8 ari", ru: "Участок 8 соток" },
  description: { ro: "Lângă drum." },
  price: 24000,
  currency: "EUR",
  area: 8,
  areaUnit: "ari",
  regionId: 1,
  locationId: 2,
  sectorId: null,
  address: "str. Viilor",
  lat: 47.01,
  lon: 28.86,
  cadastralNumber: "0100105.123",
  pictures: ["/media/uploads/a.webp", "/media/uploads/b.webp"],
  attributes: [
    { attributeId: 5, optionId: 9, number: null },
    { attributeId: 6, optionId: null, number: 3 },
  ],
};

describe("the queue", () => {
  it("holds adverts that are up and not reviewed, nothing else", () => {
    expect(waitsForReview("active", false)).toBe(true);
    expect(waitsForReview("active", true)).toBe(false);
    for (const status of ["draft", "inactive", "hidden", "deleted"] as const)
      expect(waitsForReview(status, false)).toBe(false);
  });
  it("lists per tab: to review, hidden, or everything a moderator may act on", () => {
    expect(reviewQueueFilter("to_review")).toEqual({ statuses: ["active"], unreviewedOnly: true });
    expect(reviewQueueFilter("hidden")).toEqual({ statuses: ["hidden"], unreviewedOnly: false });
    expect(reviewQueueFilter("all").statuses).not.toContain("draft");
    expect(reviewQueueFilter("all").statuses).not.toContain("deleted");
  });
});

describe("approving", () => {
  it("approves a published advert once", () => {
    expect(moderateAdvert("active", "approve", undefined)).toEqual({
      ok: true,
      status: "active",
      reason: null,
    });
    expect(moderateAdvert("inactive", "approve", undefined)).toMatchObject({ ok: true, status: "inactive" });
    expect(moderateAdvert("active", "approve", undefined, { reviewed: true })).toEqual({
      ok: false,
      message: "The advert was already approved as it is now.",
    });
  });
  it("refuses drafts, deleted and hidden adverts (a hidden one is restored instead)", () => {
    expect(moderateAdvert("draft", "approve", undefined).ok).toBe(false);
    expect(moderateAdvert("deleted", "approve", undefined).ok).toBe(false);
    expect(moderateAdvert("hidden", "approve", undefined)).toEqual({
      ok: false,
      message: "The advert is hidden: restore it to show it again.",
    });
  });
  it("hides an approved advert still (a review does not protect it from a later report)", () => {
    expect(moderateAdvert("active", "hide", "Fraudă", { reviewed: true })).toMatchObject({
      ok: true,
      status: "hidden",
    });
  });
});

describe("an owner's edit", () => {
  it("changes nothing when the same content is saved again, in another order or trimmed", () => {
    expect(advertContentChanges(advert, { ...advert })).toEqual([]);
    expect(
      advertContentChanges(advert, {
        ...advert,
        title: { ru: "Участок 8 соток ", ro: "Teren 8 ari", uk: "" },
        pictures: [...advert.pictures].reverse(),
        attributes: [...advert.attributes].reverse(),
      }),
    ).toEqual([]);
  });
  it("names each part of the content that changed", () => {
    const cases: [Partial<AdvertContent>, string][] = [
      [{ title: { ...advert.title, ro: "Teren 9 ari" } }, "title"],
      [{ description: { ro: "Lângă drum.", ru: "У дороги." } }, "description"],
      [{ price: 23000 }, "price"],
      [{ currency: "USD" }, "price"],
      [{ area: 9 }, "area"],
      [{ areaUnit: "ha" }, "area"],
      [{ type: "rent" }, "type"],
      [{ categoryId: 4 }, "category"],
      [{ locationId: 7 }, "place"],
      [{ sectorId: 8 }, "place"],
      [{ address: "str. Nouă" }, "place"],
      [{ lat: 47.2 }, "place"],
      [{ cadastralNumber: "0100105.124" }, "cadastral_number"],
      [{ pictures: ["/media/uploads/a.webp"] }, "pictures"],
      [{ pictures: [...advert.pictures, "/media/uploads/c.webp"] }, "pictures"],
      [{ pictures: ["/media/uploads/a.webp", "/media/uploads/c.webp"] }, "pictures"],
      [
        { attributes: [{ attributeId: 5, optionId: 10, number: null }, advert.attributes[1] as never] },
        "attributes",
      ],
      [
        { attributes: [advert.attributes[0] as never, { attributeId: 6, optionId: null, number: 4 }] },
        "attributes",
      ],
    ];
    for (const [change, part] of cases)
      expect(advertContentChanges(advert, { ...advert, ...change }), part).toEqual([part]);
    expect(advertContentChanges(advert, { ...advert, price: 1, title: { ro: "Alt teren" } })).toEqual([
      "title",
      "price",
    ]);
  });
  it("resets the review only when the content changed", () => {
    const review = { reviewedAt: new Date("2026-11-28T10:00:00Z"), reviewedBy: 7 };
    expect(reviewAfterOwnerSave(review, [])).toBe(review);
    expect(reviewAfterOwnerSave(review, ["title"])).toEqual({ reviewedAt: null, reviewedBy: null });
  });
});
