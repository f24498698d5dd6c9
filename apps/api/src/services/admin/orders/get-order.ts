import type { AdminOrderDetail } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { availableOrderActions } from "@sf/domain";
import { and, asc, eq } from "drizzle-orm";
import { notFound } from "../../../lib/app-error.ts";
import { localized } from "./list-orders.ts";

type OrderRow = typeof schema.orders.$inferSelect;

/** The order's fields the status rules read. */
export const orderForAction = (order: OrderRow) => ({
  status: order.status,
  paymentType: order.paymentType,
  paymentStatus: order.paymentStatus,
  deliveryMethod: order.deliveryMethod,
  hasCustomer: order.userId !== null,
  loyaltyGive: order.loyaltyGive,
  loyaltyUsed: order.loyaltyUsed,
});

/** One order of the shop with everything staff need to handle it; another shop's is not found. */
export async function getAdminOrder(
  db: Db,
  site: { id: number; mainLanguage: string },
  lang: string,
  id: number,
): Promise<AdminOrderDetail> {
  const o = schema.orders;
  const [order] = await db
    .select()
    .from(o)
    .where(and(eq(o.id, id), eq(o.siteId, site.id)));
  if (!order) throw notFound("No such order.");
  const [lines, store, customer, attempts, notes] = await Promise.all([
    db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id))
      .orderBy(asc(schema.orderItems.position)),
    order.shopId
      ? db
          .select()
          .from(schema.shops)
          .where(eq(schema.shops.id, order.shopId))
          .then((r) => r[0] ?? null)
      : null,
    order.userId
      ? db
          .select()
          .from(schema.users)
          .where(eq(schema.users.id, order.userId))
          .then((r) => r[0] ?? null)
      : null,
    db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id))
      .orderBy(asc(schema.payments.id)),
    db
      .select()
      .from(schema.orderNotes)
      .where(eq(schema.orderNotes.orderId, order.id))
      .orderBy(asc(schema.orderNotes.id)),
  ]);
  const a = order.address;
  const address = a
    ? [a.regionName, a.localityName, a.street, a.building, a.apartment ? `ap. ${a.apartment}` : "", a.note]
        .filter(Boolean)
        .join(", ")
    : null;
  const storeTitle = store ? localized(store.title, lang, site.mainLanguage) : null;
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    status: order.status,
    lang: order.lang,
    name: order.name,
    phone: order.phone,
    email: order.email,
    company_name: order.companyName,
    comments: order.comments,
    final_price: order.finalPrice,
    currency: order.currency,
    payment_type: order.paymentType,
    payment_status: order.paymentStatus,
    delivery_method: order.deliveryMethod,
    store: storeTitle,
    customer_id: order.userId,
    lines: lines.map((l) => ({
      position: l.position,
      product_id: l.productId,
      code: l.code,
      title: l.title,
      price: l.price,
      price_with_discount: l.priceWithDiscount,
      count: l.count,
      line_total: l.lineTotal,
      is_recipe: l.isRecipe,
    })),
    customer: customer
      ? {
          id: customer.id,
          email: customer.email ?? "",
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          phone: customer.phone,
          loyalty_points: customer.loyaltyPoints,
        }
      : null,
    delivery: {
      method: order.deliveryMethod,
      type: order.deliveryType,
      store: store
        ? {
            id: store.id,
            title: storeTitle ?? "",
            address: localized(store.address, lang, site.mainLanguage),
          }
        : null,
      address,
      date: order.deliveryDate,
      time: order.deliveryTime,
      price: order.deliveryPrice,
    },
    payment: {
      type: order.paymentType,
      status: order.paymentStatus,
      attempts: attempts.map((p) => ({
        provider: p.provider,
        status: p.status,
        amount: p.amount,
        created_at: p.createdAt.toISOString(),
      })),
    },
    totals: {
      goods: order.totalPrice,
      discount: order.discount,
      delivery: order.deliveryPrice,
      tax: order.taxPrice,
      final: order.finalPrice,
    },
    promo_code: order.promoCode,
    points: { earned: order.loyaltyGive, spent: order.loyaltyUsed },
    utm: order.utm
      ? (Object.fromEntries(Object.entries(order.utm).filter(([, v]) => typeof v === "string")) as Record<
          string,
          string
        >)
      : null,
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      staff_name: n.staffName,
      created_at: n.createdAt.toISOString(),
    })),
    actions: availableOrderActions(orderForAction(order)),
  };
}
