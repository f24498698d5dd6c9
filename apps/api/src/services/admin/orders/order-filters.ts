import type { AdminOrderListQuery } from "@sf/contract";
import { schema } from "@sf/db";
import { and, eq, exists, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { containing, shopDayStart } from "../../../lib/sql.ts";

/** The WHERE of the order list: the shop, then every filter given (index-friendly on dates). */
export function orderListWhere(siteId: number, q: AdminOrderListQuery): SQL | undefined {
  const o = schema.orders;
  const text = q.q?.trim();
  const company = q.company?.trim();
  return and(
    eq(o.siteId, siteId),
    q.status ? eq(o.status, q.status) : undefined,
    q.date_from ? gte(o.createdAt, shopDayStart(q.date_from)) : undefined,
    q.date_to ? lt(o.createdAt, shopDayStart(q.date_to, 1)) : undefined,
    q.payment_type ? eq(o.paymentType, q.payment_type) : undefined,
    q.payment_status ? eq(o.paymentStatus, q.payment_status) : undefined,
    q.delivery_method ? eq(o.deliveryMethod, q.delivery_method) : undefined,
    q.store_id ? eq(o.shopId, q.store_id) : undefined,
    q.customer_id ? eq(o.userId, q.customer_id) : undefined,
    text
      ? or(
          /^\d{1,9}$/.test(text) ? eq(o.id, Number(text)) : undefined,
          ilike(o.name, containing(text)),
          ilike(o.email, containing(text)),
          ilike(
            sql`regexp_replace(${o.phone}, '[^0-9+]', '', 'g')`,
            containing(text.replace(/[^\d+]/g, "") || text),
          ),
        )
      : undefined,
    company
      ? or(
          ilike(o.companyName, containing(company)),
          exists(
            sql`(select 1 from ${schema.companies} c where c.user_id = ${o.userId} and c.site_id = ${o.siteId} and (c.name ilike ${containing(company)} or c.fiscal_code ilike ${containing(company)}))`,
          ),
        )
      : undefined,
  );
}
