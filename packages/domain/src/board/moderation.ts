/**
 * A moderator approves a published advert (post-moderation: it went live at once and waits in the
 * new adverts queue until someone looks at it), hides a published (or expired) advert with a
 * reason its owner is shown, or restores a hidden one; drafts and deleted adverts are not the
 * moderators' to touch. Every allowed action leaves the advert reviewed (decision 0064).
 */
export type AdvertStatus = "draft" | "active" | "inactive" | "hidden" | "deleted";
export type AdvertModerationAction = "approve" | "hide" | "restore";

export type ModerationResult =
  | { ok: true; status: AdvertStatus; reason: string | null }
  | { ok: false; message: string };

export function moderateAdvert(
  current: AdvertStatus,
  action: AdvertModerationAction,
  reason: string | undefined,
  advert: {
    /** Whether the advert's owner is banned: their adverts come back only with the ban lifted. */
    ownerBanned?: boolean;
    /** Whether a moderator already looked at the advert as it is now. */
    reviewed?: boolean;
  } = {},
): ModerationResult {
  if (action === "approve") {
    if (current !== "active" && current !== "inactive")
      return {
        ok: false,
        message:
          current === "hidden"
            ? "The advert is hidden: restore it to show it again."
            : "Only a published advert can be approved.",
      };
    if (advert.reviewed) return { ok: false, message: "The advert was already approved as it is now." };
    return { ok: true, status: current, reason: null };
  }
  if (action === "hide") {
    if (current !== "active" && current !== "inactive")
      return { ok: false, message: "Only a published or expired advert can be hidden." };
    const why = (reason ?? "").trim();
    if (why.length < 3)
      return { ok: false, message: "Say why the advert is hidden: its owner is shown the reason." };
    return { ok: true, status: "hidden", reason: why };
  }
  if (current !== "hidden") return { ok: false, message: "Only a hidden advert can be restored." };
  if (advert.ownerBanned)
    return { ok: false, message: "The advert's owner is banned: lifting the ban brings their adverts back." };
  return { ok: true, status: "active", reason: null };
}

export type MemberModerationResult =
  | { ok: true; blocked: boolean; reason: string | null }
  | { ok: false; message: string };

/**
 * A moderator bans a board member with a reason (they can no longer sign in, their sessions end
 * and their published adverts are hidden), or lifts the ban (what the ban hid comes back as it
 * was: `statusAfterBan`, `statusAfterUnban`).
 */
export function moderateMember(
  blocked: boolean,
  action: "ban" | "unban",
  reason: string | undefined,
): MemberModerationResult {
  if (action === "ban") {
    if (blocked) return { ok: false, message: "The member is already banned." };
    const why = (reason ?? "").trim();
    if (why.length < 3) return { ok: false, message: "Say why the member is banned." };
    return { ok: true, blocked: true, reason: why };
  }
  if (!blocked) return { ok: false, message: "The member is not banned." };
  return { ok: true, blocked: false, reason: null };
}

/**
 * What a ban does to one of the member's adverts: a published one (up or paused/expired) is
 * hidden and remembers what it was; a draft stays a draft (it was never public and its owner
 * cannot sign in to publish it), a deleted one stays deleted, and one a moderator already hid
 * stays hidden for that moderator's reason.
 */
export const BAN_HIDES = ["active", "inactive"] as const;
export function statusAfterBan(current: AdvertStatus): {
  status: AdvertStatus;
  bannedFrom: (typeof BAN_HIDES)[number] | null;
} {
  if (current === "active" || current === "inactive") return { status: "hidden", bannedFrom: current };
  return { status: current, bannedFrom: null };
}

/**
 * What lifting the ban does to one of the member's adverts: one the ban hid is back as it was
 * (up, or paused/expired; one whose period ended meanwhile reads as expired and the expiry job
 * makes it inactive); anything else is left as it is: a draft is never published by an unban,
 * and an advert a moderator hid on its own account stays hidden.
 */
export function statusAfterUnban(
  current: AdvertStatus,
  bannedFrom: (typeof BAN_HIDES)[number] | null,
): AdvertStatus {
  return current === "hidden" && bannedFrom ? bannedFrom : current;
}

/** What a banned member's hidden adverts tell their owner. */
export const bannedAdvertReason = (reason: string) => `The owner's account is banned: ${reason}`;

/**
 * The new adverts queue (post-moderation, decision 0064): an advert goes up at once and waits
 * for a moderator while it is up and nobody has reviewed it as it is now. Approving, hiding or
 * restoring it reviews it; its owner's edit of what buyers read (`advertContentChanges`) puts it
 * back. Paused, expired, hidden (a ban hides too), draft and deleted adverts are not up, so they
 * do not wait; one that comes back up unreviewed (renewed, unbanned) waits again.
 */
export const REVIEW_QUEUES = ["to_review", "hidden", "all"] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

export function waitsForReview(status: AdvertStatus, reviewed: boolean): boolean {
  return status === "active" && !reviewed;
}

/** What each tab of the queue lists: statuses, and whether only adverts not yet reviewed. */
export function reviewQueueFilter(queue: ReviewQueue): {
  statuses: AdvertStatus[];
  unreviewedOnly: boolean;
} {
  if (queue === "to_review") return { statuses: ["active"], unreviewedOnly: true };
  if (queue === "hidden") return { statuses: ["hidden"], unreviewedOnly: false };
  // Everything a moderator may act on: never drafts (not public) or deleted adverts.
  return { statuses: ["active", "inactive", "hidden"], unreviewedOnly: false };
}

/** What buyers read in an advert: its owner's change of any of it needs a moderator's eyes again. */
export type AdvertContent = {
  type: string;
  categoryId: number | null;
  title: Partial<Record<string, string>>;
  description: Partial<Record<string, string>>;
  price: number | null;
  currency: string;
  area: number | null;
  areaUnit: string;
  regionId: number | null;
  locationId: number | null;
  sectorId: number | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
  cadastralNumber: string | null;
  /** The stored pictures' paths (content-addressed: the same picture sent again is the same path). */
  pictures: readonly string[];
  attributes: readonly { attributeId: number; optionId: number | null; number: number | null }[];
};

/**
 * Which parts of an advert's content an owner's save changed (none: the review stands). The
 * negotiable flag, the cover and the pictures' order, pausing, renewing and the lifecycle's
 * dates are not content: a moderator already saw every word and picture. A price or an area is
 * compared as typed, with its currency or unit (a change of the exchange rates is not an edit).
 */
export function advertContentChanges(before: AdvertContent, after: AdvertContent): string[] {
  const same: Record<string, boolean> = {
    type: before.type === after.type,
    category: before.categoryId === after.categoryId,
    title: sameTexts(before.title, after.title),
    description: sameTexts(before.description, after.description),
    price: sameNumber(before.price, after.price) && before.currency === after.currency,
    area: sameNumber(before.area, after.area) && before.areaUnit === after.areaUnit,
    place:
      before.regionId === after.regionId &&
      before.locationId === after.locationId &&
      before.sectorId === after.sectorId &&
      (before.address ?? "").trim() === (after.address ?? "").trim() &&
      sameNumber(before.lat, after.lat) &&
      sameNumber(before.lon, after.lon),
    cadastral_number: (before.cadastralNumber ?? "") === (after.cadastralNumber ?? ""),
    pictures: sameList(before.pictures, after.pictures),
    attributes: sameList(before.attributes.map(attributeKey), after.attributes.map(attributeKey)),
  };
  return Object.entries(same)
    .filter(([, unchanged]) => !unchanged)
    .map(([part]) => part);
}

export type AdvertReview = { reviewedAt: Date | null; reviewedBy: number | null };

/** The review after an owner's save: gone when the content changed, kept otherwise. */
export function reviewAfterOwnerSave(review: AdvertReview, changes: readonly string[]): AdvertReview {
  return changes.length ? { reviewedAt: null, reviewedBy: null } : review;
}

const sameNumber = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : Number(a) === Number(b);

/** Texts per language, a language left empty being the same as one not given. */
function sameTexts(a: Partial<Record<string, string>>, b: Partial<Record<string, string>>): boolean {
  const filled = (value: Partial<Record<string, string>>) =>
    Object.entries(value)
      .map(([lang, text]) => [lang, (text ?? "").trim()] as const)
      .filter(([, text]) => text !== "")
      .sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(filled(a)) === JSON.stringify(filled(b));
}

/** The same items, whatever their order. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((item, i) => item === y[i]);
}

const attributeKey = (v: AdvertContent["attributes"][number]) =>
  `${v.attributeId}:${v.optionId ?? ""}:${v.number === null ? "" : Number(v.number)}`;
