import type { AdminOrderList, AdminOrderListQuery } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { asc, count, desc, eq } from "drizzle-orm";
import { orderListWhere } from "./order-filters.ts";

const SORTS = {
  created_at: schema.orders.createdAt,
  final_price: schema.orders.finalPrice,
  id: schema.orders.id,
} as const;

export const localized = (
  value: Record<string, string | undefined> | null | undefined,
  lang: string,
  main: string,
) => value?.[lang] ?? value?.[main] ?? Object.values(value ?? {}).find(Boolean) ?? "";

/** One page of the shop's orders, filtered and sorted by the database. */
export async function listAdminOrders(
  db: Db,
  site: { id: number; mainLanguage: string },
  lang: string,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  const o = schema.orders;
  const where = orderListWhere(site.id, query);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const sort = query.sort ?? "-created_at";
  const column = SORTS[sort.replace(/^-/, "") as keyof typeof SORTS];
  const direction = sort.startsWith("-") ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: o, storeTitle: schema.shops.title })
      .from(o)
      .leftJoin(schema.shops, eq(schema.shops.id, o.shopId))
      .where(where)
      .orderBy(direction(column), direction(o.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(o).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ order, storeTitle }) => ({
      id: order.id,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      name: order.name,
      phone: order.phone,
      email: order.email,
      company_name: order.companyName,
      final_price: order.finalPrice,
      currency: order.currency,
      payment_type: order.paymentType,
      payment_status: order.paymentStatus,
      delivery_method: order.deliveryMethod,
      store: storeTitle ? localized(storeTitle, lang, site.mainLanguage) : null,
      customer_id: order.userId,
    })),
    total: n,
    page,
    page_size: pageSize,
    pages: Math.max(1, Math.ceil(n / pageSize)),
  };
}
