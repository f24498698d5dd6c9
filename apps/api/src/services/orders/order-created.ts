import type { OrderCreated } from "@sf/contract";
import { orderPageUrl } from "@sf/domain";
import { createTranslator, isLocale } from "@sf/i18n";
import type { OrderRow } from "./create-order.ts";

/** An order's tax as its answers name it (decision 0023). */
export function orderTaxFields(order: OrderRow) {
  return { tax_price: order.taxPrice, tax_rate: order.taxRate, tax_included: order.taxIncluded };
}

/**
 * The answer to a placed order (also to a repeated request with the same key, and to a new
 * payment attempt): our fields and the original platform's (`order_id`, `created_new_user`,
 * `url`, `message`). `origin` is the storefront's, for the order's page.
 */
export function orderCreated(order: OrderRow, payUrl: string | null, origin: string): OrderCreated {
  const t = createTranslator(isLocale(order.lang) ? order.lang : "ro");
  const number = String(order.id);
  const message =
    order.deliveryMethod === "quick"
      ? t("order.placedQuickMessage", { number })
      : order.paymentType === "iute"
        ? t(order.status === "cancelled" ? "order.iuteRefusedMessage" : "order.placedIuteMessage", { number })
        : order.paymentStatus === "pending" || order.paymentStatus === "declined"
          ? t("order.placedPayMessage", { number })
          : t("order.placedMessage", { number });
  return {
    id: order.id,
    number,
    status: order.status,
    payment_status: order.paymentStatus,
    final_price: order.finalPrice,
    currency: order.currency,
    result: { payUrl },
    order_id: order.id,
    // Placing an order never registers the shopper here; an account is made by registering.
    created_new_user: false,
    url: payUrl ?? orderPageUrl(origin, order.lang, order.id, order.userId === null ? order.browserId : null),
    message,
    ...orderTaxFields(order),
  };
}
