import { createHash } from "node:crypto";
import type { ShopReview, ShopReviewCreate } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { REVIEW_FLOOD_LIMIT, REVIEW_FLOOD_WINDOW_MS } from "@sf/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { shopReviewView } from "./list-shop-reviews.ts";

/**
 * Stores a shopper's review of the shop in the request language, published at once. As with
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
  const voterHash = createHash("sha256").update(`${site.id}:${voter}`).digest("base64url");
  const { shopReviews } = schema;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop-review:${site.id}:${voterHash}`}))`);
    const since = new Date(Date.now() - REVIEW_FLOOD_WINDOW_MS);
    const [recent] = await tx
      .select({ n: count() })
      .from(shopReviews)
      .where(
        and(
          eq(shopReviews.siteId, site.id),
          eq(shopReviews.voterHash, voterHash),
          gt(shopReviews.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= REVIEW_FLOOD_LIMIT) {
      throw new AppError(
        "throttled",
        `You can post at most ${REVIEW_FLOOD_LIMIT} reviews of the shop a day. Please try again tomorrow.`,
      );
    }
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
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error("shop review insert returned nothing");
  return shopReviewView(row, 0);
}
