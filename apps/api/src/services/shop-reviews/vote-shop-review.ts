import type { ReviewVote } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { SHOP_REVIEW_TABLES, voteReview } from "../reviews/review-tables.ts";

/** Likes (+1) or dislikes (-1) a shop review, by the product reviews' rule (`voteReview`). */
export async function voteShopReview(
  db: Db,
  site: Site,
  reviewId: number,
  next: 1 | -1,
  voter: string,
): Promise<ReviewVote> {
  return voteReview(db, SHOP_REVIEW_TABLES, site, reviewId, next, voter);
}
