import {
  orderCreatedSchema,
  orderCreateSchema,
  promoPreviewSchema,
  promoResultSchema,
  promoUpdatePricesSchema,
  reservationRequestSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { fetchCart } from "../../services/cart/cart.ts";
import { loadProductCards } from "../../services/catalogue/product-cards.ts";
import { createOrder, orderCreated } from "../../services/orders/create-order.ts";
import { sendOrderConfirmation } from "../../services/orders/order-mail.ts";
import { promoResult, usablePromo } from "../../services/orders/promo.ts";
import { createReservation } from "../../services/orders/stock.ts";

const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,200}$/, "Idempotency-Key must be 8 to 200 letters, digits or _.:-")
    .optional(),
});

/** Promo codes, reservations and order creation. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];

  app.post(
    "/promo-code/update_prices",
    { schema: { tags, body: promoUpdatePricesSchema, response: { 200: promoResultSchema } } },
    async (request) => {
      const promo = await usablePromo(app.db, request.site, request.body.code);
      const cart = await fetchCart(app.db, request.site, request.lang, {
        browserId: request.body.no_user_id,
      });
      if (cart.products.length === 0) throw new AppError("invalid", "The cart is empty.");
      return promoResult(
        promo,
        cart.products.map((p) => ({
          productId: p.id,
          price: p.price,
          oldPrice: p.old_price,
          count: p.count,
        })),
      );
    },
  );

  app.post(
    "/order/preview-promo",
    { schema: { tags, body: promoPreviewSchema, response: { 200: promoResultSchema } } },
    async (request) => {
      const promo = await usablePromo(app.db, request.site, request.body.promo_code);
      const ids = request.body.products.map((p) => p.id);
      const cards = new Map(
        (await loadProductCards(app.db, request.site, request.lang, ids)).map((c) => [c.productId, c]),
      );
      const lines = request.body.products.flatMap((p) => {
        const card = cards.get(p.id);
        return card ? [{ productId: p.id, price: card.price, oldPrice: card.old_price, count: p.count }] : [];
      });
      if (lines.length === 0) throw new AppError("invalid", "The cart is empty.");
      return promoResult(promo, lines);
    },
  );

  app.post(
    "/cart/create-reservation",
    { schema: { tags, body: reservationRequestSchema } },
    async (request, reply) => {
      await app.db.transaction((tx) =>
        createReservation(tx, request.site, { browserId: request.body.no_user_id }),
      );
      if (request.body.promo_code) await usablePromo(app.db, request.site, request.body.promo_code);
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
          headers: idempotencyHeaders,
          response: { 200: orderCreatedSchema, 201: orderCreatedSchema },
        },
      },
      async (request, reply) => {
        const { order, replayed } = await createOrder(
          app.db,
          request.site,
          request.lang,
          request.body,
          request.headers["idempotency-key"] ?? null,
        );
        if (!replayed) void sendOrderConfirmation(app.db, app.messaging, request.site, order);
        return reply.code(replayed ? 200 : 201).send(orderCreated(order, null));
      },
    );
  }
};
