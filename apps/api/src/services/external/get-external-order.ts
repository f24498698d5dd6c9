import { type Db, schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { orderDetail } from "../orders/order-detail.ts";

/**
 * `GET /external/external-order/{id}`: one order of the key's shop for its ERP, our order detail
 * with the names the original's order payload uses (`name`, `phone`, `paymentType`, ...).
 */
export async function getExternalOrder(db: Db, site: Site, id: number) {
  const { orders } = schema;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, site.id), eq(orders.id, id)));
  if (!order) throw notFound("Не найдено.");
  const detail = await orderDetail(db, site, order);
  return {
    ...detail,
    order_id: order.id,
    name: order.name,
    company_name: order.companyName,
    phone: order.phone,
    email: order.email,
    comments: order.comments,
    paymentType: order.paymentType,
    deliveryType: order.deliveryMethod === "pickup" ? ("pickup" as const) : ("delivery" as const),
    shop_id: order.shopId,
    cart: {
      products: detail.products.map((line) => ({
        product: { productId: line.product_id },
        count: line.count,
      })),
    },
  };
}
