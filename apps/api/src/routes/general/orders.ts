import {
  orderCreatedSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListSchema,
  orderPaymentQuerySchema,
  orderPaymentStatusSchema,
  orderPayRequestSchema,
  quickOrderCreateSchema,
  reservationRequestSchema,
} from "@sf/contract";
import { payableProblem, storefrontOrigin } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import { cartOwner, requireCustomerToBuy, requireUser } from "../../plugins/auth.ts";
import { guardPromo } from "../../plugins/guess-limits.ts";
import { createOrder } from "../../services/orders/create-order.ts";
import { createQuickOrder } from "../../services/orders/create-quick-order.ts";
import { findShopperOrder, type Shopper } from "../../services/orders/find-shopper-order.ts";
import { listCustomerOrders } from "../../services/orders/list-customer-orders.ts";
import { orderCreated } from "../../services/orders/order-created.ts";
import { orderDetail } from "../../services/orders/order-detail.ts";
import { sendOrderMails } from "../../services/orders/order-mail.ts";
import { usablePromo } from "../../services/orders/promo.ts";
import { createReservation } from "../../services/orders/stock.ts";
import { checkPaymentStatus } from "../../services/payments/check-payment-status.ts";
import { openPayUrl, type PaymentContext, startPayment } from "../../services/payments/start-payment.ts";

export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, "Idempotency-Key must be 8 to 200 letters, digits or _.:-")
    .optional(),
});

const orderIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647, "No such order."),
});

export const storefrontHeaders = z.object({
  "x-storefront-origin": z
    .string()
    .max(200)
    .optional()
    .describe("The storefront's origin (https://shop.md): card payments return the shopper there."),
});

const PAYABLE_TEXT = {
  not_card: "This order is not paid by card.",
  paid: "This order is already paid.",
  cancelled: "This order was cancelled.",
} as const;

/** Who asks for an order: the signed-in customer and/or the browser; neither is a 400. */
const shopper = (request: FastifyRequest, browserId: string | undefined): Shopper => {
  if (!request.user && !browserId)
    throw new FieldErrors({ no_user_id: ["no_user_id is required for a guest's order."] });
  return { userId: request.user?.id ?? null, browserId };
};

/** Reservations, order creation (checkout and one-click), orders and the card payment of an order. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];

  /** The storefront's origin (its header, else PUBLIC_URL) and the shopper's address. */
  const paymentContext = (request: FastifyRequest): PaymentContext => {
    const header = request.headers["x-storefront-origin"];
    return {
      origin: storefrontOrigin(Array.isArray(header) ? header[0] : header, app.payments.config.storefrontUrl),
      ip: request.ip,
    };
  };

  app.post(
    "/cart/create-reservation",
    { schema: { tags, body: reservationRequestSchema } },
    async (request, reply) => {
      const code = request.body.promo_code;
      await guardPromo(request, code, async () => {
        await app.db.transaction((tx) =>
          createReservation(tx, request.site, cartOwner(request, request.body.no_user_id)),
        );
        if (code) await usablePromo(app.db, request.site, code, { userId: request.user?.id ?? null });
      });
      return reply.code(204).send();
    },
  );

  for (const path of ["/v3/order", "/v2/order/create-order"]) {
    app.post(
      path,
      {
        schema: {
          tags,
          body: orderCreateSchema,
          headers: idempotencyHeaders.extend(storefrontHeaders.shape),
          response: { 200: orderCreatedSchema, 201: orderCreatedSchema },
        },
      },
      async (request, reply) => {
        requireCustomerToBuy(request, "order");
        const { order, replayed } = await guardPromo(request, request.body.promo_code, () =>
          createOrder(
            app.db,
            request.site,
            request.lang,
            request.body,
            request.headers["idempotency-key"] ?? null,
            request.user?.id ?? null,
          ),
        );
        const context = paymentContext(request);
        let payUrl: string | null = null;
        // A card order whose points covered it all has nothing to pay (`not_required`).
        const byCard = order.paymentType === "card" && order.paymentStatus !== "not_required";
        if (byCard && replayed) payUrl = await openPayUrl(app.db, order.id);
        else if (byCard) {
          // The order is committed: a provider that fails leaves it awaiting payment, never a 500.
          try {
            payUrl = await startPayment(app.db, app.payments, request.site, order, context);
          } catch (error) {
            request.log.warn({ err: error, orderId: order.id }, "card payment could not be started");
          }
        }
        if (!replayed) void sendOrderMails(app.db, app.messaging, request.site, order);
        return reply.code(replayed ? 200 : 201).send(orderCreated(order, payUrl, context.origin));
      },
    );
  }

  app.post(
    "/v3/quick-order",
    {
      schema: {
        tags,
        description:
          "One-click order (or preorder request) of one product: cash, the shop phones to agree delivery. The cart is not touched.",
        body: quickOrderCreateSchema,
        headers: idempotencyHeaders.extend(storefrontHeaders.shape),
        response: { 200: orderCreatedSchema, 201: orderCreatedSchema },
      },
    },
    async (request, reply) => {
      requireCustomerToBuy(request, "order");
      const { order, replayed } = await createQuickOrder(
        app.db,
        request.site,
        request.lang,
        request.body,
        request.headers["idempotency-key"] ?? null,
        request.user?.id ?? null,
      );
      if (!replayed) void sendOrderMails(app.db, app.messaging, request.site, order);
      return reply.code(replayed ? 200 : 201).send(orderCreated(order, null, paymentContext(request).origin));
    },
  );

  app.post(
    "/v2/order/:id/pay",
    {
      schema: {
        tags,
        params: orderIdParams,
        headers: storefrontHeaders,
        body: orderPayRequestSchema,
        response: { 200: orderCreatedSchema },
      },
    },
    async (request) => {
      const order = await findShopperOrder(
        app.db,
        request.site,
        request.params.id,
        shopper(request, request.body.no_user_id),
      );
      const problem = payableProblem(order);
      if (problem) throw new AppError("conflict", PAYABLE_TEXT[problem]);
      const context = paymentContext(request);
      const payUrl = await startPayment(app.db, app.payments, request.site, order, context);
      const fresh = await findShopperOrder(
        app.db,
        request.site,
        order.id,
        shopper(request, request.body.no_user_id),
      );
      return orderCreated(fresh, payUrl, context.origin);
    },
  );

  app.get(
    "/v2/order/:id",
    {
      schema: {
        tags,
        params: orderIdParams,
        querystring: orderPaymentQuerySchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const order = await findShopperOrder(
        app.db,
        request.site,
        request.params.id,
        shopper(request, request.query.no_user_id),
      );
      return orderDetail(app.db, request.site, order);
    },
  );

  app.get(
    "/v2/order/:id/check-payment-status",
    {
      schema: {
        tags,
        params: orderIdParams,
        querystring: orderPaymentQuerySchema,
        response: { 200: orderPaymentStatusSchema },
      },
    },
    async (request) => {
      const order = await findShopperOrder(
        app.db,
        request.site,
        request.params.id,
        shopper(request, request.query.no_user_id),
      );
      return checkPaymentStatus(app.db, app.payments, order, request.log);
    },
  );

  // The signed-in customer's order history (the detail is `/v2/order/{id}` above).
  for (const path of ["/v2/order", "/orders_list"]) {
    app.get(
      path,
      { schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListSchema } } },
      async (request) => listCustomerOrders(app.db, request.site, requireUser(request).id, request.query),
    );
  }
};
