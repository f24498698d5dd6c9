/**
 * Back-office rules for customers and the inboxes: points adjusted by staff (a ledger entry
 * with a reason, never a bare overwrite, never below zero), review moderation and the
 * back-in-stock notice.
 */

/** The longest reason staff may give for a points adjustment. */
export const POINTS_REASON_MAX = 500;
/** The largest single adjustment, either way: a typo of a few zeros is refused. */
export const POINTS_ADJUSTMENT_MAX = 1_000_000;

export type PointsAdjustment =
  | { ok: true; delta: number; balance: number; reason: string }
  | { ok: false; field: "delta" | "reason"; message: string };

/** Points are kept to two decimals (one point is one unit of currency). */
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Staff add (positive) or take (negative) points with a reason. The result is the ledger entry
 * to write and the new balance, or why it is refused: no reason, no change, too large, or a
 * balance that would go below zero.
 */
export function adjustPoints(balance: number, delta: number, reason: string): PointsAdjustment {
  const why = reason.trim();
  if (!why) return { ok: false, field: "reason", message: "Give a reason for the adjustment." };
  if (why.length > POINTS_REASON_MAX)
    return {
      ok: false,
      field: "reason",
      message: `The reason can have at most ${POINTS_REASON_MAX} characters.`,
    };
  if (!Number.isFinite(delta))
    return { ok: false, field: "delta", message: "Enter the number of points to add or take." };
  const change = round2(delta);
  if (change === 0) return { ok: false, field: "delta", message: "The adjustment cannot be zero." };
  if (Math.abs(change) > POINTS_ADJUSTMENT_MAX)
    return {
      ok: false,
      field: "delta",
      message: `One adjustment can move at most ${POINTS_ADJUSTMENT_MAX} points.`,
    };
  const next = round2(balance + change);
  if (next < 0)
    return {
      ok: false,
      field: "delta",
      message: `The customer has ${round2(balance)} points: the balance cannot go below zero.`,
    };
  return { ok: true, delta: change, balance: next, reason: why };
}

/** A review's states: the storefront shows `published` ones only. */
export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_MODERATIONS = ["approve", "hide"] as const;
export type ReviewModeration = (typeof REVIEW_MODERATIONS)[number];

/** A review as it is posted: published at once, or pending when the shop approves reviews first. */
export function postedReviewStatus(needsApproval: boolean): ReviewStatus {
  return needsApproval ? "pending" : "published";
}

/** What a moderation does to a review's status (approving a published review changes nothing). */
export function moderatedStatus(action: ReviewModeration): ReviewStatus {
  return action === "approve" ? "published" : "hidden";
}

/** Whether the storefront's pages change when a review goes from one status to another. */
export function reviewVisibilityChanged(before: string, after: string): boolean {
  return (before === "published") !== (after === "published");
}

/**
 * Whether the customers waiting for a product may be told it is back: only when it is active
 * and has stock, and only those not told yet.
 */
export function backInStockProblem(product: { active: boolean; stock: number }, open: number): string | null {
  if (!product.active) return "The product is not on sale: nobody can be told it is back.";
  if (product.stock <= 0) return "The product has no stock yet: customers can be told once it has.";
  if (open === 0) return "Every request for this product has been answered already.";
  return null;
}
