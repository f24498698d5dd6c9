import { money } from "./cart.ts";

/**
 * Buying on credit (spec: "credit offers" in the cart, `GET /general/credits?product_ids`): a
 * shop's partner programmes, each a term in months, a yearly interest rate and the sums it lends.
 */
export type CreditProgramme = {
  id: number;
  title: string;
  months: number;
  /** Yearly nominal rate in percent; 0 is an instalment plan without interest. */
  annualRatePercent: number;
  minSum: number;
  maxSum: number | null;
};

export type CreditOffer = {
  id: number;
  title: string;
  months: number;
  annualRatePercent: number;
  /** The monthly payment (an annuity: equal payments), rounded to the cent. */
  monthly: number;
  /** What the shopper pays in all. */
  total: number;
};

/** The monthly payment of an annuity: `sum` over `months` at `annualRatePercent` a year. */
export function monthlyPayment(sum: number, months: number, annualRatePercent: number): number {
  if (!(sum > 0) || !(months >= 1)) return 0;
  const rate = annualRatePercent / 100 / 12;
  if (rate <= 0) return money(sum / months);
  return money((sum * rate) / (1 - (1 + rate) ** -months));
}

/**
 * The offers for a purchase of `sum`: the programmes whose range holds it, cheapest monthly
 * payment first (the storefront shows "from X a month").
 */
export function creditOffers(sum: number, programmes: readonly CreditProgramme[]): CreditOffer[] {
  return programmes
    .filter((p) => p.months >= 1 && sum >= p.minSum && (p.maxSum === null || sum <= p.maxSum))
    .map((p) => {
      const monthly = monthlyPayment(sum, p.months, p.annualRatePercent);
      return {
        id: p.id,
        title: p.title,
        months: p.months,
        annualRatePercent: p.annualRatePercent,
        monthly,
        total: money(monthly * p.months),
      };
    })
    .sort((a, b) => a.monthly - b.monthly || a.id - b.id);
}
