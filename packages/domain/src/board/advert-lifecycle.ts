import { advertExpiry } from "./advert-form.ts";
import type { AdvertStatus } from "./moderation.ts";

/**
 * An advert's life in its owner's hands (issue 17, decision 0059): what a draft needs and what
 * publishing needs, what a save does to its status and dates, when it expires and when its
 * owner is reminded to renew it.
 */

/** How long a published advert stays up, and how many days before its end its owner is reminded. */
export type BoardLifecycleSettings = { advertDays: number; reminderDaysBefore: number };
export const DEFAULT_BOARD_LIFECYCLE: BoardLifecycleSettings = { advertDays: 30, reminderDaysBefore: 3 };

const whole = (value: unknown, min: number, max: number): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : null;

/**
 * The site's setting (`board.advert_days`, `board.reminder_days_before` in its stored settings),
 * each within sense (1 to 365 days; a reminder 0 to 30 days ahead, and before the end), else the
 * default: a typo in the back-office never makes adverts expire at once.
 */
export function boardLifecycleSettings(stored: unknown): BoardLifecycleSettings {
  const board = stored && typeof stored === "object" ? (stored as Record<string, unknown>).board : undefined;
  const raw = board && typeof board === "object" ? (board as Record<string, unknown>) : {};
  const advertDays = whole(raw.advert_days, 1, 365) ?? DEFAULT_BOARD_LIFECYCLE.advertDays;
  const reminder = whole(raw.reminder_days_before, 0, 30) ?? DEFAULT_BOARD_LIFECYCLE.reminderDaysBefore;
  return { advertDays, reminderDaysBefore: Math.min(reminder, advertDays - 1) };
}

/** The fields of an advert as saved so far (a draft's may be missing). */
export type AdvertFieldsSoFar = {
  category: number | null;
  title_ro: string;
  title_ru: string;
  price: number | null;
  area: number | null;
  region: number | null;
  location: number | null;
  images: number;
};

/**
 * A draft keeps whatever valid fields it has, but needs its category (its attributes and form
 * follow from it) and a title in one language (so its owner can tell drafts apart). Publishing
 * needs what a visitor needs to judge the offer: a title, a price, an area, the region and
 * location, and one picture. Returns the missing fields with messages; empty when it may go.
 */
export function advertMissingFields(
  fields: AdvertFieldsSoFar,
  publishing: boolean,
): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  if (fields.category === null) missing.category = ["Choose the advert's category."];
  if (!fields.title_ro.trim() && !fields.title_ru.trim())
    missing.title_ro = ["Give the advert a title in Romanian or Russian."];
  if (!publishing) return missing;
  if (fields.price === null) missing.price = ["Give the price to publish the advert."];
  if (fields.area === null) missing.area = ["Give the area to publish the advert."];
  if (fields.region === null) missing.region = ["Choose the region to publish the advert."];
  if (fields.location === null) missing.location = ["Choose the locality to publish the advert."];
  if (fields.images < 1) missing.images = ["Add at least one picture to publish the advert."];
  return missing;
}

export type AdvertTimes = {
  publishedAt: Date | null;
  renewedAt: Date | null;
  expiresAt: Date | null;
  remindedAt: Date | null;
};

export type OwnerSave =
  | ({ ok: true; status: AdvertStatus; publishing: boolean } & AdvertTimes)
  | { ok: false; code: "advert_hidden" | "advert_deleted"; message: string };

/**
 * What an owner's save does to the advert's status and dates. `isDraft` and `isActive` are what
 * the form sent (undefined: not sent, the status stays as it is for an edit; a new advert is
 * published unless it is a draft).
 * - A draft stays a draft until saved with `is_draft` false; a published advert cannot go back to
 *   being a draft (it is paused instead).
 * - `is_active` false pauses it (inactive); `is_active` true on a paused or expired advert renews
 *   it: up again for the site's period from now, its reminder to be sent again.
 * - Publishing (a draft or a new advert) sets published_at the first time and the expiry.
 * - A hidden advert is the moderators': its owner may edit it, and it stays hidden.
 */
export function ownerSave(
  current: ({ status: AdvertStatus } & AdvertTimes) | null,
  asked: { isDraft?: boolean; isActive?: boolean },
  now: Date,
  settings: BoardLifecycleSettings,
): OwnerSave {
  const unchanged = current
    ? {
        publishedAt: current.publishedAt,
        renewedAt: current.renewedAt,
        expiresAt: current.expiresAt,
        remindedAt: current.remindedAt,
      }
    : { publishedAt: null, renewedAt: null, expiresAt: null, remindedAt: null };
  const goLive = (): OwnerSave => ({
    ok: true,
    status: "active",
    publishing: true,
    publishedAt: unchanged.publishedAt ?? now,
    renewedAt: now,
    expiresAt: advertExpiry(now, settings.advertDays, settings.reminderDaysBefore).expiresAt,
    remindedAt: null,
  });
  if (current?.status === "deleted")
    return { ok: false, code: "advert_deleted", message: "The advert was deleted." };
  if (current?.status === "hidden") {
    if (asked.isDraft === false || asked.isActive === true)
      return {
        ok: false,
        code: "advert_hidden",
        message: "A moderator hid this advert: it cannot be published again until they restore it.",
      };
    return { ok: true, status: "hidden", publishing: false, ...unchanged };
  }
  const status = current?.status ?? null;
  if (status === null || status === "draft") {
    const draft = asked.isDraft ?? status === "draft";
    if (draft) return { ok: true, status: "draft", publishing: false, ...unchanged };
    if (asked.isActive === false) return { ok: true, status: "inactive", publishing: false, ...unchanged };
    return goLive();
  }
  // Published once (active or inactive): never a draft again.
  if (asked.isActive === false) return { ok: true, status: "inactive", publishing: false, ...unchanged };
  const expired = current?.expiresAt ? current.expiresAt.getTime() <= now.getTime() : false;
  if (asked.isActive === true && (status === "inactive" || expired)) return goLive();
  if (status === "active" && expired)
    return { ok: true, status: "inactive", publishing: false, ...unchanged };
  return { ok: true, status: status as AdvertStatus, publishing: false, ...unchanged };
}

/** Whether a published advert is past its end (the expiry job then makes it inactive). */
export const advertExpired = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();

/**
 * Whether the renewal reminder is due: the advert is up, not reminded since it was last
 * (re)published, and within `reminderDaysBefore` days of its end (0: no reminder).
 */
export function renewalReminderDue(
  advert: { status: AdvertStatus; expiresAt: Date | null; renewedAt: Date | null; remindedAt: Date | null },
  now: Date,
  settings: BoardLifecycleSettings,
): boolean {
  if (advert.status !== "active" || !advert.expiresAt || settings.reminderDaysBefore <= 0) return false;
  if (advertExpired(advert.expiresAt, now)) return false;
  if (advert.remindedAt && (!advert.renewedAt || advert.remindedAt >= advert.renewedAt)) return false;
  const remindFrom = advert.expiresAt.getTime() - settings.reminderDaysBefore * 86_400_000;
  return now.getTime() >= remindFrom;
}
