import { schema } from "@sf/db";
import { type CartLineInput, loyaltySpend } from "@sf/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Site } from "../../../lib/site.ts";
import type { Tx } from "../../cart/cart.ts";

/**
 * Lines ticked "pay with points" are covered from the customer's balance, read and taken with
 * the row locked: two orders at once cannot spend the same points. Answers the points spent.
 */
export async function spentPoints(
  tx: Tx,
  site: Site,
  userId: number | null,
  priced: CartLineInput[],
  unitPrices: Map<number, number>,
): Promise<number> {
  if (userId === null || !priced.some((l) => l.loyaltyChecked)) return 0;
  const [holder] = await tx
    .select({ points: schema.users.loyaltyPoints })
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), eq(schema.users.siteId, site.id)))
    .for("update");
  const points = loyaltySpend(
    priced.map((l) => ({
      unitPrice: unitPrices.get(l.productId) ?? l.price,
      count: l.count,
      loyaltyChecked: l.loyaltyChecked,
    })),
    holder?.points ?? 0,
  );
  if (points > 0) {
    await tx
      .update(schema.users)
      .set({ loyaltyPoints: sql`round((${schema.users.loyaltyPoints} - ${points})::numeric, 2)` })
      .where(eq(schema.users.id, userId));
  }
  return points;
}
