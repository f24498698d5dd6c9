import type { ShopReview, ShopReviewList } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { summarizeRatings, type Vote } from "@sf/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

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
  const { shopReviews, shopReviewVotes } = schema;
  const published = and(eq(shopReviews.siteId, site.id), eq(shopReviews.status, "published"));
  const [grouped, rows] = await Promise.all([
    db
      .select({ rating: shopReviews.rating, count: count() })
      .from(shopReviews)
      .where(published)
      .groupBy(shopReviews.rating),
    db
      .select({ review: shopReviews, vote: shopReviewVotes.vote })
      .from(shopReviews)
      .leftJoin(
        shopReviewVotes,
        and(eq(shopReviewVotes.reviewId, shopReviews.id), eq(shopReviewVotes.voter, voter)),
      )
      .where(published)
      .orderBy(desc(shopReviews.createdAt), desc(shopReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const summary = summarizeRatings(grouped);
  return {
    summary,
    results: rows.map((r) => shopReviewView(r.review, r.vote ?? 0)),
    totalCount: summary.count,
    pages: Math.ceil(summary.count / pageSize),
    current_page: page,
    page_size: pageSize,
  };
}
