import { idParamSchema, idSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../plugins/auth.ts";
import {
  addFavoriteAdvert,
  isBoardSite,
  listFavoriteAdvertIds,
  removeFavoriteAdverts,
} from "../services/board/advert-favorites.ts";
import {
  addFavorite,
  listFavorites,
  MAX_FAVORITES,
  mergeFavorites,
  removeFavorites,
} from "../services/customers/favorites.ts";

const productId = idSchema("product");
const list = z.object({ product_ids: z.array(z.number().int()) });

/**
 * A signed-in customer's favourites (spec: `/favorites/` with `product_id` or `clear_all`, and
 * the legacy `/api/v1/user/fav`). Guests keep theirs in the browser until they sign in. On a land
 * board the same three calls keep the user's favourite adverts (`product_id` is an advert's id;
 * decision 0059).
 */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["favorites"];
  app.get("/favorites", { schema: { tags, response: { 200: list } } }, async (request) => {
    const user = requireUser(request);
    return {
      product_ids: (await isBoardSite(app.db, request.site))
        ? await listFavoriteAdvertIds(app.db, request.site, user.id)
        : await listFavorites(app.db, request.site, user.id),
    };
  });

  app.post(
    "/favorites",
    { schema: { tags, body: z.object({ product_id: productId }), response: { 200: list } } },
    async (request) => {
      const user = requireUser(request);
      return {
        product_ids: (await isBoardSite(app.db, request.site))
          ? await addFavoriteAdvert(app.db, request.site, user.id, request.body.product_id)
          : await addFavorite(app.db, request.site, user.id, request.body.product_id),
      };
    },
  );

  app.delete(
    "/favorites",
    {
      schema: {
        tags,
        body: z
          .object({ product_id: productId.optional(), clear_all: z.boolean().optional() })
          .refine((b) => b.product_id !== undefined || b.clear_all === true, {
            message: "Give product_id or clear_all.",
            path: ["product_id"],
          }),
        response: { 200: list },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const which = request.body.clear_all ? "all" : (request.body.product_id as number);
      return {
        product_ids: (await isBoardSite(app.db, request.site))
          ? await removeFavoriteAdverts(app.db, request.site, user.id, which)
          : await removeFavorites(app.db, request.site, user.id, which),
      };
    },
  );

  app.patch(
    "/api/v1/user/fav",
    {
      schema: {
        tags,
        body: z.object({
          goods: z.array(productId).max(MAX_FAVORITES, `At most ${MAX_FAVORITES} products.`),
        }),
        response: { 200: list },
      },
    },
    async (request) => ({
      product_ids: await mergeFavorites(app.db, request.site, requireUser(request).id, request.body.goods),
    }),
  );

  app.delete(
    "/api/v1/user/fav/:id",
    {
      schema: {
        tags,
        params: z.object({ id: idParamSchema("product") }),
        response: { 200: list },
      },
    },
    async (request) => ({
      product_ids: await removeFavorites(app.db, request.site, requireUser(request).id, request.params.id),
    }),
  );
};
