import { type ReviewCreate, reviewListSchema, reviewSchema, reviewVoteSchema } from "@sf/contract";
import type { Client } from "./client.server.ts";

/** Product reviews and votes on them (the voter is the `browser_id` cookie). */
export const reviewsApi = (client: Client) => ({
  list: (productId: number, page = 1) =>
    client.get(`/general/product-review/?product_id=${productId}&page=${page}`, reviewListSchema),
  create: (review: ReviewCreate, browserId: string) =>
    client.send("/general/product-review/", review, reviewSchema, { headers: { "x-browser-id": browserId } }),
  vote: (id: number, vote: "like" | "dislike", browserId: string) =>
    client.send(`/general/product-review/${id}/${vote}/`, {}, reviewVoteSchema, {
      headers: { "x-browser-id": browserId },
    }),
});
