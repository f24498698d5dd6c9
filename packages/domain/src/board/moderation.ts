/**
 * A moderator hides a published (or expired) advert with a reason its owner is shown, or
 * restores a hidden one; drafts and deleted adverts are not the moderators' to touch.
 */
export type AdvertStatus = "draft" | "active" | "inactive" | "hidden" | "deleted";

export type ModerationResult =
  | { ok: true; status: AdvertStatus; reason: string | null }
  | { ok: false; message: string };

export function moderateAdvert(
  current: AdvertStatus,
  action: "hide" | "restore",
  reason: string | undefined,
  /** Whether the advert's owner is banned: their adverts come back only with the ban lifted. */
  ownerBanned = false,
): ModerationResult {
  if (action === "hide") {
    if (current !== "active" && current !== "inactive")
      return { ok: false, message: "Only a published or expired advert can be hidden." };
    const why = (reason ?? "").trim();
    if (why.length < 3)
      return { ok: false, message: "Say why the advert is hidden: its owner is shown the reason." };
    return { ok: true, status: "hidden", reason: why };
  }
  if (current !== "hidden") return { ok: false, message: "Only a hidden advert can be restored." };
  if (ownerBanned)
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
