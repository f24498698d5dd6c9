import type { AdminCustomerList, AdminCustomerListQuery } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type AnyColumn, and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { containing } from "../../../lib/sql.ts";
import { qualified } from "../inboxes/reviews.ts";
import { pageOf } from "../paging.ts";

const u = schema.users;
const orderCount = sql<number>`(select count(*)::int from ${schema.orders} o where o.user_id = ${qualified(u.id)} and o.site_id = ${qualified(u.siteId)})`;
const fullName = sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;
const SORTS: Record<string, SQL | AnyColumn> = {
  name: sql`lower(${fullName})`,
  email: u.email,
  created_at: u.createdAt,
  points: u.loyaltyPoints,
  orders: orderCount,
};

/** The shop's customers: part of the name, e-mail or phone; sorted and paged by the database. */
export function customerSearch(siteId: number, text: string | undefined): SQL | undefined {
  const q = text?.trim();
  // A local number (069 123 987) matches the stored international one (+373 69 123 987).
  const digits = q?.replace(/[^\d]/g, "").replace(/^0+/, "") ?? "";
  return and(
    eq(u.siteId, siteId),
    q
      ? or(
          ilike(fullName, containing(q)),
          ilike(u.email, containing(q)),
          digits.length >= 3
            ? ilike(sql`regexp_replace(${u.phone}, '[^0-9]', '', 'g')`, containing(digits))
            : undefined,
        )
      : undefined,
  );
}

export async function listCustomers(
  db: Db,
  siteId: number,
  query: AdminCustomerListQuery,
): Promise<AdminCustomerList> {
  const where = customerSearch(siteId, query.q);
  const paging = pageOf(query);
  const sort = query.sort ?? "-created_at";
  const direction = sort.startsWith("-") ? desc : asc;
  const column = SORTS[sort.replace(/^-/, "")] ?? u.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: u, orders: orderCount })
      .from(u)
      .where(where)
      .orderBy(direction(column), direction(u.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(u).where(where),
  ]);
  return paging.answer(
    rows.map(({ user, orders }) => ({
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email ?? "",
      phone: user.phone,
      active: user.isActive,
      points: user.loyaltyPoints,
      orders: Number(orders),
      created_at: user.createdAt.toISOString(),
    })),
    total?.n ?? 0,
  );
}
