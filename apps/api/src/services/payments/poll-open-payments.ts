import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, asc, eq, isNotNull, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { everySeconds } from "../../lib/every-seconds.ts";
import type { Payments } from "../../plugins/payments.ts";
import { isPaymentProviderName } from "./provider.ts";
import { settlePaymentVerdict } from "./settle-payment.ts";

/**
 * Payments still open at their provider a while after they began (an iute application whose
 * shopper closed the order page, a card payment whose callback never came): each is asked again,
 * the longest unasked first, and a final answer is settled as its callback would be (iute's
 * approval confirms the order, a refusal cancels it and gives its stock back). Every API process
 * runs it; settling locks the payment's row, so two processes asking at once settle it once.
 * Returns how many were settled.
 */
export async function pollOpenPayments(
  db: Db,
  payments: Payments,
  log: FastifyBaseLogger,
  { olderThanSeconds = 60, limit = 20 }: { olderThanSeconds?: number; limit?: number } = {},
): Promise<number> {
  const open = await db
    .select({
      id: schema.payments.id,
      provider: schema.payments.provider,
      externalId: schema.payments.externalId,
    })
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.status, "pending"),
        isNotNull(schema.payments.externalId),
        lt(schema.payments.createdAt, new Date(Date.now() - olderThanSeconds * 1000)),
      ),
    )
    .orderBy(asc(schema.payments.updatedAt))
    .limit(limit);
  let settled = 0;
  for (const payment of open) {
    const provider = isPaymentProviderName(payment.provider) ? payments.byName(payment.provider) : null;
    if (!provider || !payment.externalId) continue;
    try {
      const verdict = await provider.fetchStatus(payment.externalId);
      if (verdict.status === "pending") {
        // Still open: to the back of the queue, so the others get their turn.
        await db
          .update(schema.payments)
          .set({ updatedAt: new Date() })
          .where(eq(schema.payments.id, payment.id));
        continue;
      }
      await settlePaymentVerdict(db, provider.name, verdict, log);
      settled++;
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, "payment status poll failed");
    }
  }
  return settled;
}

/** Polls open payments every `seconds` in this process until the app closes (0: never). */
export function startPaymentPolling(
  app: {
    db: Db;
    payments: Payments;
    log: FastifyBaseLogger;
    addHook: (name: "onClose", hook: () => Promise<void>) => unknown;
  },
  seconds: number,
): void {
  everySeconds(app, seconds, "payment polling", () => pollOpenPayments(app.db, app.payments, app.log));
}
