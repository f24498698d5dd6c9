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
import { BROWSER_ID_HEADER, resolveVoter } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { createProductReview } from "../../services/reviews/create-product-review.ts";
import { listProductReviews } from "../../services/reviews/list-product-reviews.ts";
import { voteProductReview } from "../../services/reviews/vote-product-review.ts";

/** The voter or poster: browser_id cookie, x-browser-id header, body no_user_id, else the IP. */
function voterOf(request: FastifyRequest, bodyId?: string): string {
  const header = request.headers[BROWSER_ID_HEADER];
  const result = resolveVoter({
    cookieHeader: request.headers.cookie,
    header: Array.isArray(header) ? header[0] : header,
    bodyId,
    ip: request.ip,
  });
  if ("error" in result) throw new AppError("invalid", result.error);
  return result.voter;
}

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
      const review = await createProductReview(
        app.db,
        request.site,
        request.lang,
        request.body,
        voterOf(request),
      );
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
