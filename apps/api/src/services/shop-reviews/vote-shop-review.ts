import type { ReviewVote } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { applyVote, type Vote } from "@sf/domain";
import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/**
 * Likes (+1) or dislikes (-1) a shop review, by the product reviews' rule (`applyVote`): one
 * vote per voter, the vote row and the counters changed in one transaction, the review locked.
 */
export async function voteShopReview(
  db: Db,
  site: Site,
  reviewId: number,
  next: 1 | -1,
  voter: string,
): Promise<ReviewVote> {
  const { shopReviews, shopReviewVotes } = schema;
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: shopReviews.id, likes: shopReviews.likes, dislikes: shopReviews.dislikes })
      .from(shopReviews)
      .where(
        and(
          eq(shopReviews.id, reviewId),
          eq(shopReviews.siteId, site.id),
          eq(shopReviews.status, "published"),
        ),
      )
      .for("update");
    if (!review) throw notFound("Review not found.");
    const [existing] = await tx
      .select({ vote: shopReviewVotes.vote })
      .from(shopReviewVotes)
      .where(and(eq(shopReviewVotes.reviewId, reviewId), eq(shopReviewVotes.voter, voter)));
    const change = applyVote((existing?.vote ?? 0) as Vote, next);
    if (change.likes === 0 && change.dislikes === 0) {
      return { id: review.id, likes: review.likes, dislikes: review.dislikes, vote: change.vote };
    }
    await tx
      .insert(shopReviewVotes)
      .values({ reviewId, voter, vote: next })
      .onConflictDoUpdate({
        target: [shopReviewVotes.reviewId, shopReviewVotes.voter],
        set: { vote: next, createdAt: sql`now()` },
      });
    const [counts] = await tx
      .update(shopReviews)
      .set({
        likes: sql`${shopReviews.likes} + ${change.likes}`,
        dislikes: sql`${shopReviews.dislikes} + ${change.dislikes}`,
      })
      .where(eq(shopReviews.id, reviewId))
      .returning({ likes: shopReviews.likes, dislikes: shopReviews.dislikes });
    return { id: reviewId, likes: counts?.likes ?? 0, dislikes: counts?.dislikes ?? 0, vote: change.vote };
  });
}
