import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { paymentAmount, paymentReturnUrls } from "@sf/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import type { Payments } from "../../plugins/payments.ts";
import type { CreatedPayment, CreatePaymentInput, PaymentProvider } from "./provider.ts";

export type OrderRow = typeof schema.orders.$inferSelect;

/** Where the request came from: the storefront's origin (validated) and the shopper's IP. */
export type PaymentContext = { origin: string; ip: string };

/**
 * Opens a payment for an order with the shop's provider and answers the page to send the
 * shopper to. The attempt is a `payments` row first (pending), so a provider's callback always
 * finds it; a provider that fails leaves the row declined with the reason, the order untouched,
 * and throws (AppError 502/503).
 */
export async function startPayment(
  db: Db,
  payments: Payments,
  site: Site,
  order: OrderRow,
  context: PaymentContext,
): Promise<string> {
  return (await openAttempt(db, payments, payments.forSite(site), site, order, context)).payUrl;
}

/** A credit application's loan, and what the attempt's row keeps about it (figures, stock held). */
export type CreditAttempt = {
  terms: NonNullable<CreatePaymentInput["credit"]>;
  details: Record<string, unknown>;
};

/**
 * One attempt with `provider` (see startPayment); a credit application also sends the loan's
 * terms. Answers the provider's id, page and, when it decided at once, its verdict.
 */
export async function openAttempt(
  db: Db,
  payments: Payments,
  provider: PaymentProvider,
  site: Site,
  order: OrderRow,
  context: PaymentContext,
  credit?: CreditAttempt,
): Promise<CreatedPayment> {
  const items = await db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id))
    .orderBy(asc(schema.orderItems.position));
  const { okUrl, failUrl } = paymentReturnUrls(context.origin, order.lang, order.id, order.browserId);
  const callbackUrl = `${payments.config.apiPublicUrl}/payments/callback/${provider.name}`;
  const amount = paymentAmount(order.finalPrice);

  const [payment] = await db
    .insert(schema.payments)
    .values({
      siteId: site.id,
      orderId: order.id,
      provider: provider.name,
      amount,
      currency: order.currency,
      status: "pending",
      details: { request: { okUrl, failUrl, callbackUrl, language: order.lang }, ...credit?.details },
    })
    .returning({ id: schema.payments.id });
  if (!payment) throw new AppError("server_error", "The payment could not be recorded.");

  try {
    const created = await provider.createPayment({
      orderId: order.id,
      amount,
      currency: order.currency,
      delivery: paymentAmount(order.deliveryPrice),
      description: `${site.settings.project} #${order.id}`,
      language: order.lang,
      customer: { name: order.name, email: order.email, phone: order.phone, ip: context.ip },
      items: items.map((item) => ({
        id: String(item.productId ?? item.code),
        name: item.title,
        price: paymentAmount(item.priceWithDiscount),
        quantity: item.count,
      })),
      okUrl,
      failUrl,
      callbackUrl,
      ...(credit ? { credit: credit.terms } : {}),
    });
    await db
      .update(schema.payments)
      .set({ externalId: created.externalId, payUrl: created.payUrl, updatedAt: new Date() })
      .where(eq(schema.payments.id, payment.id));
    // A new attempt after a decline: the order is waiting for this one now.
    await db
      .update(schema.orders)
      .set({ paymentStatus: "pending", updatedAt: new Date() })
      .where(and(eq(schema.orders.id, order.id), eq(schema.orders.paymentStatus, "declined")));
    return created;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(schema.payments)
      .set({
        status: "declined",
        details: sql`coalesce(${schema.payments.details}, '{}'::jsonb) || ${JSON.stringify({ error: reason })}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(schema.payments.id, payment.id));
    if (error instanceof AppError) throw error;
    throw new AppError("bad_gateway", "The payment provider failed.");
  }
}

/** The page of the order's newest open attempt (a repeated create-order answers it again). */
export async function openPayUrl(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ payUrl: schema.payments.payUrl })
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, "pending")))
    .orderBy(sql`${schema.payments.id} desc`)
    .limit(1);
  return row?.payUrl ?? null;
}
