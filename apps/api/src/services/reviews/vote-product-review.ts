import type { ReviewVote } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { applyVote, type Vote } from "@sf/domain";
import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { assertReviewsEnabled } from "./review-access.ts";

/**
 * Likes (+1) or dislikes (-1) a review: one vote per voter, a repeat keeps it, the other vote
 * moves it. The vote row and the review's counters change in one transaction, the review row
 * locked so concurrent votes on it queue up.
 */
export async function voteProductReview(
  db: Db,
  site: Site,
  reviewId: number,
  next: 1 | -1,
  voter: string,
): Promise<ReviewVote> {
  assertReviewsEnabled(site);
  const { productReviews, productReviewVotes } = schema;
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: productReviews.id, likes: productReviews.likes, dislikes: productReviews.dislikes })
      .from(productReviews)
      .where(
        and(
          eq(productReviews.id, reviewId),
          eq(productReviews.siteId, site.id),
          eq(productReviews.status, "published"),
        ),
      )
      .for("update");
    if (!review) throw notFound("Review not found.");
    const [existing] = await tx
      .select({ vote: productReviewVotes.vote })
      .from(productReviewVotes)
      .where(and(eq(productReviewVotes.reviewId, reviewId), eq(productReviewVotes.voter, voter)));
    const change = applyVote((existing?.vote ?? 0) as Vote, next);
    if (change.likes === 0 && change.dislikes === 0) {
      return { id: review.id, likes: review.likes, dislikes: review.dislikes, vote: change.vote };
    }
    await tx
      .insert(productReviewVotes)
      .values({ reviewId, voter, vote: next })
      .onConflictDoUpdate({
        target: [productReviewVotes.reviewId, productReviewVotes.voter],
        set: { vote: next, createdAt: sql`now()` },
      });
    const [counts] = await tx
      .update(productReviews)
      .set({
        likes: sql`${productReviews.likes} + ${change.likes}`,
        dislikes: sql`${productReviews.dislikes} + ${change.dislikes}`,
      })
      .where(eq(productReviews.id, reviewId))
      .returning({ likes: productReviews.likes, dislikes: productReviews.dislikes });
    return { id: reviewId, likes: counts?.likes ?? 0, dislikes: counts?.dislikes ?? 0, vote: change.vote };
  });
}
