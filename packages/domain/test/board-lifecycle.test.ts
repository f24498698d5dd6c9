import { describe, expect, it } from "vitest";
import {
  advertMissingFields,
  boardLifecycleSettings,
  DEFAULT_BOARD_LIFECYCLE,
  ownerSave,
  renewalReminderDue,
} from "../src/index.ts";

const day = 86_400_000;
const now = new Date("2026-11-27T12:00:00Z");
const settings = DEFAULT_BOARD_LIFECYCLE;
const times = { publishedAt: null, renewedAt: null, expiresAt: null, remindedAt: null };
const full = {
  category: 1,
  title_ro: "Teren",
  title_ru: "",
  price: 1000,
  area: 6,
  region: 1,
  location: 2,
  images: 1,
};

describe("the board's lifecycle settings", () => {
  it("defaults to 30 days and a reminder 3 days ahead, and ignores values out of sense", () => {
    expect(boardLifecycleSettings({})).toEqual({ advertDays: 30, reminderDaysBefore: 3 });
    expect(boardLifecycleSettings(null)).toEqual({ advertDays: 30, reminderDaysBefore: 3 });
    expect(boardLifecycleSettings({ board: { advert_days: 60, reminder_days_before: 5 } })).toEqual({
      advertDays: 60,
      reminderDaysBefore: 5,
    });
    expect(boardLifecycleSettings({ board: { advert_days: 0, reminder_days_before: -2 } })).toEqual(
      DEFAULT_BOARD_LIFECYCLE,
    );
    expect(boardLifecycleSettings({ board: { advert_days: "30" } }).advertDays).toBe(30);
    // The reminder always falls before the end.
    expect(boardLifecycleSettings({ board: { advert_days: 2, reminder_days_before: 10 } })).toEqual({
      advertDays: 2,
      reminderDaysBefore: 1,
    });
  });
});

describe("what a draft and a published advert need", () => {
  it("a draft needs its category and a title in one language only", () => {
    const bare = { ...full, price: null, area: null, region: null, location: null, images: 0 };
    expect(advertMissingFields(bare, false)).toEqual({});
    expect(Object.keys(advertMissingFields({ ...bare, category: null, title_ro: " " }, false))).toEqual([
      "category",
      "title_ro",
    ]);
    expect(advertMissingFields({ ...bare, title_ro: "", title_ru: "Участок" }, false)).toEqual({});
  });

  it("publishing needs a price, an area, the region and locality and a picture", () => {
    expect(advertMissingFields(full, true)).toEqual({});
    const missing = advertMissingFields(
      { ...full, price: null, area: null, region: null, location: null, images: 0 },
      true,
    );
    expect(Object.keys(missing).sort()).toEqual(["area", "images", "location", "price", "region"]);
    expect(advertMissingFields({ ...full, price: 0 }, true)).toEqual({});
  });
});

describe("an owner's save", () => {
  it("saves a new draft as a draft, and publishes a new advert for the site's period", () => {
    expect(ownerSave(null, { isDraft: true }, now, settings)).toMatchObject({
      ok: true,
      status: "draft",
      publishing: false,
      expiresAt: null,
    });
    const published = ownerSave(null, {}, now, settings);
    expect(published).toMatchObject({ ok: true, status: "active", publishing: true, publishedAt: now });
    if (published.ok) expect(published.expiresAt?.getTime()).toBe(now.getTime() + 30 * day);
    const sixty = ownerSave(null, { isDraft: false }, now, { advertDays: 60, reminderDaysBefore: 3 });
    if (sixty.ok) expect(sixty.expiresAt?.getTime()).toBe(now.getTime() + 60 * day);
  });

  it("keeps a draft a draft on an edit that does not publish, and publishes it with is_draft false", () => {
    const draft = { status: "draft" as const, ...times };
    expect(ownerSave(draft, {}, now, settings)).toMatchObject({ status: "draft" });
    expect(ownerSave(draft, { isDraft: false }, now, settings)).toMatchObject({
      status: "active",
      publishing: true,
    });
  });

  it("pauses with is_active false and renews a paused or expired advert with is_active true", () => {
    const published = new Date(now.getTime() - 40 * day);
    const expired = {
      status: "inactive" as const,
      publishedAt: published,
      renewedAt: published,
      expiresAt: new Date(now.getTime() - 10 * day),
      remindedAt: new Date(now.getTime() - 12 * day),
    };
    const renewed = ownerSave(expired, { isActive: true }, now, settings);
    expect(renewed).toMatchObject({ ok: true, status: "active", publishing: true, remindedAt: null });
    if (renewed.ok) {
      // First publication kept; a new period from now.
      expect(renewed.publishedAt).toEqual(published);
      expect(renewed.expiresAt?.getTime()).toBe(now.getTime() + 30 * day);
    }
    const active = { ...expired, status: "active" as const, expiresAt: new Date(now.getTime() + 5 * day) };
    expect(ownerSave(active, { isActive: false }, now, settings)).toMatchObject({ status: "inactive" });
    // An edit of an up advert does not move its end.
    expect(ownerSave(active, {}, now, settings)).toMatchObject({
      status: "active",
      publishing: false,
      expiresAt: active.expiresAt,
    });
    // A published advert is never a draft again.
    expect(ownerSave(active, { isDraft: true }, now, settings)).toMatchObject({ status: "active" });
  });

  it("keeps a hidden advert hidden on an edit, and refuses to publish it or touch a deleted one", () => {
    const hidden = { status: "hidden" as const, ...times };
    expect(ownerSave(hidden, {}, now, settings)).toMatchObject({ ok: true, status: "hidden" });
    expect(ownerSave(hidden, { isActive: true }, now, settings)).toMatchObject({
      ok: false,
      code: "advert_hidden",
    });
    expect(ownerSave(hidden, { isDraft: false }, now, settings)).toMatchObject({ ok: false });
    expect(ownerSave({ status: "deleted", ...times }, {}, now, settings)).toMatchObject({
      ok: false,
      code: "advert_deleted",
    });
  });
});

describe("the renewal reminder", () => {
  const up = (expiresInDays: number, remindedAt: Date | null = null) => ({
    status: "active" as const,
    renewedAt: new Date(now.getTime() - 20 * day),
    expiresAt: new Date(now.getTime() + expiresInDays * day),
    remindedAt,
  });

  it("is due within the last days before the end, once per publication", () => {
    expect(renewalReminderDue(up(10), now, settings)).toBe(false);
    expect(renewalReminderDue(up(3), now, settings)).toBe(true);
    expect(renewalReminderDue(up(1), now, settings)).toBe(true);
    expect(renewalReminderDue(up(1, new Date(now.getTime() - day)), now, settings)).toBe(false);
    // Reminded before the last renewal: due again.
    expect(renewalReminderDue(up(1, new Date(now.getTime() - 25 * day)), now, settings)).toBe(true);
  });

  it("is not sent for an expired, paused or hidden advert, nor when the site turned it off", () => {
    expect(renewalReminderDue(up(-1), now, settings)).toBe(false);
    expect(renewalReminderDue({ ...up(1), status: "inactive" }, now, settings)).toBe(false);
    expect(renewalReminderDue({ ...up(1), status: "hidden" }, now, settings)).toBe(false);
    expect(renewalReminderDue(up(1), now, { advertDays: 30, reminderDaysBefore: 0 })).toBe(false);
  });
});
