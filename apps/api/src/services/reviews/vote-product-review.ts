import type { ReviewVote } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { assertReviewsEnabled } from "./review-access.ts";
import { PRODUCT_REVIEW_TABLES, voteReview } from "./review-tables.ts";

/** Likes (+1) or dislikes (-1) a product review (`voteReview`); 404 while the site has reviews off. */
export async function voteProductReview(
  db: Db,
  site: Site,
  reviewId: number,
  next: 1 | -1,
  voter: string,
): Promise<ReviewVote> {
  assertReviewsEnabled(site);
  return voteReview(db, PRODUCT_REVIEW_TABLES, site, reviewId, next, voter);
}
