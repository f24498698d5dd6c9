import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../cart/cart.ts";
import type { OrderRow } from "./place-order/index.ts";
import { returnStock, type StockTaken, stockUnits } from "./stock.ts";

/**
 * What an order placed before the checkout recorded its stock (`orders.stock_taken`) is taken
 * to have used: its lines' units, from its pickup store, else from the store holding most of each
 * product now.
 */
async function presumedTaken(tx: Tx, order: OrderRow): Promise<StockTaken[]> {
  const { orderItems, productStock } = schema;
  const lines = await tx
    .select({ productId: orderItems.productId, count: orderItems.count })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const units = new Map<number, number>();
  for (const line of lines)
    if (line.productId !== null)
      units.set(line.productId, (units.get(line.productId) ?? 0) + stockUnits(line.count));
  const taken: StockTaken[] = [];
  for (const [productId, count] of [...units].sort(([a], [b]) => a - b)) {
    const [store] = order.shopId
      ? [{ shopId: order.shopId }]
      : await tx
          .select({ shopId: productStock.shopId })
          .from(productStock)
          .where(and(eq(productStock.productId, productId), eq(productStock.siteId, order.siteId)))
          .orderBy(desc(productStock.qty), productStock.shopId)
          .limit(1);
    taken.push({ productId, units: count, shops: store ? [{ shopId: store.shopId, qty: count }] : [] });
  }
  return taken;
}

/**
 * Gives back what a cancelled order held (within the caller's transaction, the order row
 * locked): its stock to the stores it came from, the use of its promo code, and, unless the
 * caller settles points itself (staff cancelling: the domain's `pointsDelta`), the points the
 * customer spent on it. The one way an order's stock comes back, whoever cancels it.
 */
export async function releaseOrder(tx: Tx, order: OrderRow, { points = true } = {}): Promise<void> {
  await returnStock(tx, order.siteId, order.stockTaken ?? (await presumedTaken(tx, order)));
  if (points && order.userId !== null && order.loyaltyUsed > 0) {
    await tx
      .update(schema.users)
      .set({ loyaltyPoints: sql`round((${schema.users.loyaltyPoints} + ${order.loyaltyUsed})::numeric, 2)` })
      .where(eq(schema.users.id, order.userId));
  }
  if (order.promoCode) {
    const { promoCodes } = schema;
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
      .where(
        and(
          eq(promoCodes.siteId, order.siteId),
          eq(promoCodes.code, order.promoCode),
          gt(promoCodes.usedCount, 0),
        ),
      );
  }
}

/**
 * Cancels an order still on hold (iute could not take its application) and releases what it
 * held, once: an order no longer on hold is left as it is.
 */
export async function cancelOrderOnHold(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
    if (order?.status !== "awaiting_payment") return;
    await tx
      .update(schema.orders)
      .set({ status: "cancelled", paymentStatus: "declined", updatedAt: new Date() })
      .where(eq(schema.orders.id, orderId));
    await releaseOrder(tx, order);
  });
}
