/**
 * Who may use a promo code (issue 16): everyone, only signed-in customers, or the customers the
 * shop listed; and how many times one customer may use it (beside the code's total limit).
 */

export const PROMO_AUDIENCES = ["everyone", "customers", "listed"] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];

export type PromoAudienceRule = {
  audience: PromoAudience;
  /** The customers a `listed` code is for. */
  customerIds: readonly number[];
  /** Uses per customer (null: no limit of its own). */
  maxUsesPerCustomer: number | null;
};

/** Why this shopper may not use the code, or null when they may. */
export type PromoAudienceProblem = "sign_in_required" | "not_for_you" | "used_by_you";

/**
 * Whether a shopper may use a code: a guest (`userId` null) only an `everyone` code; a customer
 * a `customers` code, and a `listed` one when listed; anyone only while their own earlier uses
 * (orders with the code, cancelled ones not counted; for a guest, those under the same phone)
 * stay under the per-customer limit. A guest whose phone is not known yet (a price preview)
 * is checked again when the order gives it.
 */
export function promoAudienceProblem(
  rule: PromoAudienceRule,
  userId: number | null,
  earlierUses: number,
): PromoAudienceProblem | null {
  if (rule.audience !== "everyone" && userId === null) return "sign_in_required";
  if (rule.audience === "listed" && !rule.customerIds.includes(userId as number)) return "not_for_you";
  if (rule.maxUsesPerCustomer !== null && earlierUses >= rule.maxUsesPerCustomer) return "used_by_you";
  return null;
}

/** The back-office's checks of the audience fields: a listed code names someone; a limit is at least 1. */
export function promoAudienceProblems(rule: PromoAudienceRule): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (rule.audience === "listed" && rule.customerIds.length === 0)
    problems.customer_ids = ["Choose at least one customer for this code."];
  if (
    rule.maxUsesPerCustomer !== null &&
    (!Number.isInteger(rule.maxUsesPerCustomer) || rule.maxUsesPerCustomer < 1)
  )
    problems.max_uses_per_customer = ["The limit must be a whole number of at least 1."];
  return problems;
}
