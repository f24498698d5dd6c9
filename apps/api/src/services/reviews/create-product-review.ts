import { createHash } from "node:crypto";
import type { Review, ReviewCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { REVIEW_FLOOD_LIMIT, REVIEW_FLOOD_WINDOW_MS } from "@sf/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { reviewView } from "./list-product-reviews.ts";
import { assertReviewsEnabled, assertSiteProduct } from "./review-access.ts";

/**
 * Stores a shopper's review in the request language, published at once. One voter may post at
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
  const voterHash = createHash("sha256").update(`${site.id}:${voter}`).digest("base64url");
  const { productReviews } = schema;
  const row = await db.transaction(async (tx) => {
    // Two posts of one voter at once must not both pass the count: serialise them.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`review:${input.product_id}:${voterHash}`}))`,
    );
    const since = new Date(Date.now() - REVIEW_FLOOD_WINDOW_MS);
    const [recent] = await tx
      .select({ n: count() })
      .from(productReviews)
      .where(
        and(
          eq(productReviews.productId, input.product_id),
          eq(productReviews.voterHash, voterHash),
          gt(productReviews.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= REVIEW_FLOOD_LIMIT) {
      throw new AppError(
        "throttled",
        `You can post at most ${REVIEW_FLOOD_LIMIT} reviews of a product a day. Please try again tomorrow.`,
      );
    }
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
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("review insert returned nothing");
  return reviewView(row, 0);
}
