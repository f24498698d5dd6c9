import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type PaymentState, paymentAmount, settleCreditApplication, settlePayment } from "@sf/domain";
import { and, eq, max, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError, notFound } from "../../lib/app-error.ts";
import { releaseOrder } from "../orders/release-order.ts";
import type { PaymentProviderName, PaymentVerdict } from "./provider.ts";

export type SettleOutcome = { orderId: number; changed: boolean; payment: PaymentState };

/**
 * Applies a provider's verified verdict to its payment and order, in one transaction with both
 * rows locked, so a callback and a status check arriving together are applied once. The rules
 * (replays change nothing, paid is final, declines leave the order payable) are the domain's
 * `settlePayment`. A signed-in customer's paid order credits the points it earns. A verdict whose amount or currency differs from the payment is refused.
 */
export async function settlePaymentVerdict(
  db: Db,
  provider: PaymentProviderName,
  verdict: PaymentVerdict,
  log?: FastifyBaseLogger,
): Promise<SettleOutcome> {
  const { payments, orders } = schema;
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.externalId, verdict.externalId)))
      .for("update");
    if (!payment) throw notFound("No such payment.");
    const current = payment.status as PaymentState;
    const mismatch =
      (verdict.amount !== undefined && paymentAmount(verdict.amount) !== payment.amount) ||
      (verdict.currency !== undefined && verdict.currency !== payment.currency);
    if (mismatch && verdict.status !== "declined") {
      log?.error({ paymentId: payment.id, verdict }, "payment verdict with another amount or currency");
      throw new AppError("conflict", "The amount or currency does not match the payment.");
    }

    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for("update");
    if (!order) throw notFound("No such order.");
    const [latest] = await tx
      .select({ id: max(payments.id) })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    // An iute order follows its application: approved confirms it, refused cancels it (decision 0048).
    const credit =
      order.paymentType === "iute" ? settleCreditApplication(current, verdict.status, order) : null;
    const result = credit
      ? { payment: credit.application, order: credit.order, doubleCharge: false }
      : settlePayment(current, verdict.status, order, latest?.id === payment.id);
    if (result.doubleCharge) {
      log?.error({ orderId: order.id, paymentId: payment.id }, "order paid twice: refund one payment");
    }
    if (credit?.lateApproval) {
      log?.error(
        { orderId: order.id, paymentId: payment.id },
        "iute approved a cancelled order: cancel the loan",
      );
    }
    if (credit?.release) await releaseOrder(tx, order);
    if (result.payment) {
      await tx
        .update(payments)
        .set({
          status: result.payment,
          details: sql`coalesce(${payments.details}, '{}'::jsonb) || ${JSON.stringify(verdict.details)}::jsonb`,
          updatedAt: new Date(),
        })
        .where(eq(payments.id, payment.id));
    }
    if (result.order) {
      await tx
        .update(orders)
        .set({ ...result.order, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
    }
    // A customer's order earns its points once it is paid (paid is final, so this runs once).
    const nowPaid = result.order?.paymentStatus === "paid" && order.paymentStatus !== "paid";
    if (nowPaid && order.userId !== null && order.loyaltyGive > 0) {
      await tx
        .update(schema.users)
        .set({
          loyaltyPoints: sql`round((${schema.users.loyaltyPoints} + ${order.loyaltyGive})::numeric, 2)`,
        })
        .where(eq(schema.users.id, order.userId));
    }
    return { orderId: order.id, changed: result.payment !== null, payment: result.payment ?? current };
  });
}
