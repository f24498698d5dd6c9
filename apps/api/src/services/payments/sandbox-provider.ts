import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { canonicalJson, type PaymentState } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { CallbackCheck, PaymentProvider } from "./provider.ts";

export type SandboxDecision = "approve" | "decline";

/** The sandbox's own record of what the tester chose, kept in the payment's details. */
export type SandboxRecord = { decision: SandboxDecision; at: string };

/** The sandbox's callback body: `{result: {payId, orderId, status, amount, currency}, signature}`. */
export type SandboxResult = {
  payId: string;
  orderId: number;
  status: "paid" | "declined";
  amount: number;
  currency: string;
};

/** The sandbox takes card payments (`sandbox`) and stands in for iute's applications (`iute_sandbox`). */
export type SandboxName = "sandbox" | "iute_sandbox";
const PREFIX: Record<SandboxName, string> = { sandbox: "sbx_", iute_sandbox: "isbx_" };
const PAY_ID = /^i?sbx_[0-9a-f]{32}$/;

export const isSandboxPayId = (value: string) => PAY_ID.test(value);
/** Which sandbox a payId belongs to. */
export const sandboxNameOf = (payId: string): SandboxName =>
  payId.startsWith(PREFIX.iute_sandbox) ? "iute_sandbox" : "sandbox";

/** hex HMAC-SHA256 of the result's canonical JSON (keys sorted) with the sandbox secret. */
export function sandboxSignature(result: Record<string, unknown>, secret: string): string {
  return createHmac("sha256", secret).update(canonicalJson(result)).digest("hex");
}

export function stateOfDecision(decision: SandboxDecision | undefined): PaymentState {
  return decision === "approve" ? "paid" : decision === "decline" ? "declined" : "pending";
}

/**
 * The built-in test provider: its "payment page" is `GET /payments/sandbox/{payId}` on this
 * API, reached through the storefront's origin (the storefront proxies `/payments/sandbox/*`),
 * so payUrl = `{origin of okUrl}/payments/sandbox/{payId}`. Approve or Decline there records the
 * tester's choice and calls back our callback route with a signed body (see sandbox-decide.ts).
 */
export function sandboxProvider(db: Db, secret: string, name: SandboxName = "sandbox"): PaymentProvider {
  return {
    name,

    async createPayment(input) {
      const externalId = `${PREFIX[name]}${randomBytes(16).toString("hex")}`;
      const origin = new URL(input.okUrl).origin;
      return { externalId, payUrl: `${origin}/payments/sandbox/${externalId}` };
    },

    verifyCallback(body): CallbackCheck {
      const { result, signature } = (body ?? {}) as { result?: unknown; signature?: unknown };
      if (!result || typeof result !== "object" || typeof signature !== "string") {
        return { ok: false, reason: "bad_signature" };
      }
      const fields = result as Partial<SandboxResult>;
      const expected = Buffer.from(sandboxSignature(fields, secret));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return { ok: false, reason: "bad_signature" };
      }
      if (
        typeof fields.payId !== "string" ||
        sandboxNameOf(fields.payId) !== name ||
        (fields.status !== "paid" && fields.status !== "declined")
      ) {
        return { ok: false, reason: "bad_signature" };
      }
      return {
        ok: true,
        verdict: {
          externalId: fields.payId,
          status: fields.status,
          amount: typeof fields.amount === "number" ? fields.amount : undefined,
          currency: typeof fields.currency === "string" ? fields.currency : undefined,
          details: { callback: body },
        },
      };
    },

    async fetchStatus(externalId) {
      const [row] = await db
        .select({ details: schema.payments.details })
        .from(schema.payments)
        .where(and(eq(schema.payments.provider, name), eq(schema.payments.externalId, externalId)));
      if (!row) throw notFound("No such sandbox payment.");
      const record = row.details?.sandbox as SandboxRecord | undefined;
      return { externalId, status: stateOfDecision(record?.decision), details: { sandbox: record ?? null } };
    },
  };
}
