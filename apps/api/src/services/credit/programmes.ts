import type { CreditFiguresView, CreditProgrammeView } from "@sf/contract";
import {
  type CreditFigures,
  type CreditProblem,
  type CreditProgramme,
  creditFigures,
  creditProblem,
  programmeFromSettings,
  programmeTerms,
} from "@sf/domain";
import { FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/** The shop's credit programmes, read once from its settings. */
export function siteProgrammes(site: Site): CreditProgramme[] {
  return site.settings.credits.map(programmeFromSettings);
}

/** A programme as `GET /calculator/credit-calculator/` shows it. */
export function programmeView(p: CreditProgramme): CreditProgrammeView {
  return {
    id: p.id,
    title: p.title,
    partner: p.partner ?? "",
    months: p.months,
    terms: programmeTerms(p),
    annual_rate: p.annualRatePercent,
    min_sum: p.minSum,
    max_sum: p.maxSum,
    product_min_price: p.productMinPrice ?? null,
    product_max_price: p.productMaxPrice ?? null,
    fee_once: p.feeOnce ?? 0,
    fee_once_percent: p.feeOncePercent ?? 0,
    fee_monthly: p.feeMonthly ?? 0,
    fee_monthly_percent: p.feeMonthlyPercent ?? 0,
    down_payment_percent: p.downPaymentPercent ?? 0,
  };
}

export function figuresView(p: CreditProgramme, f: CreditFigures, currency: string): CreditFiguresView {
  return {
    programme_id: p.id,
    title: p.title,
    partner: p.partner ?? "",
    amount: f.amount,
    down_payment: f.downPayment,
    credit_amount: f.creditAmount,
    months: f.months,
    annual_rate: f.annualRatePercent,
    monthly: f.monthly,
    one_off_fee: f.oneOffFee,
    total_repaid: f.totalRepaid,
    total_cost: f.totalCost,
    total_payable: f.totalPayable,
    dae: f.dae,
    currency,
  };
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 }).replace(/,/g, " ");

/** The message a 400 carries when a purchase does not fit the programme. */
export function problemMessage(
  p: CreditProgramme,
  problem: CreditProblem,
  currency: string,
): [string, string] {
  switch (problem) {
    case "term":
      return ["months", `This programme lends over ${programmeTerms(p).join(", ")} months.`];
    case "below_min":
      return ["amount", `This programme lends from ${fmt(p.minSum)} ${currency}.`];
    case "above_max":
      return ["amount", `This programme lends up to ${fmt(p.maxSum ?? 0)} ${currency}.`];
    case "product":
      return ["product_id", "This product cannot be bought under this programme."];
  }
}

/**
 * The figures of a loan the shopper chose, or a 400 naming the field at fault: an unknown
 * programme, a term it does not offer, an amount outside its range, a product outside its own.
 */
export function checkedFigures(
  site: Site,
  choice: { programmeId: number; amount: number; months: number; productPrice?: number | undefined },
): { programme: CreditProgramme; figures: CreditFigures } {
  const programme = siteProgrammes(site).find((p) => p.id === choice.programmeId);
  if (!programme) throw new FieldErrors({ programme_id: ["This shop has no such credit programme."] });
  const problem = creditProblem(programme, {
    amount: choice.amount,
    months: choice.months,
    ...(choice.productPrice !== undefined ? { productPrices: [choice.productPrice] } : {}),
  });
  if (problem) {
    const [field, message] = problemMessage(programme, problem, site.currency);
    throw new FieldErrors({ [field]: [message] });
  }
  return { programme, figures: creditFigures(programme, choice.amount, choice.months) };
}
