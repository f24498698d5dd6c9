import { iuteApplicationState } from "@sf/domain";
import { AppError } from "../../lib/app-error.ts";
import type { IuteClient } from "./iute-client.ts";
import type { PaymentProvider } from "./provider.ts";

/**
 * iute behind the payment-provider interface (decision 0048): an order's "payment" is its credit
 * application. `createPayment` sends it (the shopper signs it where iute says, else on the order's
 * page); iute sends no callback here, so `verifyCallback` trusts nothing and the status is polled
 * with `fetchStatus` (SUCCESS approved, ERROR refused, anything else still open).
 */
export function iuteProvider(client: IuteClient): PaymentProvider {
  return {
    name: "iute",

    async createPayment(input) {
      if (!input.credit) throw new AppError("server_error", "An iute application needs the loan's terms.");
      const application = await client.createOrder({
        order_id: String(input.orderId),
        amount: input.amount,
        currency: input.currency,
        programme_id: input.credit.programmeId,
        months: input.credit.months,
        language: input.language,
        customer: { name: input.customer.name, phone: input.customer.phone, email: input.customer.email },
        items: input.items.map((item) => ({ name: item.name, price: item.price, quantity: item.quantity })),
        return_url: input.okUrl,
      });
      return {
        externalId: application.applicationId,
        payUrl: application.redirectUrl ?? input.okUrl,
        status: iuteApplicationState(application.status),
      };
    },

    verifyCallback() {
      return { ok: false, reason: "bad_signature" };
    },

    async fetchStatus(externalId) {
      const answer = await client.orderStatus(externalId);
      return { externalId, status: iuteApplicationState(answer.status), details: { iute: answer } };
    },
  };
}
