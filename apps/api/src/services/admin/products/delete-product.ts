import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { deleteProblem } from "@sf/domain";
import { and, countDistinct, eq } from "drizzle-orm";
import { AppError, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { getAdminProduct } from "./get-product.ts";

/**
 * Deletes one product of the shop, audited with what it was, and purges the shop's pages. A
 * product that orders name is refused (409): orders keep their lines, the shop hides it instead.
 */
export async function deleteAdminProduct(
  db: Db,
  site: Site,
  actor: StaffActor,
  lang: string,
  id: number,
): Promise<void> {
  const { products, orderItems } = schema;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), eq(products.siteId, site.id)))
      .for("update");
    if (!row) throw notFound("Product not found.");
    const [orders] = await tx
      .select({ n: countDistinct(orderItems.orderId) })
      .from(orderItems)
      .where(eq(orderItems.productId, id));
    const problem = deleteProblem(orders?.n ?? 0);
    if (problem) throw new AppError("conflict", problem);
    const before = await getAdminProduct(tx, site, lang, id);
    await tx.delete(products).where(eq(products.id, id));
    const { linked: _l, shown_images: _s, order_count: _o, ...fields } = before;
    await writeAudit(tx, actor, {
      action: "product.delete",
      entity: "product",
      entityId: id,
      before: fields,
      after: null,
    });
  });
  await clearSitePages(db, site.id);
}
