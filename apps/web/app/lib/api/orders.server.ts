import {
  creditOffersSchema,
  type IuteOrderCreateInput,
  iuteOrderCreatedSchema,
  type OrderCreateInput,
  orderCreatedSchema,
  orderDetailSchema,
  orderListSchema,
  orderPaymentStatusSchema,
  type QuickOrderCreateInput,
} from "@sf/contract";
import { browserQuery, type Client } from "./client.server.ts";

/** Orders: placing one (checkout, one-click), paying, its page, and a customer's history. */
export const ordersApi = (client: Client) => ({
  create: (order: OrderCreateInput, idempotencyKey: string, origin: string) =>
    client.send("/general/v3/order/", order, orderCreatedSchema, {
      headers: { "idempotency-key": idempotencyKey, "x-storefront-origin": origin },
    }),
  /** The order paid in instalments through iute (decision 0048). */
  createIute: (order: IuteOrderCreateInput, idempotencyKey: string, origin: string) =>
    client.send("/general/iute-credit/create-order/", order, iuteOrderCreatedSchema, {
      headers: { "idempotency-key": idempotencyKey, "x-storefront-origin": origin },
    }),
  quick: (order: QuickOrderCreateInput, idempotencyKey: string | null) =>
    client.send("/general/v3/quick-order/", order, orderCreatedSchema, {
      headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
    }),
  /** An order of this browser's guest (`browserId`) or of the signed-in customer. */
  get: (id: number, browserId: string | null) =>
    client.get(`/general/v2/order/${id}/${browserQuery(browserId)}`, orderDetailSchema),
  paymentStatus: (id: number, browserId: string | null) =>
    client.get(
      `/general/v2/order/${id}/check-payment-status/${browserQuery(browserId)}`,
      orderPaymentStatusSchema,
    ),
  pay: (id: number, browserId: string | null, origin: string) =>
    client.send(
      `/general/v2/order/${id}/pay/`,
      browserId ? { no_user_id: browserId } : {},
      orderCreatedSchema,
      {
        headers: { "x-storefront-origin": origin },
      },
    ),
  /** The signed-in customer's order history. */
  history: (query: URLSearchParams) => client.get(`/general/v2/order/?${query}`, orderListSchema),
  /** The shop's credit offers for these lines (cheapest monthly payment first). */
  credits: (lines: { id: number; count: number }[]) =>
    client.get(
      `/general/credits?product_ids=${lines.map((l) => l.id).join(",")}&counts=${lines.map((l) => l.count).join(",")}`,
      creditOffersSchema,
    ),
});
