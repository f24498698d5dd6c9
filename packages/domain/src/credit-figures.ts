import { money, roundTo } from "./cart.ts";
import { monthlyPayment, monthlyRate } from "./credit-programmes.ts";

/**
 * The figures consumer-credit rules require next to an advertised instalment (EU Directive
 * 2008/48/EC art. 4 and Annex I; Moldova's law 202/2013 copies them): the monthly payment, the
 * total the consumer repays, the total cost of the credit and the annual percentage rate (DAE).
 */

/**
 * The instalments of an annuity, each rounded to the cent: equal payments, the last one taking
 * the rounding difference so that they add up to the exact annuity's total (a 0 % plan of 1000
 * over 3 months is 333.33, 333.33, 333.34: exactly 1000, and a DAE of 0).
 */
export function annuitySchedule(sum: number, months: number, annualRatePercent: number): number[] {
  const n = Math.floor(months);
  if (!(sum > 0) || !(n >= 1)) return [];
  const monthly = monthlyPayment(sum, n, annualRatePercent);
  const rate = monthlyRate(annualRatePercent);
  const exactTotal = rate === 0 ? sum : ((sum * rate) / (1 - (1 + rate) ** -n)) * n;
  const last = money(exactTotal - monthly * (n - 1));
  return [...Array.from({ length: n - 1 }, () => monthly), last];
}

/**
 * The annual percentage rate of charge, in percent to two decimals (Annex I's basic equation):
 * the yearly rate X at which what the lender pays out now (`drawdown`, less what the consumer
 * pays the lender at once, `upfront`) equals the consumer's `payments`, the k-th one made k
 * standard months (k/12 of a year) later: Σ payment_k (1+X)^(-k/12) = drawdown − upfront.
 * Solved by bisection (the present value falls as X grows, so the root is unique) to 1e-9.
 * Nothing lent or nothing repaid: 0.
 */
export function annualPercentageRate(drawdown: number, payments: readonly number[], upfront = 0): number {
  const net = drawdown - upfront;
  const repaid = payments.reduce((a, b) => a + b, 0);
  if (!(net > 0) || !(repaid > 0)) return 0;
  const presentValue = (x: number) =>
    payments.reduce((total, payment, k) => total + payment * (1 + x) ** (-(k + 1) / 12), 0);
  // Brackets: -99 % a year (the value is then enormous) to an upper bound doubled until it is
  // below the sum lent (a usurious 1000 % is not out of reach for the fees some loans carry).
  let low = -0.99;
  let high = 1;
  while (presentValue(high) > net && high < 1e6) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-11; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > net) low = mid;
    else high = mid;
  }
  const percent = roundTo(((low + high) / 2) * 100, 2);
  return percent === 0 ? 0 : percent; // never "-0"
}
