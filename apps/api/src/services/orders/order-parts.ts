import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

type OrderRow = typeof schema.orders.$inferSelect;

/** An order's lines in their order, and its pickup store (of the same site) if it has one. */
export async function orderParts(db: Db, site: Site, order: OrderRow) {
  const items = await db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id))
    .orderBy(asc(schema.orderItems.position));
  const [shop] = order.shopId
    ? await db
        .select()
        .from(schema.shops)
        .where(and(eq(schema.shops.id, order.shopId), eq(schema.shops.siteId, site.id)))
    : [];
  return { items, shop };
}
