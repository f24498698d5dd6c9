import type { Review, ReviewList } from "@sf/contract";
import type { Db, schema } from "@sf/db";
import { summarizeRatings, type Vote } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { assertSiteProduct, reviewsEnabled } from "./review-access.ts";
import { PRODUCT_REVIEW_TABLES, pageOfReviews } from "./review-tables.ts";

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

  const { reviews } = PRODUCT_REVIEW_TABLES;
  const published = and(
    eq(reviews.siteId, site.id),
    eq(reviews.productId, productId),
    eq(reviews.status, "published"),
  );
  const { rows, ...list } = await pageOfReviews(
    db,
    PRODUCT_REVIEW_TABLES,
    published,
    { page, pageSize },
    voter,
  );
  return { enabled: true, ...list, results: rows.map((r) => reviewView(r.review, r.vote ?? 0)) };
}
