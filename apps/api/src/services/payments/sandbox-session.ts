import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error.ts";
import { siteOf } from "../../lib/site.ts";
import {
  isSandboxPayId,
  type SandboxDecision,
  type SandboxName,
  type SandboxRecord,
  type SandboxResult,
  sandboxNameOf,
  sandboxSignature,
} from "./sandbox-provider.ts";

/** What the sandbox's page shows about one payment. */
export type SandboxSession = {
  payId: string;
  /** `iute_sandbox`: the page stands in for iute's credit application. */
  provider: SandboxName;
  paymentId: number;
  orderId: number;
  amount: number;
  currency: string;
  lang: string;
  shopName: string;
  okUrl: string;
  failUrl: string;
  /** open: the buttons are shown; otherwise why they are not. */
  state: "open" | "paid" | "declined" | "order_paid";
};

type RequestDetails = { okUrl?: string; failUrl?: string };

/** The sandbox payment behind a payId, or null when there is none. */
export async function loadSandboxSession(db: Db, payId: string): Promise<SandboxSession | null> {
  if (!isSandboxPayId(payId)) return null;
  const { payments, orders, sites } = schema;
  const [row] = await db
    .select({ payment: payments, order: orders, site: sites })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(sites, eq(sites.id, payments.siteId))
    .where(and(eq(payments.provider, sandboxNameOf(payId)), eq(payments.externalId, payId)));
  if (!row) return null;
  const { payment, order, site } = row;
  const request = (payment.details?.request ?? {}) as RequestDetails;
  const decided = (payment.details?.sandbox as SandboxRecord | undefined)?.decision;
  const state =
    payment.status === "paid" || decided === "approve"
      ? "paid"
      : payment.status === "declined" || decided === "decline"
        ? "declined"
        : order.paymentStatus === "paid"
          ? "order_paid"
          : "open";
  return {
    payId,
    provider: sandboxNameOf(payId),
    paymentId: payment.id,
    orderId: order.id,
    amount: payment.amount,
    currency: payment.currency,
    lang: order.lang,
    shopName: siteOf({
      id: site.id,
      code: site.code,
      name: site.name,
      languages: site.languages,
      mainLanguage: site.mainLanguage,
      currency: site.currency,
      settings: site.settings,
    }).settings.project,
    okUrl: request.okUrl ?? "/",
    failUrl: request.failUrl ?? "/",
    state,
  };
}

/** Sends a signed callback body to our callback route; answers its HTTP status. */
export type DeliverCallback = (
  body: { result: SandboxResult; signature: string },
  provider: SandboxName,
) => Promise<number>;

/**
 * The tester pressed Approve or Decline. The choice is recorded once (a conditional update on
 * the still-open payment: a second press, a second tab or a replayed form finds it taken and
 * gets 409), then the sandbox calls our callback route as a provider would, and the browser
 * goes to okUrl or failUrl.
 */
export async function decideSandboxPayment(
  db: Db,
  payId: string,
  decision: SandboxDecision,
  secret: string,
  deliver: DeliverCallback,
): Promise<string> {
  const session = await loadSandboxSession(db, payId);
  if (!session) throw notFound("No such sandbox payment.");
  if (session.state !== "open") throw new AppError("conflict", "This payment is already complete.");
  const { payments, orders } = schema;
  const record: SandboxRecord = { decision, at: new Date().toISOString() };
  const claimed = await db
    .update(payments)
    .set({
      details: sql`coalesce(${payments.details}, '{}'::jsonb) || ${JSON.stringify({ sandbox: record })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, session.paymentId),
        eq(payments.status, "pending"),
        sql`${payments.details} -> 'sandbox' is null`,
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${payments.orderId} and ${orders.paymentStatus} = 'paid')`,
      ),
    )
    .returning({ id: payments.id });
  if (claimed.length === 0) throw new AppError("conflict", "This payment is already complete.");

  const result: SandboxResult = {
    payId,
    orderId: session.orderId,
    status: decision === "approve" ? "paid" : "declined",
    amount: session.amount,
    currency: session.currency,
  };
  const status = await deliver({ result, signature: sandboxSignature(result, secret) }, session.provider);
  if (status !== 200) {
    throw new AppError("bad_gateway", `The shop refused the sandbox's callback (status ${status}).`);
  }
  return decision === "approve" ? session.okUrl : session.failUrl;
}
