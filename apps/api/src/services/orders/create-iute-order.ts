import type { IuteOrderCreate, IuteOrderCreated } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import type { Payments } from "../../plugins/payments.ts";
import { settlePaymentVerdict } from "../payments/settle-payment.ts";
import { openAttempt, type PaymentContext } from "../payments/start-payment.ts";
import { checkoutRequest, hashOf, type OrderRow, placeOrder } from "./place-order/index.ts";
import { emptyOrderedCart } from "./place-order/write.ts";
import { cancelOrderOnHold } from "./release-order.ts";

type CreditView = IuteOrderCreated["credit"];

export type IuteOrderOutcome = {
  order: OrderRow;
  replayed: boolean;
  /** Where the shopper signs the application (iute's page, the sandbox's), else null. */
  payUrl: string | null;
  credit: CreditView | null;
};

const PARTNER_DOWN =
  "iute is not answering now, so the order was not placed: your cart is as it was. Choose another way to pay, or try again later.";

/** The loan an order applied for, as its application's row keeps it. */
async function appliedCredit(
  db: Db,
  orderId: number,
): Promise<{ credit: CreditView | null; payUrl: string | null }> {
  const [row] = await db
    .select({
      details: schema.payments.details,
      payUrl: schema.payments.payUrl,
      status: schema.payments.status,
    })
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId)))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  const credit = (row?.details?.credit as CreditView | undefined) ?? null;
  return { credit, payUrl: row?.status === "pending" ? (row.payUrl ?? null) : null };
}

/**
 * `POST /general/iute-credit/create-order/` (decision 0048): the checkout's order paid in
 * instalments. The order is placed on hold (stock taken) with the loan checked against what it
 * came to, then the application goes to iute (or the sandbox). Accepted: the cart's ordered lines
 * go, and the shopper is sent where the application is signed (else to the order's page, which
 * follows its status). Refused at once: the order is cancelled and its stock released. iute down
 * or answering nonsense: the order is cancelled, its stock released, the cart left as it was, and
 * the answer is a 502 saying so.
 */
export async function createIuteOrder(
  db: Db,
  payments: Payments,
  site: Site,
  lang: string,
  input: IuteOrderCreate,
  idempotencyKey: string | null,
  userId: number | null,
  context: PaymentContext,
  log: FastifyBaseLogger,
): Promise<IuteOrderOutcome> {
  if (!site.settings.additional_settings.iute.enabled)
    throw new FieldErrors({ paymentType: ["This shop does not sell in instalments through iute."] });
  if (!input.cart && !input.no_user_id && userId === null)
    throw new FieldErrors({ cart: ["The cart is empty."] });
  // Unconfigured: a 503 before anything is stored.
  const provider = payments.creditForSite(site);
  const request = {
    ...checkoutRequest(input, userId),
    credit: { programmeId: input.programme_id, months: input.months },
  };
  const placed = await placeOrder(db, site, lang, request, idempotencyKey, hashOf({ iute_order: input }));
  if (placed.replayed || !placed.held?.credit) {
    return { order: placed.order, replayed: true, ...(await appliedCredit(db, placed.order.id)) };
  }
  const { order, held } = placed;
  const { programme, figures } = held.credit as NonNullable<typeof held.credit>;
  const credit: CreditView = {
    programme_id: programme.id,
    partner: programme.partner || programme.title,
    months: figures.months,
    monthly: figures.monthly,
    dae: figures.dae,
    total_payable: figures.totalPayable,
  };
  let created: Awaited<ReturnType<typeof openAttempt>>;
  try {
    created = await openAttempt(db, payments, provider, site, order, context, {
      terms: { programmeId: programme.id, months: figures.months, monthly: figures.monthly },
      details: { credit },
    });
  } catch (error) {
    log.warn({ err: error, orderId: order.id }, "iute application could not be sent: order cancelled");
    await cancelOrderOnHold(db, order.id);
    throw new AppError("bad_gateway", PARTNER_DOWN, { code: "iute_unavailable", order_id: order.id });
  }
  if (held.cartId !== null) await emptyOrderedCart(db, held.cartId, held.productIds);
  if (created.status && created.status !== "pending") {
    await settlePaymentVerdict(
      db,
      provider.name,
      { externalId: created.externalId, status: created.status, details: { decidedAtCreation: true } },
      log,
    );
  }
  const [fresh] = await db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
  const pending = !created.status || created.status === "pending";
  return { order: fresh ?? order, replayed: false, payUrl: pending ? created.payUrl : null, credit };
}
