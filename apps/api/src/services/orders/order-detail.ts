import type { OrderDetail } from "@sf/contract";
import type { Db, schema } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { orderTaxFields } from "./order-created.ts";
import { orderParts } from "./order-parts.ts";

type OrderRow = typeof schema.orders.$inferSelect;

/**
 * An order with its lines and the spec's shippingInformation (a pickup names the store; a
 * one-click order has no address).
 */
export async function orderDetail(db: Db, site: Site, order: OrderRow): Promise<OrderDetail> {
  const { items, shop } = await orderParts(db, site, order);
  const a = order.address;
  const shopText = (v: Record<string, string | undefined> | undefined) =>
    v?.[order.lang] ?? v?.[site.mainLanguage] ?? "";
  // A Nova Post parcel names its town and branch (or the courier's address) like a delivery.
  const delivered = order.deliveryMethod === "delivery" || order.deliveryMethod === "novapost";
  // A one-click order has no address yet: the shop agrees it on the phone.
  const address =
    order.deliveryMethod === "pickup"
      ? [shopText(shop?.title), shopText(shop?.address)].filter(Boolean).join(", ")
      : delivered
        ? [a?.street, a?.building, a?.apartment].filter(Boolean).join(", ")
        : "";
  return {
    id: order.id,
    number: String(order.id),
    status: order.status,
    payment_status: order.paymentStatus,
    payment_type: order.paymentType,
    delivery_method: order.deliveryMethod,
    currency: order.currency,
    total_price: order.totalPrice,
    discount: order.discount,
    delivery_price: order.deliveryPrice,
    final_price: order.finalPrice,
    loyalty_used: order.loyaltyUsed,
    loyalty_give: order.loyaltyGive,
    ...orderTaxFields(order),
    promo_code: order.promoCode,
    created_at: order.createdAt.toISOString(),
    delivery_date: order.deliveryDate || null,
    delivery_time: order.deliveryTime || null,
    utm: order.utm ?? null,
    products: items.map((i) => ({
      product_id: i.productId,
      code: i.code,
      title: i.title,
      count: i.count,
      price: i.priceWithDiscount,
      line_total: i.lineTotal,
    })),
    shippingInformation: {
      firstName: order.name,
      company: order.companyName,
      address,
      country: site.settings.is_romanian ? "RO" : "MD",
      city: delivered ? (a?.localityName ?? "") : "",
      state: delivered ? (a?.regionName ?? "") : "",
      zip: "",
      email: order.email,
      phone: order.phone,
      ext: a?.note ?? "",
    },
  };
}
