import type { ShopReview, ShopReviewList } from "@sf/contract";
import type { Db, schema } from "@sf/db";
import type { Vote } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { pageOfReviews, SHOP_REVIEW_TABLES } from "../reviews/review-tables.ts";

type ShopReviewRow = typeof schema.shopReviews.$inferSelect;

export function shopReviewView(row: ShopReviewRow, vote: number): ShopReview {
  return {
    id: row.id,
    name: row.authorName,
    rating: row.rating,
    text: row.body,
    lang: row.lang,
    likes: row.likes,
    dislikes: row.dislikes,
    vote: vote as Vote,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `/base/reviews`: the shop's published reviews in every language, newest first, one page of
 * them, with the rating summary over all; `vote` is the asking voter's own vote.
 */
export async function listShopReviews(
  db: Db,
  site: Site,
  { page, pageSize }: { page: number; pageSize: number },
  voter: string,
): Promise<ShopReviewList> {
  const { reviews } = SHOP_REVIEW_TABLES;
  const published = and(eq(reviews.siteId, site.id), eq(reviews.status, "published"));
  const { rows, ...list } = await pageOfReviews(db, SHOP_REVIEW_TABLES, published, { page, pageSize }, voter);
  return { ...list, results: rows.map((r) => shopReviewView(r.review, r.vote ?? 0)) };
}
