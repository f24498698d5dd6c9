import type { Review, ReviewCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type FloodGuard, REVIEW_FLOOD_LIMIT } from "@sf/domain";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../plugins/site.ts";
import { reviewView } from "./list-product-reviews.ts";
import { assertReviewsEnabled, assertSiteProduct } from "./review-access.ts";

/**
 * Stores a shopper's review in the request language, published at once. One voter may post at
 * most REVIEW_FLOOD_LIMIT reviews of a product a day (429 beyond).
 */
export async function createProductReview(
  db: Db,
  site: Site,
  lang: string,
  input: ReviewCreate,
  voter: string,
  guard: FloodGuard,
): Promise<Review> {
  assertReviewsEnabled(site);
  await assertSiteProduct(db, site, input.product_id);
  const key = `${site.id}:${input.product_id}:${voter}`;
  if (!guard.allows(key)) {
    throw new AppError(
      "throttled",
      `You can post at most ${REVIEW_FLOOD_LIMIT} reviews of a product a day. Please try again tomorrow.`,
    );
  }
  const [row] = await db
    .insert(schema.productReviews)
    .values({
      siteId: site.id,
      productId: input.product_id,
      lang,
      authorName: input.name,
      email: input.email ? input.email.trim().toLowerCase() : null,
      rating: input.rating,
      body: input.text,
    })
    .returning();
  if (!row) throw new Error("review insert returned nothing");
  guard.record(key);
  return reviewView(row, 0);
}
