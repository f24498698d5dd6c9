import type { PromoResult } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  applyPromo,
  type CartLineInput,
  normalizePromoCode,
  type PromoAudienceProblem,
  type PromoProblem,
  promoAudienceProblem,
  promoProblem,
} from "@sf/domain";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

export type PromoRow = typeof schema.promoCodes.$inferSelect;

const PROBLEM_TEXT: Record<PromoProblem | PromoAudienceProblem, string> = {
  unknown: "This promo code is not valid.",
  inactive: "This promo code is not valid.",
  not_started: "This promo code is not valid yet.",
  expired: "This promo code has expired.",
  used_up: "This promo code has been used up.",
  sign_in_required: "Sign in to use this promo code.",
  not_for_you: "This promo code is not for your account.",
  used_by_you: "You have already used this promo code as many times as allowed.",
};

/**
 * A promo code refused (unknown, not yet or no longer valid, not this shopper's): counted as a
 * wrong guess (decision 0024). `reason` lets the storefront say why in the shopper's language.
 */
export class PromoRefused extends AppError {
  constructor(problem: PromoProblem | PromoAudienceProblem) {
    super("invalid", PROBLEM_TEXT[problem], { promo_code: [PROBLEM_TEXT[problem]], reason: problem });
  }
}

/** Who applies a code: the signed-in customer, else a guest (known by phone once they order). */
export type PromoShopper = { userId: number | null; phone?: string | null };

/** The shopper's orders with this code that still stand (a guest's: those under their phone). */
async function earlierUses(db: Db, site: Site, code: string, shopper: PromoShopper): Promise<number> {
  const o = schema.orders;
  const whose =
    shopper.userId !== null
      ? eq(o.userId, shopper.userId)
      : shopper.phone
        ? and(isNull(o.userId), eq(o.phone, shopper.phone))
        : null;
  if (!whose) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(o)
    .where(and(eq(o.siteId, site.id), eq(o.promoCode, code), ne(o.status, "cancelled"), whose));
  return row?.n ?? 0;
}

/** The site's usable promo code for what this shopper typed, or a 400 saying why not. */
export async function usablePromo(
  db: Db,
  site: Site,
  typed: string,
  shopper: PromoShopper,
  now = new Date(),
): Promise<PromoRow> {
  const code = normalizePromoCode(typed);
  const [row] = code
    ? await db
        .select()
        .from(schema.promoCodes)
        .where(and(eq(schema.promoCodes.siteId, site.id), eq(schema.promoCodes.code, code)))
    : [];
  const problem = promoProblem(row, now);
  if (problem || !row) {
    throw new PromoRefused(problem ?? "unknown");
  }
  // A customer the shop barred from promo codes (spec: `can_use_promocode`) may use none.
  if (shopper.userId !== null) {
    const [customer] = await db
      .select({ allowed: schema.users.canUsePromocode })
      .from(schema.users)
      .where(and(eq(schema.users.id, shopper.userId), eq(schema.users.siteId, site.id)));
    if (customer && !customer.allowed) throw new PromoRefused("not_for_you");
  }
  const uses = row.maxUsesPerCustomer !== null ? await earlierUses(db, site, row.code, shopper) : 0;
  const refusal = promoAudienceProblem(row, shopper.userId, uses);
  if (refusal) throw new PromoRefused(refusal);
  return row;
}

/** The promo result of the spec for lines priced by the server. */
export function promoResult(promo: PromoRow, lines: readonly CartLineInput[]): PromoResult {
  const applied = applyPromo(lines, {
    type: promo.type,
    valueType: promo.valueType,
    value: promo.value,
    productIds: promo.productIds,
  });
  return {
    status: "success",
    code: promo.code,
    promo_code: promo.code,
    type: promo.type,
    promo_value: promo.value,
    promo_value_type: promo.valueType,
    products: applied.lines.map((l) => ({
      id: l.productId,
      discountAmount: l.discountAmount,
      discountPercentage: l.discountPercentage,
      priceWithDiscount: l.priceWithDiscount,
    })),
    general_price: applied.generalPrice,
    discount_sum: applied.discount,
  };
}
