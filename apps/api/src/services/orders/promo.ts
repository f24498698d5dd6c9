import type { PromoResult } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  applyPromo,
  type CartLineInput,
  normalizePromoCode,
  type PromoProblem,
  promoProblem,
} from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

export type PromoRow = typeof schema.promoCodes.$inferSelect;

const PROBLEM_TEXT: Record<PromoProblem, string> = {
  unknown: "This promo code is not valid.",
  inactive: "This promo code is not valid.",
  not_started: "This promo code is not valid yet.",
  expired: "This promo code has expired.",
  used_up: "This promo code has been used up.",
};

/** A promo code refused (unknown, not yet or no longer valid): counted as a wrong guess (decision 0024). */
export class PromoRefused extends AppError {
  constructor(problem: PromoProblem) {
    super("invalid", PROBLEM_TEXT[problem], { promo_code: [PROBLEM_TEXT[problem]] });
  }
}

/** The site's usable promo code for what the shopper typed, or a 400 saying why not. */
export async function usablePromo(db: Db, site: Site, typed: string, now = new Date()): Promise<PromoRow> {
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
