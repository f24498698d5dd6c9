import { createHash, timingSafeEqual } from "node:crypto";
import { isMaibCurrency, maibLanguage, maibPaymentState, maibSignatureText } from "@sf/domain";
import { AppError } from "../../lib/app-error.ts";
import type { MaibClient } from "./maib-client.ts";
import type { CallbackCheck, PaymentProvider, PaymentVerdict } from "./provider.ts";

const DESCRIPTION_MAX = 124;

/** base64(sha256(sorted result values : signature key)), as maib signs its callbacks. */
export function maibSignature(result: Record<string, unknown>, signatureKey: string): string {
  return createHash("sha256").update(maibSignatureText(result, signatureKey)).digest("base64");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function verdictOf(result: Record<string, unknown>, details: Record<string, unknown>): PaymentVerdict {
  const amount = Number(result.amount);
  return {
    externalId: String(result.payId),
    status: maibPaymentState(result.status),
    amount: result.amount === undefined || Number.isNaN(amount) ? undefined : amount,
    currency: typeof result.currency === "string" ? result.currency : undefined,
    details,
  };
}

/** maib e-commerce (redirect flow): `/v1/pay`, a signed callback, `/v1/pay-info/{payId}`. */
export function maibProvider(client: MaibClient, signatureKey: string): PaymentProvider {
  return {
    name: "maib",

    async createPayment(input) {
      if (!isMaibCurrency(input.currency)) {
        throw new AppError("service_unavailable", `maib takes MDL, EUR or USD, not ${input.currency}.`);
      }
      const { payId, payUrl } = await client.pay({
        amount: input.amount,
        currency: input.currency,
        clientIp: input.customer.ip,
        language: maibLanguage(input.language),
        description: input.description.slice(0, DESCRIPTION_MAX),
        clientName: input.customer.name,
        ...(input.customer.email ? { email: input.customer.email } : {}),
        phone: input.customer.phone,
        orderId: String(input.orderId),
        delivery: input.delivery,
        items: input.items,
        callbackUrl: input.callbackUrl,
        okUrl: input.okUrl,
        failUrl: input.failUrl,
      });
      return { externalId: payId, payUrl };
    },

    verifyCallback(body): CallbackCheck {
      const { result, signature } = (body ?? {}) as { result?: unknown; signature?: unknown };
      if (!result || typeof result !== "object" || Array.isArray(result) || typeof signature !== "string") {
        return { ok: false, reason: "bad_signature" };
      }
      const fields = result as Record<string, unknown>;
      if (typeof fields.payId !== "string" || !fields.payId) return { ok: false, reason: "bad_signature" };
      if (!sameText(maibSignature(fields, signatureKey), signature))
        return { ok: false, reason: "bad_signature" };
      return { ok: true, verdict: verdictOf(fields, { callback: body }) };
    },

    async fetchStatus(externalId) {
      const result = await client.payInfo(externalId);
      return verdictOf({ ...result, payId: externalId }, { payInfo: result });
    },
  };
}
