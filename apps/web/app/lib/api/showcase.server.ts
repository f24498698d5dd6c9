import {
  galleryAlbumListSchema,
  galleryAlbumSchema,
  galleryImageListSchema,
  regionPartnersSchema,
  reviewVoteSchema,
  type ShopReviewCreate,
  shopReviewListSchema,
  shopReviewSchema,
  storeSellerListSchema,
  videoReviewListSchema,
} from "@sf/contract";
import type { Client } from "./client.server.ts";

/**
 * The shop's reviews page, gallery and partners. Reviews are read and written without the
 * session (they name no customer); the voter is the `browser_id` cookie. The rest is the same
 * for every visitor.
 */
export const showcaseApi = (client: Client) => ({
  reviews: (page: number) =>
    client.get(`/base/reviews${page > 1 ? `?page=${page}` : ""}`, shopReviewListSchema, { session: false }),
  createReview: (review: ShopReviewCreate, browserId: string) =>
    client.send("/base/reviews/", review, shopReviewSchema, {
      session: false,
      headers: { "x-browser-id": browserId },
    }),
  voteReview: (id: number, vote: "like" | "dislike", browserId: string) =>
    client.send(`/base/reviews/${id}/${vote}/`, {}, reviewVoteSchema, {
      session: false,
      headers: { "x-browser-id": browserId },
    }),
  videos: () => client.shared("/base/video-reviews", videoReviewListSchema),
  albums: () => client.shared("/base/gallery", galleryAlbumListSchema),
  allImages: () => client.shared("/base/gallery/all_images", galleryImageListSchema),
  album: (id: number) => client.shared(`/base/gallery/${id}`, galleryAlbumSchema),
  regionPartners: () => client.shared("/base/partners/region_partners", regionPartnersSchema),
  /** The people serving in the stores (the store locator shows them under their store). */
  storeSellers: () => client.shared("/base/store_sellers", storeSellerListSchema),
});
