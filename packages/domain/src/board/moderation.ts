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
  return { ok: true, status: "active", reason: null };
}

export type MemberModerationResult =
  | { ok: true; blocked: boolean; reason: string | null }
  | { ok: false; message: string };

/**
 * A moderator bans a board member with a reason (they can no longer sign in, their sessions end
 * and their published adverts are hidden), or lifts the ban (their adverts stay hidden until a
 * moderator restores each: a lifted ban is no verdict on every advert).
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

/** What a banned member's hidden adverts tell their owner. */
export const bannedAdvertReason = (reason: string) => `The owner's account is banned: ${reason}`;
