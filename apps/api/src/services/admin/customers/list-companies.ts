import type { AdminCompanyList } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { containing } from "../../../lib/sql.ts";
import { qualified } from "../inboxes/reviews.ts";
import { pageOf } from "../paging.ts";
import { companyView } from "./get-customer.ts";

/** The shop's customers' companies (legal entities), by name; part of the name, fiscal code or e-mail. */
export async function listCompanies(
  db: Db,
  siteId: number,
  query: { q?: string; page?: number },
): Promise<AdminCompanyList> {
  const { companies: c, users: u } = schema;
  const q = query.q?.trim();
  const where = and(
    eq(c.siteId, siteId),
    q
      ? or(ilike(c.name, containing(q)), ilike(c.fiscalCode, containing(q)), ilike(u.email, containing(q)))
      : undefined,
  );
  const paging = pageOf(query);
  const orders = sql<number>`(select count(*)::int from ${schema.orders} o where o.user_id = ${qualified(c.userId)} and o.site_id = ${qualified(c.siteId)})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        company: c,
        user: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email },
        orders,
      })
      .from(c)
      .innerJoin(u, and(eq(u.id, c.userId), eq(u.siteId, c.siteId)))
      .where(where)
      .orderBy(asc(sql`lower(${c.name})`), asc(c.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db
      .select({ n: count() })
      .from(c)
      .innerJoin(u, and(eq(u.id, c.userId), eq(u.siteId, c.siteId)))
      .where(where),
  ]);
  return paging.answer(
    rows.map(({ company, user, orders: n }) => ({
      ...companyView(company),
      customer: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email ?? "" },
      orders: Number(n),
    })),
    total?.n ?? 0,
  );
}
