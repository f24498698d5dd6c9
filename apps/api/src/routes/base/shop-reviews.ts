import {
  idParamSchema,
  reviewVoteRequestSchema,
  reviewVoteSchema,
  SHOP_REVIEW_PAGE_SIZE,
  shopReviewCreateSchema,
  shopReviewListQuerySchema,
  shopReviewListSchema,
  shopReviewSchema,
  videoReviewListSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { voterOf } from "../../lib/voter.ts";
import { createShopReview } from "../../services/shop-reviews/create-shop-review.ts";
import { listShopReviews } from "../../services/shop-reviews/list-shop-reviews.ts";
import { listVideoReviews } from "../../services/shop-reviews/list-video-reviews.ts";
import { voteShopReview } from "../../services/shop-reviews/vote-shop-review.ts";

/** /base/reviews and /base/video-reviews: reviews of the shop, posting one, votes; the videos. */
export const shopReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];

  app.get(
    "/reviews",
    { schema: { tags, querystring: shopReviewListQuerySchema, response: { 200: shopReviewListSchema } } },
    async (request) =>
      listShopReviews(
        app.db,
        request.site,
        { page: request.query.page, pageSize: SHOP_REVIEW_PAGE_SIZE },
        voterOf(request),
      ),
  );

  app.post(
    "/reviews",
    { schema: { tags, body: shopReviewCreateSchema, response: { 201: shopReviewSchema } } },
    async (request, reply) => {
      const { recaptcha_token, ...input } = request.body;
      await app.formGuard(request, recaptcha_token, "review");
      const review = await createShopReview(app.db, request.site, request.lang, input, voterOf(request));
      return reply.code(201).send(review);
    },
  );

  for (const [action, vote] of [
    ["like", 1],
    ["dislike", -1],
  ] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        schema: {
          tags,
          params: z.object({ id: idParamSchema("review") }),
          body: reviewVoteRequestSchema,
          response: { 200: reviewVoteSchema },
        },
      },
      async (request) =>
        voteShopReview(
          app.db,
          request.site,
          request.params.id,
          vote,
          voterOf(request, request.body?.no_user_id),
        ),
    );
  }

  app.get("/video-reviews", { schema: { tags, response: { 200: videoReviewListSchema } } }, async (request) =>
    listVideoReviews(app.db, request.site, request.lang),
  );
};
