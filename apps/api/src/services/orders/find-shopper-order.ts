import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, or, type SQL } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/** Who asks for an order: a signed-in customer, and/or a browser (its `browser_id`). */
export type Shopper = { userId: number | null; browserId: string | undefined };

/**
 * A shopper's order: the site's order placed by this customer or from this browser. Someone
 * else's order, another site's, or one the shopper cannot name is "not found" (never 403: the
 * answer must not tell that the order exists).
 */
export async function findShopperOrder(db: Db, site: Site, orderId: number, shopper: Shopper) {
  const { orders } = schema;
  const mine: SQL[] = [];
  if (shopper.userId !== null) mine.push(eq(orders.userId, shopper.userId));
  if (shopper.browserId) mine.push(eq(orders.browserId, shopper.browserId));
  if (mine.length === 0) throw notFound("No such order.");
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id), or(...mine)));
  if (!order) throw notFound("No such order.");
  return order;
}
