import type { ShopReview, ShopReviewCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import { eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { reviewStatusOnPost } from "../reviews/review-access.ts";
import {
  assertUnderReviewFloodLimit,
  reviewVoterHash,
  SHOP_REVIEW_TABLES,
} from "../reviews/review-tables.ts";
import { shopReviewView } from "./list-shop-reviews.ts";

/**
 * Stores a shopper's review of the shop in the request language, published at once
 * unless the shop approves reviews first (`reviews_need_approval`): then it waits as "pending". As with
 * product reviews, one voter posts at most REVIEW_FLOOD_LIMIT a day (429 beyond), counted in the
 * database; only a hash of the voter is stored.
 */
export async function createShopReview(
  db: Db,
  site: Site,
  lang: string,
  input: Omit<ShopReviewCreate, "recaptcha_token">,
  voter: string,
): Promise<ShopReview> {
  const voterHash = reviewVoterHash(site, voter);
  const tables = SHOP_REVIEW_TABLES;
  const { reviews: shopReviews } = tables;
  const row = await db.transaction(async (tx) => {
    await assertUnderReviewFloodLimit(
      tx,
      tables,
      eq(shopReviews.siteId, site.id),
      voterHash,
      `shop-review:${site.id}:${voterHash}`,
      "the shop",
    );
    const [inserted] = await tx
      .insert(shopReviews)
      .values({
        siteId: site.id,
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
  if (!row) throw new Error("shop review insert returned nothing");
  return { ...shopReviewView(row, 0), status: row.status === "pending" ? "pending" : "published" };
}
