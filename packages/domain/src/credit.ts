import { money } from "./cart.ts";
import { annualPercentageRate, annuitySchedule, monthlyPayment } from "./credit-figures.ts";

/**
 * Buying on credit (spec sections 1, 2 "credit", 7 "Credit"; decision 0044): a shop's partner
 * programmes, the legal figures of a loan under one, and which amounts and products qualify.
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

/** The legal figures of one loan (what a calculator and an advert must show). */
export type CreditFigures = {
  programmeId: number;
  amount: number;
  downPayment: number;
  /** The total amount of credit: what the lender pays out. */
  creditAmount: number;
  months: number;
  annualRatePercent: number;
  /** The regular instalment: the annuity plus the monthly fee (the last one may differ by cents). */
  monthly: number;
  oneOffFee: number;
  /** What the consumer repays the lender: instalments plus the one-off fee. */
  totalRepaid: number;
  /** The total cost of the credit: interest and fees (totalRepaid − creditAmount). */
  totalCost: number;
  /** Everything the shopper pays: the down payment plus totalRepaid. */
  totalPayable: number;
  /** The annual percentage rate of charge (DAE), percent to two decimals. */
  dae: number;
};

export type CreditProblem = "term" | "below_min" | "above_max" | "product";

/** The terms a programme offers, shortest first (`months` alone for a one-term programme). */
export function programmeTerms(programme: CreditProgramme): number[] {
  const terms = programme.terms?.length ? programme.terms : [programme.months];
  return [...new Set(terms.filter((m) => Number.isInteger(m) && m >= 1))].sort((a, b) => a - b);
}

/** The figures of a loan for a purchase of `amount` over `months` under `programme`. */
export function creditFigures(programme: CreditProgramme, amount: number, months: number): CreditFigures {
  const downPayment = money((amount * (programme.downPaymentPercent ?? 0)) / 100);
  const creditAmount = money(amount - downPayment);
  const monthlyFee = money(
    creditAmount * ((programme.feeMonthlyPercent ?? 0) / 100) + (programme.feeMonthly ?? 0),
  );
  const oneOffFee = money(creditAmount * ((programme.feeOncePercent ?? 0) / 100) + (programme.feeOnce ?? 0));
  const payments = annuitySchedule(creditAmount, months, programme.annualRatePercent).map((p) =>
    money(p + monthlyFee),
  );
  const totalRepaid = money(payments.reduce((a, b) => a + b, 0) + oneOffFee);
  return {
    programmeId: programme.id,
    amount: money(amount),
    downPayment,
    creditAmount,
    months,
    annualRatePercent: programme.annualRatePercent,
    monthly: payments[0] ?? 0,
    oneOffFee,
    totalRepaid,
    totalCost: money(totalRepaid - creditAmount),
    totalPayable: money(downPayment + totalRepaid),
    dae: annualPercentageRate(creditAmount, payments, oneOffFee),
  };
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

export type CreditOffer = CreditFigures & { id: number; title: string; partner: string; total: number };

/**
 * The offers for a purchase of `sum` (of products priced `productPrices`): each programme that
 * takes it, at its longest term (the lowest instalment), cheapest monthly payment first (the
 * storefront shows "from X a month"). `total` is what the lender is repaid.
 */
export function creditOffers(
  sum: number,
  programmes: readonly CreditProgramme[],
  productPrices?: readonly number[],
): CreditOffer[] {
  return programmes
    .filter((p) => programmeTerms(p).length > 0 && creditProblem(p, { amount: sum, productPrices }) === null)
    .map((p) => {
      const figures = creditFigures(p, sum, programmeTerms(p).at(-1) as number);
      return { ...figures, id: p.id, title: p.title, partner: p.partner ?? "", total: figures.totalRepaid };
    })
    .sort((a, b) => a.monthly - b.monthly || a.id - b.id);
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

/** The lowest instalment any programme offers for one product at `price` (null: none applies). */
export function creditFrom(price: number, programmes: readonly CreditProgramme[]): CreditOffer | null {
  return creditOffers(price, programmes, [price])[0] ?? null;
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
