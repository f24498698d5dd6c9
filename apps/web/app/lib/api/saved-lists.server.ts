import { compareSchema } from "@sf/contract";
import { z } from "zod";
import type { Client } from "./client.server.ts";

const favoriteIdsSchema = z.object({ product_ids: z.array(z.number().int()) });

/** Favourites (kept on the server for a signed-in customer) and the compare table. */
export const savedListsApi = (client: Client) => ({
  /** The signed-in customer's favourites (product ids, newest first). */
  favorites: () => client.get("/favorites/", favoriteIdsSchema),
  favoriteAdd: (productId: number) =>
    client.send("/favorites/", { product_id: productId }, favoriteIdsSchema),
  favoriteRemove: (productId: number | "all") =>
    client.send(
      "/favorites/",
      productId === "all" ? { clear_all: true } : { product_id: productId },
      favoriteIdsSchema,
      { method: "DELETE" },
    ),
  /** A guest's favourites (kept in the browser) join the customer's on sign-in. */
  favoritesMerge: (ids: number[]) =>
    client.send("/api/v1/user/fav/", { goods: ids }, favoriteIdsSchema, { method: "PATCH" }),
  compare: (ids: number[]) => client.get(`/general/compare/?ids=${ids.join(",")}`, compareSchema),
});
