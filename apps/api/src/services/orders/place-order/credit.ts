import {
  type CreditFigures,
  type CreditProgramme,
  creditFigures,
  creditProblem,
  isIuteProgramme,
} from "@sf/domain";
import { FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { problemMessage, siteProgrammes } from "../../credit/programmes.ts";

export type CheckedCredit = { programme: CreditProgramme; figures: CreditFigures };

/**
 * The loan an iute order applies for, checked inside the order's transaction against what the
 * order came to (its final price, delivery included) and each product's price: an unknown or
 * non-iute programme, a term it does not offer, an amount or a product outside its range is a
 * 400 naming the field, and the order is rolled back (nothing stored).
 */
export function checkedCredit(
  site: Site,
  credit: { programmeId: number; months: number },
  amount: number,
  productPrices: readonly number[],
): CheckedCredit {
  const programme = siteProgrammes(site).find((p) => p.id === credit.programmeId && isIuteProgramme(p));
  if (!programme) throw new FieldErrors({ programme_id: ["This shop has no such iute programme."] });
  const problem = creditProblem(programme, { amount, months: credit.months, productPrices });
  if (problem) {
    const [field, message] = problemMessage(programme, problem, site.currency);
    throw new FieldErrors({
      [field === "product_id" ? "cart" : field === "amount" ? "programme_id" : field]: [message],
    });
  }
  return { programme, figures: creditFigures(programme, amount, credit.months) };
}
