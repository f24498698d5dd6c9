import type { CreditOffer } from "@sf/contract";
import type { Db } from "@sf/db";
import { creditOffers, money } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import { productPrices } from "../credit/product-prices.ts";
import { siteProgrammes } from "../credit/programmes.ts";

/**
 * `GET /general/credits`: the shop's credit programmes that lend the products' price (each
 * product's catalogue price times its count), at their longest term, cheapest monthly payment
 * first. Unknown and other shops' products count for nothing; a programme whose per-product
 * price range leaves a product out is not offered; no programme or no sum: an empty list.
 */
export async function listCreditOffers(
  db: Db,
  site: Site,
  lines: { productId: number; count: number }[],
): Promise<CreditOffer[]> {
  const programmes = siteProgrammes(site);
  if (!programmes.length || !lines.length) return [];
  const prices = await productPrices(
    db,
    site,
    lines.map((l) => l.productId),
  );
  const known = lines.filter((l) => prices.has(l.productId));
  const sum = money(known.reduce((total, l) => total + (prices.get(l.productId) ?? 0) * l.count, 0));
  return creditOffers(
    sum,
    programmes,
    known.map((l) => prices.get(l.productId) as number),
  ).map((offer) => ({
    id: offer.id,
    title: offer.title,
    months: offer.months,
    annual_rate: offer.annualRatePercent,
    monthly: offer.monthly,
    total: offer.total,
    sum,
    currency: site.currency,
    partner: offer.partner,
    dae: offer.dae,
    total_cost: offer.totalCost,
  }));
}
