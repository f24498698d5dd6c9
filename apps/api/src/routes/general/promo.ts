import { promoPreviewSchema, promoResultSchema, promoUpdatePricesSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error.ts";
import { cartOwner, requireCustomerToBuy } from "../../plugins/auth.ts";
import { guardPromo } from "../../plugins/guess-limits.ts";
import { fetchCart } from "../../services/cart/cart.ts";
import { loadProductCards } from "../../services/catalogue/product-cards.ts";
import { promoResult, usablePromo } from "../../services/orders/promo.ts";

/** Promo codes: the server cart's prices with a code, and a local cart's (guessing is limited). */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["orders"];

  app.post(
    "/promo-code/update_prices",
    { schema: { tags, body: promoUpdatePricesSchema, response: { 200: promoResultSchema } } },
    async (request) => {
      requireCustomerToBuy(request, "cart");
      const { code } = request.body;
      const promo = await guardPromo(request, code, () =>
        usablePromo(app.db, request.site, code, { userId: request.user?.id ?? null }),
      );
      const cart = await fetchCart(
        app.db,
        request.site,
        request.lang,
        cartOwner(request, request.body.no_user_id),
      );
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
      requireCustomerToBuy(request, "cart");
      const code = request.body.promo_code;
      const promo = await guardPromo(request, code, () =>
        usablePromo(app.db, request.site, code, { userId: request.user?.id ?? null }),
      );
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
};
