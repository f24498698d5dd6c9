import { iuteOrderCreatedSchema, iuteOrderCreateSchema } from "@sf/contract";
import { storefrontOrigin } from "@sf/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireCustomerToBuy } from "../../plugins/auth.ts";
import { guardPromo } from "../../plugins/guess-limits.ts";
import { createIuteOrder } from "../../services/orders/create-iute-order.ts";
import { orderCreated } from "../../services/orders/order-created.ts";
import { sendOrderMails } from "../../services/orders/order-mail.ts";
import { idempotencyHeaders, storefrontHeaders } from "./orders.ts";

/** `POST /general/iute-credit/create-order/`: the checkout's order paid in instalments through iute. */
export const iuteCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/iute-credit/create-order",
    {
      schema: {
        tags: ["orders"],
        description:
          "The checkout's order paid in instalments through iute: placed on hold, the application sent to iute; " +
          "the order follows it (check-payment-status). 502 when iute cannot take it (the order is cancelled, the cart kept).",
        body: iuteOrderCreateSchema,
        headers: idempotencyHeaders.extend(storefrontHeaders.shape),
        response: { 200: iuteOrderCreatedSchema, 201: iuteOrderCreatedSchema },
      },
    },
    async (request, reply) => {
      requireCustomerToBuy(request, "order");
      const header = request.headers["x-storefront-origin"];
      const context = {
        origin: storefrontOrigin(
          Array.isArray(header) ? header[0] : header,
          app.payments.config.storefrontUrl,
        ),
        ip: request.ip,
      };
      const outcome = await guardPromo(request, request.body.promo_code, () =>
        createIuteOrder(
          app.db,
          app.payments,
          request.site,
          request.lang,
          request.body,
          request.headers["idempotency-key"] ?? null,
          request.user?.id ?? null,
          context,
          request.log,
        ),
      );
      const { order, replayed, payUrl, credit } = outcome;
      if (!replayed) void sendOrderMails(app.db, app.messaging, request.site, order);
      return reply.code(replayed ? 200 : 201).send({
        ...orderCreated(order, payUrl, context.origin),
        credit,
      });
    },
  );
};
