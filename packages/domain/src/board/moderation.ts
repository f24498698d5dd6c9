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
