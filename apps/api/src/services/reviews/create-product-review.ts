import type { Review, ReviewCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import { eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { reviewView } from "./list-product-reviews.ts";
import { assertReviewsEnabled, assertSiteProduct, reviewStatusOnPost } from "./review-access.ts";
import { assertUnderReviewFloodLimit, PRODUCT_REVIEW_TABLES, reviewVoterHash } from "./review-tables.ts";

/**
 * Stores a shopper's review in the request language, published at once
 * unless the shop approves reviews first (`reviews_need_approval`): then it waits as "pending". One voter may post at
 * most REVIEW_FLOOD_LIMIT reviews of a product a day (429 beyond), counted in the database so
 * every API process and restart agrees; only a hash of the voter (browser id or IP) is stored.
 */
export async function createProductReview(
  db: Db,
  site: Site,
  lang: string,
  input: ReviewCreate,
  voter: string,
): Promise<Review> {
  assertReviewsEnabled(site);
  await assertSiteProduct(db, site, input.product_id);
  const voterHash = reviewVoterHash(site, voter);
  const tables = PRODUCT_REVIEW_TABLES;
  const { reviews: productReviews } = tables;
  const row = await db.transaction(async (tx) => {
    await assertUnderReviewFloodLimit(
      tx,
      tables,
      eq(productReviews.productId, input.product_id),
      voterHash,
      `review:${input.product_id}:${voterHash}`,
      "a product",
    );
    const [inserted] = await tx
      .insert(productReviews)
      .values({
        siteId: site.id,
        productId: input.product_id,
        lang,
        authorName: input.name,
        email: input.email ? input.email.trim().toLowerCase() : null,
        voterHash,
        rating: input.rating,
        body: input.text,
        status: reviewStatusOnPost(site),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("review insert returned nothing");
  return { ...reviewView(row, 0), status: row.status === "pending" ? "pending" : "published" };
}
