import type { ProductCheckoutStatus } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { isOrderable, visibleQty } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * What the cart needs to know about its products before checkout, in the order asked. Ids that
 * are not this site's products are left out: the cart marks such lines inactive.
 */
export async function getCheckoutStatus(db: Db, site: Site, ids: number[]): Promise<ProductCheckoutStatus> {
  const { products } = schema;
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.siteId, site.id), inArray(products.id, unique)));
  // Stored settings hold only overrides; the spec default is false.
  const allowNegative = site.settings.allow_negative_stock;
  const byId = new Map(rows.map((p) => [p.id, p]));
  return unique.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    return [
      {
        id,
        active: p.active,
        available: isOrderable({ active: p.active, stock: p.stockTotal }, allowNegative),
        stock: visibleQty(p.stockTotal),
        is_recipe: p.isRecipe,
        home_delivery: p.homeDelivery,
        card_payment_available: p.cardPaymentAvailable,
        preorder: p.preorder,
        price: p.price,
      },
    ];
  });
}
