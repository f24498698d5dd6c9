import type { CreditOffer } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { creditOffers, money } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * `GET /general/credits`: the shop's credit programmes that lend the products' price (each
 * product's catalogue price times its count), cheapest monthly payment first. Unknown and other
 * shops' products count for nothing; no programme or no sum: an empty list.
 */
export async function listCreditOffers(
  db: Db,
  site: Site,
  lines: { productId: number; count: number }[],
): Promise<CreditOffer[]> {
  const programmes = site.settings.credits;
  if (!programmes.length || !lines.length) return [];
  const ids = [...new Set(lines.map((l) => l.productId))];
  const rows = await db
    .select({ id: schema.products.id, price: schema.products.price })
    .from(schema.products)
    .where(
      and(
        eq(schema.products.siteId, site.id),
        eq(schema.products.active, true),
        inArray(schema.products.id, ids),
      ),
    );
  const prices = new Map(rows.map((r) => [r.id, r.price]));
  const sum = money(lines.reduce((total, l) => total + (prices.get(l.productId) ?? 0) * l.count, 0));
  return creditOffers(
    sum,
    programmes.map((p) => ({
      id: p.id,
      title: p.title,
      months: p.months,
      annualRatePercent: p.annual_rate,
      minSum: p.min_sum,
      maxSum: p.max_sum,
    })),
  ).map((offer) => ({
    id: offer.id,
    title: offer.title,
    months: offer.months,
    annual_rate: offer.annualRatePercent,
    monthly: offer.monthly,
    total: offer.total,
    sum,
    currency: site.currency,
  }));
}
