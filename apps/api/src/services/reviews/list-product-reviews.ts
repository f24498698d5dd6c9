import type { Review, ReviewList } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { summarizeRatings, type Vote } from "@sf/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { assertSiteProduct, reviewsEnabled } from "./review-access.ts";

export type ReviewPage = { page: number; pageSize: number };

type ReviewRow = typeof schema.productReviews.$inferSelect;

export function reviewView(row: ReviewRow, vote: number): Review {
  return {
    id: row.id,
    product_id: row.productId,
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
 * A product's published reviews, newest first, one page of them, with the rating summary over
 * all of them; `vote` is the asking voter's own vote. Empty when the site has reviews off.
 */
export async function listProductReviews(
  db: Db,
  site: Site,
  productId: number,
  { page, pageSize }: ReviewPage,
  voter: string,
): Promise<ReviewList> {
  await assertSiteProduct(db, site, productId);
  const empty = { summary: summarizeRatings([]), results: [], totalCount: 0, pages: 0 };
  if (!reviewsEnabled(site)) return { enabled: false, ...empty, current_page: page, page_size: pageSize };

  const { productReviews, productReviewVotes } = schema;
  const published = and(
    eq(productReviews.siteId, site.id),
    eq(productReviews.productId, productId),
    eq(productReviews.status, "published"),
  );
  const [grouped, rows] = await Promise.all([
    db
      .select({ rating: productReviews.rating, count: count() })
      .from(productReviews)
      .where(published)
      .groupBy(productReviews.rating),
    db
      .select({ review: productReviews, vote: productReviewVotes.vote })
      .from(productReviews)
      .leftJoin(
        productReviewVotes,
        and(eq(productReviewVotes.reviewId, productReviews.id), eq(productReviewVotes.voter, voter)),
      )
      .where(published)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const summary = summarizeRatings(grouped);
  return {
    enabled: true,
    summary,
    results: rows.map((r) => reviewView(r.review, r.vote ?? 0)),
    totalCount: summary.count,
    pages: Math.ceil(summary.count / pageSize),
    current_page: page,
    page_size: pageSize,
  };
}
