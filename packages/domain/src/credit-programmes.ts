import { money } from "./cart.ts";

/**
 * A shop's credit programmes and the light rules over them (decision 0044): which purchases a
 * programme takes, and the regular instalment. Kept apart from the full figures (credit.ts) and
 * the DAE's solver (credit-figures.ts): a product card, on every listing, loads only this module.
 */
export type CreditProgramme = {
  id: number;
  title: string;
  /** The lender (a bank or a credit company), shown next to the figures. */
  partner?: string;
  /** The default (longest) term in months; `terms` lists every term offered. */
  months: number;
  terms?: readonly number[];
  /** Yearly nominal rate in percent; 0 is an instalment plan without interest. */
  annualRatePercent: number;
  /** The purchase amounts the programme finances (before the down payment). */
  minSum: number;
  maxSum: number | null;
  /** Each product's price must lie in this range for the product (or a cart holding it) to qualify. */
  productMinPrice?: number | null;
  productMaxPrice?: number | null;
  /** One-off fee when the loan is granted: a fixed sum plus a percent of the credit. */
  feeOnce?: number;
  feeOncePercent?: number;
  /** Monthly fee: a fixed sum plus a percent of the credit, with every instalment. */
  feeMonthly?: number;
  feeMonthlyPercent?: number;
  /** Percent of the purchase paid up front, to the shop; the rest is lent. */
  downPaymentPercent?: number;
};

export type CreditProblem = "term" | "below_min" | "above_max" | "product";

/** The terms a programme offers, shortest first (`months` alone for a one-term programme). */
export function programmeTerms(programme: CreditProgramme): number[] {
  const terms = programme.terms?.length ? programme.terms : [programme.months];
  return [...new Set(terms.filter((m) => Number.isInteger(m) && m >= 1))].sort((a, b) => a - b);
}

/** The monthly rate; below a billionth (or negative) it counts as none (the formula would divide 0 by 0). */
export const monthlyRate = (annualRatePercent: number) =>
  annualRatePercent / 1200 > 1e-9 ? annualRatePercent / 1200 : 0;

/** The monthly payment of an annuity: `sum` over `months` at `annualRatePercent` a year. */
export function monthlyPayment(sum: number, months: number, annualRatePercent: number): number {
  if (!(sum > 0) || !(months >= 1)) return 0;
  const rate = monthlyRate(annualRatePercent);
  if (rate === 0) return money(sum / months);
  return money((sum * rate) / (1 - (1 + rate) ** -months));
}

/** Whether a product priced `price` may be bought under the programme. */
export function productQualifies(programme: CreditProgramme, price: number): boolean {
  const min = programme.productMinPrice ?? null;
  const max = programme.productMaxPrice ?? null;
  return price > 0 && (min === null || price >= min) && (max === null || price <= max);
}

/**
 * Why a purchase does not qualify (null: it does): the term must be one the programme offers,
 * the amount within its range, and every product's price within its per-product range.
 */
export function creditProblem(
  programme: CreditProgramme,
  purchase: { amount: number; months?: number; productPrices?: readonly number[] },
): CreditProblem | null {
  if (purchase.months !== undefined && !programmeTerms(programme).includes(purchase.months)) return "term";
  if (!(purchase.amount > 0) || purchase.amount < programme.minSum) return "below_min";
  if (programme.maxSum !== null && purchase.amount > programme.maxSum) return "above_max";
  if (purchase.productPrices?.some((price) => !productQualifies(programme, price))) return "product";
  return null;
}

/**
 * The regular instalment alone (annuity plus monthly fee), without the schedule or the DAE: what
 * a product card shows, light enough for every listing's code. Equals `creditFigures().monthly`.
 */
export function instalment(programme: CreditProgramme, amount: number, months: number): number {
  const creditAmount = money(amount - money((amount * (programme.downPaymentPercent ?? 0)) / 100));
  const monthlyFee = money(
    creditAmount * ((programme.feeMonthlyPercent ?? 0) / 100) + (programme.feeMonthly ?? 0),
  );
  return money(monthlyPayment(creditAmount, months, programme.annualRatePercent) + monthlyFee);
}

/** The lowest instalment for one product at `price`, over every programme and term that take it. */
export function lowestInstalment(price: number, programmes: readonly CreditProgramme[]): number | null {
  let lowest: number | null = null;
  for (const p of programmes) {
    if (creditProblem(p, { amount: price, productPrices: [price] }) !== null) continue;
    for (const months of programmeTerms(p)) {
      const monthly = instalment(p, price, months);
      if (lowest === null || monthly < lowest) lowest = monthly;
    }
  }
  return lowest;
}

/** A programme as the shop's settings store it (`credits`, snake_case; decision 0044). */
export type CreditProgrammeSettings = {
  id: number;
  title: string;
  partner?: string;
  months: number;
  terms?: readonly number[];
  annual_rate: number;
  min_sum: number;
  max_sum: number | null;
  product_min_price?: number | null;
  product_max_price?: number | null;
  fee_once?: number;
  fee_once_percent?: number;
  fee_monthly?: number;
  fee_monthly_percent?: number;
  down_payment_percent?: number;
};

export function programmeFromSettings(p: CreditProgrammeSettings): CreditProgramme {
  return {
    id: p.id,
    title: p.title,
    partner: p.partner ?? "",
    months: p.months,
    terms: p.terms ?? [],
    annualRatePercent: p.annual_rate,
    minSum: p.min_sum,
    maxSum: p.max_sum,
    productMinPrice: p.product_min_price ?? null,
    productMaxPrice: p.product_max_price ?? null,
    feeOnce: p.fee_once ?? 0,
    feeOncePercent: p.fee_once_percent ?? 0,
    feeMonthly: p.fee_monthly ?? 0,
    feeMonthlyPercent: p.fee_monthly_percent ?? 0,
    downPaymentPercent: p.down_payment_percent ?? 0,
  };
}
