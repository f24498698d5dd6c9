import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { postedReviewStatus, type ReviewStatus } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/** Whether the site shows and accepts reviews (`additional_settings.enable_product_reviews`). */
export function reviewsEnabled(site: Site): boolean {
  return site.settings.additional_settings.enable_product_reviews;
}

/** Writing (posting, voting) is refused with 403 when the site has reviews switched off. */
export function assertReviewsEnabled(site: Site): void {
  if (!reviewsEnabled(site)) {
    throw new AppError("permission_denied", "Product reviews are turned off for this shop.");
  }
}

/** The status a review is stored with: the shop may hold new reviews for its approval. */
export function reviewStatusOnPost(site: Site): ReviewStatus {
  return postedReviewStatus(site.settings.additional_settings.reviews_need_approval);
}

/** The product must belong to the site; any other id is a 404. */
export async function assertSiteProduct(db: Db, site: Site, productId: number): Promise<void> {
  const { products } = schema;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.id, productId)))
    .limit(1);
  if (!row) throw notFound("Product not found.");
}
