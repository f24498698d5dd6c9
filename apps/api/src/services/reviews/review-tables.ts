import { createHash } from "node:crypto";
import type { ReviewVote } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  applyVote,
  REVIEW_FLOOD_LIMIT,
  REVIEW_FLOOD_WINDOW_MS,
  summarizeRatings,
  type Vote,
} from "@sf/domain";
import { and, count, desc, eq, gt, type SQL, sql } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/**
 * What product reviews and shop reviews share: a review table with likes and dislikes, and a
 * table of one vote per voter. Listing a page, voting and the daily posting limit work the
 * same on both; each kind keeps only what differs (its scope, its answer's shape).
 */
export type ReviewTables =
  | { reviews: typeof schema.productReviews; votes: typeof schema.productReviewVotes }
  | { reviews: typeof schema.shopReviews; votes: typeof schema.shopReviewVotes };

export const PRODUCT_REVIEW_TABLES = {
  reviews: schema.productReviews,
  votes: schema.productReviewVotes,
} satisfies ReviewTables;
export const SHOP_REVIEW_TABLES = {
  reviews: schema.shopReviews,
  votes: schema.shopReviewVotes,
} satisfies ReviewTables;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Only a hash of the voter (browser id or IP) is stored, salted with the site. */
export function reviewVoterHash(site: Site, voter: string): string {
  return createHash("sha256").update(`${site.id}:${voter}`).digest("base64url");
}

/**
 * In a transaction that will insert a review: one voter posts at most REVIEW_FLOOD_LIMIT reviews
 * of one thing (`scope`) a day, 429 beyond, counted in the database so every API process and
 * restart agrees. Two posts of one voter at once are serialised by an advisory lock on `lockKey`.
 */
export async function assertUnderReviewFloodLimit(
  tx: Tx,
  { reviews }: ReviewTables,
  scope: SQL | undefined,
  voterHash: string,
  lockKey: string,
  what: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
  const since = new Date(Date.now() - REVIEW_FLOOD_WINDOW_MS);
  const [recent] = await tx
    .select({ n: count() })
    .from(reviews)
    .where(and(scope, eq(reviews.voterHash, voterHash), gt(reviews.createdAt, since)));
  if ((recent?.n ?? 0) >= REVIEW_FLOOD_LIMIT) {
    throw new AppError(
      "throttled",
      `You can post at most ${REVIEW_FLOOD_LIMIT} reviews of ${what} a day. Please try again tomorrow.`,
    );
  }
}

/**
 * One page of published reviews (`published` selects them), newest first, each with the asking
 * voter's own vote, and the rating summary over all of them.
 */
export async function pageOfReviews<T extends ReviewTables>(
  db: Db,
  { reviews, votes }: T,
  published: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
  voter: string,
) {
  const [grouped, rows] = await Promise.all([
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(published)
      .groupBy(reviews.rating),
    db
      .select({ review: reviews, vote: votes.vote })
      .from(reviews)
      .leftJoin(votes, and(eq(votes.reviewId, reviews.id), eq(votes.voter, voter)))
      .where(published)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const summary = summarizeRatings(grouped);
  return {
    summary,
    rows: rows as { review: T["reviews"]["$inferSelect"]; vote: number | null }[],
    totalCount: summary.count,
    pages: Math.ceil(summary.count / pageSize),
    current_page: page,
    page_size: pageSize,
  };
}

/**
 * Likes (+1) or dislikes (-1) a published review of the site: one vote per voter, a repeat keeps
 * it, the other vote moves it (`applyVote`). The vote row and the review's counters change in one
 * transaction, the review row locked so concurrent votes on it queue up.
 */
export async function voteReview(
  db: Db,
  { reviews, votes }: ReviewTables,
  site: Site,
  reviewId: number,
  next: 1 | -1,
  voter: string,
): Promise<ReviewVote> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, likes: reviews.likes, dislikes: reviews.dislikes })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.siteId, site.id), eq(reviews.status, "published")))
      .for("update");
    if (!review) throw notFound("Review not found.");
    const [existing] = await tx
      .select({ vote: votes.vote })
      .from(votes)
      .where(and(eq(votes.reviewId, reviewId), eq(votes.voter, voter)));
    const change = applyVote((existing?.vote ?? 0) as Vote, next);
    if (change.likes === 0 && change.dislikes === 0) {
      return { id: review.id, likes: review.likes, dislikes: review.dislikes, vote: change.vote };
    }
    await tx
      .insert(votes)
      .values({ reviewId, voter, vote: next })
      .onConflictDoUpdate({
        target: [votes.reviewId, votes.voter],
        set: { vote: next, createdAt: sql`now()` },
      });
    const [counts] = await tx
      .update(reviews)
      .set({
        likes: sql`${reviews.likes} + ${change.likes}`,
        dislikes: sql`${reviews.dislikes} + ${change.dislikes}`,
      })
      .where(eq(reviews.id, reviewId))
      .returning({ likes: reviews.likes, dislikes: reviews.dislikes });
    return { id: reviewId, likes: counts?.likes ?? 0, dislikes: counts?.dislikes ?? 0, vote: change.vote };
  });
}
