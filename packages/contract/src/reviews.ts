import { z } from "zod";
import { idParamSchema, idSchema } from "./common.ts";
import { botCheckTokenSchema } from "./shop-requests.ts";

/** Shapes of the product review endpoints (spec section 7: /general/product-review/). */

/** Field limits of a review; the zod schema below is their one enforcement, shared by API and storefront. */
export const REVIEW_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  textMin: 10,
  textMax: 2000,
  emailMax: 254,
  ratingMin: 1,
  ratingMax: 5,
} as const;
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;

const L = REVIEW_LIMITS;

export const reviewListQuerySchema = z.object({
  product_id: idParamSchema("product"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).optional(),
});

/** What a shopper sends; the same rules validate the storefront's form before it is posted. */
export const reviewCreateSchema = z.object({
  product_id: idSchema("product"),
  name: z
    .string({ error: "Enter your name." })
    .trim()
    .min(L.nameMin, `The name must be ${L.nameMin} to ${L.nameMax} characters long.`)
    .max(L.nameMax, `The name must be ${L.nameMin} to ${L.nameMax} characters long.`),
  rating: z
    .number({ error: `Choose a rating from ${L.ratingMin} to ${L.ratingMax}.` })
    .int(`Choose a rating from ${L.ratingMin} to ${L.ratingMax}.`)
    .min(L.ratingMin, `Choose a rating from ${L.ratingMin} to ${L.ratingMax}.`)
    .max(L.ratingMax, `Choose a rating from ${L.ratingMin} to ${L.ratingMax}.`),
  text: z
    .string({ error: "Write your review." })
    .trim()
    .min(L.textMin, `The review must be ${L.textMin} to ${L.textMax} characters long.`)
    .max(L.textMax, `The review must be ${L.textMin} to ${L.textMax} characters long.`),
  email: z
    .union([
      z.literal(""),
      z.email("Enter a valid e-mail address.").max(L.emailMax, "Enter a valid e-mail address."),
    ])
    .nullish(),
  /** The shop's bot check, when it has one (decision 0036). */
  recaptcha_token: botCheckTokenSchema,
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  text: z.string(),
  /** Language the review was written in. */
  lang: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  /** The asking voter's vote on this review: 1 like, -1 dislike, 0 none. */
  vote: z.number().int(),
  created_at: z.string(),
  /**
   * Only in the answer to a post: "pending" when the shop approves reviews before they show
   * (lists hold published reviews only).
   */
  status: z.enum(["published", "pending"]).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type RatingSummaryView = z.infer<typeof ratingSummarySchema>;

export const reviewListSchema = z.object({
  /** False when the site has reviews switched off (`enable_product_reviews`): the list is empty. */
  enabled: z.boolean(),
  summary: ratingSummarySchema,
  results: z.array(reviewSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export const reviewVoteRequestSchema = z.object({ no_user_id: z.string().max(200).optional() }).nullish();

export const reviewVoteSchema = z.object({
  id: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  vote: z.number().int(),
});
export type ReviewVote = z.infer<typeof reviewVoteSchema>;
