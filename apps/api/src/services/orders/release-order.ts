import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../cart/cart.ts";
import type { OrderRow } from "./place-order/index.ts";
import { returnStock, type StockTaken } from "./stock.ts";

/** The stock an order on hold took, as its credit application's row keeps it (`details.held`). */
export function heldStock(details: Record<string, unknown> | null | undefined): StockTaken[] {
  const held = details?.held;
  if (!Array.isArray(held)) return [];
  return held.filter(
    (line): line is StockTaken =>
      typeof line?.productId === "number" && typeof line?.units === "number" && Array.isArray(line?.shops),
  );
}

/**
 * Gives back what a cancelled order held (within the caller's transaction, the order row
 * locked): its stock to the shops it came from, the customer's points it spent, and the use of
 * its promo code.
 */
export async function releaseOrder(tx: Tx, order: OrderRow, taken: readonly StockTaken[]): Promise<void> {
  await returnStock(tx, taken);
  if (order.userId !== null && order.loyaltyUsed > 0) {
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
export async function cancelOrderOnHold(
  db: Db,
  orderId: number,
  taken: readonly StockTaken[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
    if (order?.status !== "awaiting_payment") return;
    await tx
      .update(schema.orders)
      .set({ status: "cancelled", paymentStatus: "declined", updatedAt: new Date() })
      .where(eq(schema.orders.id, orderId));
    await releaseOrder(tx, order, taken);
  });
}
