import type { OrderList, OrderListQuery } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { containing, shopDayStart } from "../../lib/sql.ts";

export const ORDERS_PAGE_SIZE = 10;

/**
 * A customer's order history in one shop (spec section 7): newest first, ten a page; filtered by
 * a search (the order's number, a product's title, the company), the status, the company (by
 * name, or `company_id` for one of the customer's companies), and
 * a date range that applies only when both ends are given.
 */
export async function listCustomerOrders(
  db: Db,
  site: Site,
  userId: number,
  query: OrderListQuery,
): Promise<OrderList> {
  const { orders, orderItems } = schema;
  const where: SQL[] = [eq(orders.siteId, site.id), eq(orders.userId, userId)];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.company) where.push(ilike(orders.companyName, containing(query.company)));
  if (query.company_id !== undefined) {
    // Only the customer's own company: another's id finds nothing, not its orders.
    const [company] = await db
      .select({ name: schema.companies.name })
      .from(schema.companies)
      .where(
        and(
          eq(schema.companies.id, query.company_id),
          eq(schema.companies.userId, userId),
          eq(schema.companies.siteId, site.id),
        ),
      );
    where.push(company ? sql`lower(${orders.companyName}) = lower(${company.name})` : sql`false`);
  }
  if (query.date_from && query.date_to) {
    const [from, to] = [query.date_from, query.date_to].sort() as [string, string];
    where.push(gte(orders.createdAt, shopDayStart(from)));
    where.push(lt(orders.createdAt, shopDayStart(to, 1)));
  }
  const search = query.search?.replace(/^#/, "");
  if (search) {
    const byTitle = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.title} ilike ${containing(search)})`;
    const clauses: SQL[] = [byTitle, ilike(orders.companyName, containing(search))];
    if (/^\d{1,9}$/.test(search)) clauses.push(eq(orders.id, Number(search)));
    where.push(or(...clauses) as SQL);
  }
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(orders).where(filter);
  const totalCount = total?.n ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / ORDERS_PAGE_SIZE));
  const rows = await db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((query.page - 1) * ORDERS_PAGE_SIZE);
  const items = rows.length
    ? await db
        .select({ orderId: orderItems.orderId, title: orderItems.title, position: orderItems.position })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(orderItems.orderId, orderItems.position)
    : [];
  return {
    data: rows.map((order) => {
      const lines = items.filter((i) => i.orderId === order.id);
      return {
        id: order.id,
        number: String(order.id),
        status: order.status,
        payment_status: order.paymentStatus,
        delivery_method: order.deliveryMethod,
        company_name: order.companyName,
        currency: order.currency,
        final_price: order.finalPrice,
        created_at: order.createdAt.toISOString(),
        products_count: lines.length,
        titles: lines.slice(0, 3).map((l) => l.title),
      };
    }),
    totalCount,
    pages,
  };
}
