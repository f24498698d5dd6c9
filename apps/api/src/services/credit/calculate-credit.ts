import type { CreditCalculateResponse } from "@sf/contract";
import type { Db } from "@sf/db";
import { creditFigures, creditProblem, money, programmeTerms } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import { productPrices } from "./product-prices.ts";
import { figuresView, siteProgrammes } from "./programmes.ts";

/**
 * `POST /general/v3/credits/calculate`: every programme that takes the purchase (the products'
 * price times their counts, or an amount), at the asked term where the programme offers it, else
 * its longest; cheapest instalment first. One programme when `programmeId` is given.
 */
export async function calculateCredit(
  db: Db,
  site: Site,
  input: {
    products?: { product_id: number; count: number }[] | undefined;
    amount?: number | undefined;
    months?: number | undefined;
    programmeId?: number | undefined;
  },
): Promise<CreditCalculateResponse> {
  let sum = input.amount ?? 0;
  let prices: number[] | undefined;
  if (input.products?.length) {
    const known = await productPrices(
      db,
      site,
      input.products.map((p) => p.product_id),
    );
    const lines = input.products.filter((p) => known.has(p.product_id));
    prices = lines.map((p) => known.get(p.product_id) as number);
    if (input.amount === undefined)
      sum = money(lines.reduce((total, p) => total + (known.get(p.product_id) as number) * p.count, 0));
  }
  const offers = siteProgrammes(site)
    .filter((p) => input.programmeId === undefined || p.id === input.programmeId)
    .filter((p) => sum > 0 && creditProblem(p, { amount: sum, productPrices: prices }) === null)
    .map((p) => {
      const terms = programmeTerms(p);
      const months = input.months && terms.includes(input.months) ? input.months : (terms.at(-1) as number);
      return figuresView(p, creditFigures(p, sum, months), site.currency);
    })
    .sort((a, b) => a.monthly - b.monthly || a.programme_id - b.programme_id);
  return { sum, currency: site.currency, offers };
}
