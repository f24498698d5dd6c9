import type { AdminDashboard } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { SHOP_TIME_ZONE, WAITING_STATUSES } from "@sf/domain";
import { and, asc, count, eq, gte, inArray, lte, ne, sql, sum } from "drizzle-orm";

/** Products at or under this stock show on the dashboard. */
export const LOW_STOCK = 5;

/** Today's orders and revenue (cancelled left out), the orders waiting for staff, and low stock. */
export async function getDashboard(
  db: Db,
  site: { id: number; currency: string; mainLanguage: string },
  lang: string,
): Promise<AdminDashboard> {
  const o = schema.orders;
  const p = schema.products;
  const t = schema.productTranslations;
  const todayStart = sql`(date_trunc('day', now() at time zone ${SHOP_TIME_ZONE}) at time zone ${SHOP_TIME_ZONE})`;
  const [[today], waiting, low] = await Promise.all([
    db
      .select({ orders: count(), revenue: sum(o.finalPrice) })
      .from(o)
      .where(and(eq(o.siteId, site.id), gte(o.createdAt, todayStart), ne(o.status, "cancelled"))),
    db
      .select({ status: o.status, n: count() })
      .from(o)
      .where(and(eq(o.siteId, site.id), inArray(o.status, [...WAITING_STATUSES])))
      .groupBy(o.status),
    db
      .select({
        id: p.id,
        code: p.code,
        stock: p.stockTotal,
        title: sql<string>`coalesce((select ${t.title} from ${t} where ${t.productId} = ${p.id} and ${t.lang} = ${lang}), (select ${t.title} from ${t} where ${t.productId} = ${p.id} and ${t.lang} = ${site.mainLanguage}), ${p.code})`,
      })
      .from(p)
      .where(
        and(eq(p.siteId, site.id), eq(p.active, true), eq(p.preorder, false), lte(p.stockTotal, LOW_STOCK)),
      )
      .orderBy(asc(p.stockTotal), asc(p.id))
      .limit(10),
  ]);
  return {
    today: {
      orders: today?.orders ?? 0,
      revenue: Math.round(Number(today?.revenue ?? 0) * 100) / 100,
      currency: site.currency,
    },
    waiting: Object.fromEntries(
      WAITING_STATUSES.map((s) => [s, waiting.find((w) => w.status === s)?.n ?? 0]),
    ),
    low_stock: low,
  };
}
