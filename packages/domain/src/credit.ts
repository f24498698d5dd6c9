import { money } from "./cart.ts";
import { annualPercentageRate, annuitySchedule } from "./credit-figures.ts";
import { type CreditProgramme, creditProblem, programmeTerms } from "./credit-programmes.ts";

/**
 * Buying on credit (spec sections 1, 2 "credit", 7 "Credit"; decision 0044): a shop's partner
 * programmes, the legal figures of a loan under one, and which amounts and products qualify.
 */
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

/** The lowest instalment any programme offers for one product at `price` (null: none applies). */
export function creditFrom(price: number, programmes: readonly CreditProgramme[]): CreditOffer | null {
  return creditOffers(price, programmes, [price])[0] ?? null;
}
