import { z } from "zod";
import { ratingSummarySchema, reviewCreateSchema, reviewSchema } from "./reviews.ts";

/**
 * Reviews of the shop itself (spec section 7: `/base/reviews`, screen `{lang}/review`). The spec
 * shows no payloads, so posting and voting follow the product reviews' shape:
 * `POST /base/reviews/` and `POST /base/reviews/{id}/like/` and `/dislike/`.
 */
export const SHOP_REVIEW_PAGE_SIZE = 10;

export const shopReviewListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "A valid page number is required." })
    .int("A valid page number is required.")
    .min(1, "A valid page number is required.")
    .max(10_000, "A valid page number is required.")
    .default(1),
});

/** A product review's fields without the product (the bot-check token included). */
export const shopReviewCreateSchema = reviewCreateSchema.omit({ product_id: true });
export type ShopReviewCreate = z.infer<typeof shopReviewCreateSchema>;

export const shopReviewSchema = reviewSchema.omit({ product_id: true });
export type ShopReview = z.infer<typeof shopReviewSchema>;

export const shopReviewListSchema = z.object({
  summary: ratingSummarySchema,
  results: z.array(shopReviewSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type ShopReviewList = z.infer<typeof shopReviewListSchema>;

/** `GET /base/video-reviews`: YouTube or Vimeo links with their preview pictures. */
export const videoReviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The link as the shop gave it. */
  video_url: z.string(),
  provider: z.enum(["youtube", "vimeo"]),
  /** The player to load when the shopper asks (never before). */
  embed_url: z.string(),
  /** The preview picture (`srcset` WebP variants, empty when the picture is not resizable). */
  preview: z.string().nullable(),
  preview_srcset: z.string(),
});
export type VideoReview = z.infer<typeof videoReviewSchema>;
export const videoReviewListSchema = z.array(videoReviewSchema);
