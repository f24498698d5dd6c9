import {
  idParamSchema,
  REVIEW_PAGE_SIZE,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
  reviewVoteRequestSchema,
  reviewVoteSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { voterOf } from "../../lib/voter.ts";
import { createProductReview } from "../../services/reviews/create-product-review.ts";
import { listProductReviews } from "../../services/reviews/list-product-reviews.ts";
import { voteProductReview } from "../../services/reviews/vote-product-review.ts";

const reviewIdParams = z.object({
  id: idParamSchema("review"),
});

/** /general/product-review/: a product's reviews, posting one, liking and disliking. */
export const productReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["reviews"];

  app.get(
    "/product-review",
    { schema: { tags, querystring: reviewListQuerySchema, response: { 200: reviewListSchema } } },
    async (request) => {
      const { product_id, page, page_size } = request.query;
      return listProductReviews(
        app.db,
        request.site,
        product_id,
        { page, pageSize: page_size ?? REVIEW_PAGE_SIZE },
        voterOf(request),
      );
    },
  );

  app.post(
    "/product-review",
    { schema: { tags, body: reviewCreateSchema, response: { 201: reviewSchema } } },
    async (request, reply) => {
      const { recaptcha_token, ...input } = request.body;
      await app.formGuard(request, recaptcha_token, "review", { botCheck: true, rateLimit: false });
      const review = await createProductReview(app.db, request.site, request.lang, input, voterOf(request));
      return reply.code(201).send(review);
    },
  );

  for (const [action, vote] of [
    ["like", 1],
    ["dislike", -1],
  ] as const) {
    app.post(
      `/product-review/:id/${action}`,
      {
        schema: {
          tags,
          params: reviewIdParams,
          body: reviewVoteRequestSchema,
          response: { 200: reviewVoteSchema },
        },
      },
      async (request) =>
        voteProductReview(
          app.db,
          request.site,
          request.params.id,
          vote,
          voterOf(request, request.body?.no_user_id),
        ),
    );
  }
};
