import {
  cartAddItemSchema,
  cartListSchema,
  cartPriceLinesSchema,
  cartQuerySchema,
  cartReduceItemSchema,
  cartRemoveItemSchema,
  cartSchema,
  cartSetLoyaltySchema,
  cartValidationSchema,
  deliveryAddressCreateSchema,
  deliveryAddressDeleteSchema,
  deliveryAddressSchema,
  errorBodySchema,
  mergeCartSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { cartOwner, requireCustomerToBuy, requireUser } from "../../plugins/auth.ts";
import {
  addCartItem,
  fetchCart,
  mergeCart,
  priceCartLines,
  reduceCartItem,
  removeCartItems,
  setCartLoyalty,
  validateCart,
} from "../../services/cart/cart.ts";
import { createAddress, deleteAddress, listAddresses } from "../../services/customers/delivery-addresses.ts";

/**
 * /general/cart/*: the server cart. A guest's cart is named by `no_user_id` (the storefront's
 * `browser_id` cookie). Every answer carries the whole cart with prices computed here; what a
 * client says a price is, is never read.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["cart"];

  app.post(
    "/cart/price-lines",
    { schema: { tags, body: cartPriceLinesSchema, response: { 200: cartSchema } } },
    async (request) => {
      requireCustomerToBuy(request, "cart");
      // One line per product, in the order given (a repeated product adds up).
      const merged = new Map<number, { count: number; loyaltyChecked: boolean }>();
      for (const line of request.body.products) {
        const held = merged.get(line.product_id);
        merged.set(line.product_id, {
          count: (held?.count ?? 0) + line.count,
          loyaltyChecked: line.loyalty ?? held?.loyaltyChecked ?? false,
        });
      }
      const lines = [...merged]
        .filter(([, line]) => line.count > 0)
        .map(([productId, line]) => ({ productId, ...line }));
      return priceCartLines(app.db, request.site, request.lang, lines, request.body.tax_data ?? null);
    },
  );

  app.post(
    "/cart/add-item",
    { schema: { tags, body: cartAddItemSchema, response: { 200: cartSchema } } },
    async (request) => {
      requireCustomerToBuy(request, "cart");
      return addCartItem(app.db, request.site, request.lang, cartOwner(request, request.body.no_user_id), {
        productId: request.body.product_id,
        count: request.body.count,
      });
    },
  );

  app.post(
    "/cart/reduce-item",
    { schema: { tags, body: cartReduceItemSchema, response: { 200: cartSchema } } },
    async (request) =>
      reduceCartItem(app.db, request.site, request.lang, cartOwner(request, request.body.no_user_id), {
        productId: request.body.product_id,
        count: request.body.count,
      }),
  );

  app.post(
    "/cart/remove-item",
    { schema: { tags, body: cartRemoveItemSchema, response: { 200: cartSchema } } },
    async (request) =>
      removeCartItems(
        app.db,
        request.site,
        request.lang,
        cartOwner(request, request.body.no_user_id),
        request.body.product_ids,
      ),
  );

  app.post(
    "/cart/set-loyalty-item",
    { schema: { tags, body: cartSetLoyaltySchema, response: { 200: cartSchema } } },
    async (request) =>
      setCartLoyalty(app.db, request.site, request.lang, cartOwner(request, request.body.no_user_id), {
        productId: request.body.product_id,
        active: request.body.active,
      }),
  );

  app.get(
    "/cart/fetch-all",
    { schema: { tags, querystring: cartQuerySchema, response: { 200: cartListSchema } } },
    async (request) => [
      await fetchCart(app.db, request.site, request.lang, cartOwner(request, request.query.no_user_id)),
    ],
  );

  app.get(
    "/cart/validate-products",
    {
      schema: {
        tags,
        querystring: cartQuerySchema,
        response: {
          200: cartValidationSchema,
          400: z.union([cartValidationSchema, errorBodySchema, z.record(z.string(), z.unknown())]),
        },
      },
    },
    async (request, reply) => {
      const result = await validateCart(
        app.db,
        request.site,
        request.lang,
        cartOwner(request, request.query.no_user_id),
      );
      if (result.valid) return result;
      if (result.products.length === 0) throw new AppError("invalid", "The cart is empty.");
      return reply.code(400).send(result);
    },
  );

  app.post(
    "/cart/merge-cart",
    {
      schema: {
        tags,
        description:
          "Signed in: moves the guest cart of `no_user_id` into the customer's (once; repeating changes nothing).",
        body: mergeCartSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      mergeCart(app.db, request.site, request.lang, requireUser(request).id, request.body.no_user_id),
  );

  const addresses = z.array(deliveryAddressSchema);
  app.get(
    "/cart/get-delivery-addresses",
    { schema: { tags, response: { 200: addresses } } },
    async (request) => listAddresses(app.db, request.site, requireUser(request).id),
  );

  app.post(
    "/cart/create-delivery-address",
    { schema: { tags, body: deliveryAddressCreateSchema, response: { 201: addresses } } },
    async (request, reply) =>
      reply.code(201).send(await createAddress(app.db, request.site, requireUser(request).id, request.body)),
  );

  for (const method of ["POST", "DELETE"] as const) {
    app.route({
      method,
      url: "/cart/delete-delivery-address",
      schema: { tags, body: deliveryAddressDeleteSchema, response: { 200: addresses } },
      handler: async (request) =>
        deleteAddress(app.db, request.site, requireUser(request).id, request.body.shipping_address_id),
    });
  }
};
