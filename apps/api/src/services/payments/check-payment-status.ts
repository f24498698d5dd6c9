import type { OrderPaymentStatus } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Payments } from "../../plugins/payments.ts";
import { isPaymentProviderName } from "./provider.ts";
import { settlePaymentVerdict } from "./settle-payment.ts";
import type { OrderRow } from "./start-payment.ts";

/**
 * The order's payment state. While its newest attempt is open, the provider is asked first
 * (a lost or late callback is recovered here) and its verdict applied like a callback's. A
 * provider that cannot answer leaves the stored state, which is answered as it is.
 */
export async function checkPaymentStatus(
  db: Db,
  payments: Payments,
  order: OrderRow,
  log: FastifyBaseLogger,
): Promise<OrderPaymentStatus> {
  const answer = (o: OrderRow) => ({ id: o.id, status: o.status, payment_status: o.paymentStatus });
  const online = order.paymentType === "card" || order.paymentType === "iute";
  if (!online || order.paymentStatus === "paid") return answer(order);
  const [open] = await db
    .select()
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.orderId, order.id),
        eq(schema.payments.status, "pending"),
        isNotNull(schema.payments.externalId),
      ),
    )
    .orderBy(desc(schema.payments.id))
    .limit(1);
  const provider = open && isPaymentProviderName(open.provider) ? payments.byName(open.provider) : null;
  if (!open?.externalId || !provider) return answer(order);
  try {
    const verdict = await provider.fetchStatus(open.externalId);
    if (verdict.status === "pending") return answer(order);
    await settlePaymentVerdict(db, provider.name, verdict, log);
  } catch (error) {
    log.warn({ err: error, paymentId: open.id }, "payment status check failed");
    return answer(order);
  }
  const [fresh] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
  return answer(fresh ?? order);
}
