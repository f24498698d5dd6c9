import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../plugins/site.ts";

/**
 * A guest's order: the site's order whose browser id is the one the guest sent. Someone else's
 * order, another site's, or one placed without a browser id is "not found" (never 403: the
 * answer must not tell that the order exists).
 */
export async function findGuestOrder(db: Db, site: Site, orderId: number, browserId: string) {
  const { orders } = schema;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.siteId, site.id), eq(orders.browserId, browserId)));
  if (!order) throw notFound("No such order.");
  return order;
}
