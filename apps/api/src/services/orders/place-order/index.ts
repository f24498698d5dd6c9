import type { Db } from "@sf/db";
import type { Site } from "../../../lib/site.ts";
import type { StockTaken } from "../stock.ts";
import { checkedContact } from "./contact.ts";
import { type CheckedCredit, checkedCredit } from "./credit.ts";
import { earlierOrder, type OrderRow, twinOrder } from "./idempotency.ts";
import { spentPoints } from "./loyalty.ts";
import { pricedLines } from "./priced-lines.ts";
import { appliedPromo } from "./promo.ts";
import type { OrderRequest } from "./request.ts";
import { insertOrderRow, writeOrder } from "./write.ts";

export { hashOf, type OrderRow } from "./idempotency.ts";
export { checkoutRequest, type OrderRequest } from "./request.ts";

/** What an order on hold for a credit application keeps: the stock it took, its cart, its loan. */
export type HeldOrder = {
  taken: StockTaken[];
  cartId: number | null;
  productIds: number[];
  credit: CheckedCredit | null;
};

/**
 * Creates an order in one transaction: the order row first (it claims the Idempotency-Key, so a
 * parallel twin waits and then finds it), then the lines priced from the catalogue, the checks
 * (stock less other shoppers' reservations, prescriptions, pickup-only items, the minimum), the
 * promo code, the points, the stock taken, the cart emptied (unless kept). Any refusal rolls
 * everything back. `hash` identifies the request body: the same key with another body is refused
 * (422). The contact, region, store and Nova Post parcel are checked before the transaction.
 */
export async function placeOrder(
  db: Db,
  site: Site,
  lang: string,
  input: OrderRequest,
  idempotencyKey: string | null,
  hash: string,
): Promise<{ order: OrderRow; replayed: boolean; held?: HeldOrder }> {
  const earlier = await earlierOrder(db, site, idempotencyKey, hash);
  if (earlier) return { order: earlier, replayed: true };
  const contact = await checkedContact(db, site, lang, input);
  try {
    const placed = await db.transaction(async (tx) => {
      const created = await insertOrderRow(tx, site, lang, input, contact, idempotencyKey, hash);
      const lines = await pricedLines(tx, site, lang, input);
      const promo = await appliedPromo(
        tx,
        site,
        input.promoCode,
        { userId: input.userId, phone: contact.phone },
        lines.priced,
        lines.plan?.price ?? 0,
      );
      const points = await spentPoints(tx, site, input.userId, lines.priced, promo.unitPrices);
      const { order, taken } = await writeOrder(
        tx,
        site,
        lang,
        input,
        created,
        contact,
        lines,
        promo,
        points,
      );
      // Paid in instalments: the loan must fit what the order came to (else all is rolled back).
      const credit = input.credit
        ? checkedCredit(
            site,
            input.credit,
            order.finalPrice,
            lines.priced.map((l) => promo.unitPrices.get(l.productId) ?? l.price),
          )
        : null;
      return { order, held: { taken, cartId: lines.cartId, productIds: lines.ids, credit } };
    });
    return { order: placed.order, replayed: false, held: placed.held };
  } catch (error) {
    const twin = await twinOrder(db, site, idempotencyKey, hash, error);
    if (twin) return { order: twin, replayed: true };
    throw error;
  }
}
