import { type CreditProgramme, creditProblem, instalment, programmeTerms } from "./credit-programmes.ts";
import type { PaymentState } from "./payments.ts";

/**
 * Paying in instalments through iute at checkout (issue 15, decision 0048): which of a shop's
 * credit programmes are iute's, which loans a cart may take, what iute's application statuses
 * mean, and what an answer does to the order (approved: confirmed; refused: cancelled, stock back).
 */

/** A programme lent by iute (its partner, or its title when no partner is named). */
export function isIuteProgramme(programme: Pick<CreditProgramme, "partner" | "title">): boolean {
  return /\biute\b/i.test(programme.partner || programme.title);
}

/** One loan the shopper may choose at checkout: a programme's term and its instalment. */
export type IuteChoice = { programmeId: number; title: string; months: number; monthly: number };

/**
 * The loans iute offers for a purchase of `amount` (products priced `productPrices`): every term
 * of every iute programme that takes the amount and each product, shortest term first. Empty: the
 * cart cannot be bought in instalments.
 */
export function iuteChoices(
  programmes: readonly CreditProgramme[],
  amount: number,
  productPrices: readonly number[] = [],
): IuteChoice[] {
  return programmes
    .filter((p) => isIuteProgramme(p) && creditProblem(p, { amount, productPrices }) === null)
    .flatMap((p) =>
      programmeTerms(p).map((months) => ({
        programmeId: p.id,
        title: p.title,
        months,
        monthly: instalment(p, amount, months),
      })),
    )
    .sort((a, b) => a.programmeId - b.programmeId || a.months - b.months);
}

/** iute's application statuses: SUCCESS is approved, ERROR refused; anything else is still open. */
export function iuteApplicationState(status: unknown): PaymentState {
  if (status === "SUCCESS") return "paid";
  if (status === "ERROR") return "declined";
  return "pending";
}

export type CreditSettlement = {
  /** The application's new state, or null when the answer changes nothing. */
  application: PaymentState | null;
  /** The order's new status and payment status, or null when it stays as it is. */
  order: { status: string; paymentStatus: string } | null;
  /** Give the order's stock (and points, promo use) back: the order has just been cancelled. */
  release: boolean;
  /** iute approved a loan for an order no longer waiting for it (the shop must cancel the loan). */
  lateApproval: boolean;
};

const UNCHANGED: CreditSettlement = { application: null, order: null, release: false, lateApproval: false };

/**
 * What iute's answer on an order's application does. Replays and `pending` change nothing; an
 * approved application is final. Approval confirms an order on hold; refusal cancels it and
 * releases what it held (a cash or card order would stay payable, but a refused loan leaves
 * nothing to wait for). An order already cancelled or confirmed otherwise is not touched; an
 * approval arriving for a cancelled order is flagged for the shop.
 */
export function settleCreditApplication(
  current: PaymentState,
  incoming: PaymentState,
  order: { status: string; paymentStatus: string },
): CreditSettlement {
  if (incoming === "pending" || incoming === current || current === "paid") return UNCHANGED;
  const onHold = order.status === "awaiting_payment" && order.paymentStatus === "pending";
  if (incoming === "paid") {
    return onHold
      ? {
          application: "paid",
          order: { status: "confirmed", paymentStatus: "paid" },
          release: false,
          lateApproval: false,
        }
      : { application: "paid", order: null, release: false, lateApproval: order.status === "cancelled" };
  }
  return onHold
    ? {
        application: "declined",
        order: { status: "cancelled", paymentStatus: "declined" },
        release: true,
        lateApproval: false,
      }
    : { application: "declined", order: null, release: false, lateApproval: false };
}
