import type { AdminCustomerDetail } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, count, desc, eq } from "drizzle-orm";
import { notFound } from "../../../lib/app-error.ts";

const RECENT_ORDERS = 50;
const HISTORY = 100;

/** One customer of the shop with their companies, latest orders and points history (404 for another shop's). */
export async function getCustomer(
  db: Db,
  site: { id: number; currency: string },
  customerId: number,
): Promise<AdminCustomerDetail> {
  const { users: u, orders: o, companies: c, loyaltyEntries: l } = schema;
  const [user] = await db
    .select()
    .from(u)
    .where(and(eq(u.id, customerId), eq(u.siteId, site.id)));
  if (!user) throw notFound("Customer not found.");
  const [companies, orders, [orderTotal], history] = await Promise.all([
    db
      .select()
      .from(c)
      .where(and(eq(c.userId, user.id), eq(c.siteId, site.id)))
      .orderBy(c.name),
    db
      .select()
      .from(o)
      .where(and(eq(o.userId, user.id), eq(o.siteId, site.id)))
      .orderBy(desc(o.createdAt), desc(o.id))
      .limit(RECENT_ORDERS),
    db
      .select({ n: count() })
      .from(o)
      .where(and(eq(o.userId, user.id), eq(o.siteId, site.id))),
    db
      .select()
      .from(l)
      .where(and(eq(l.userId, user.id), eq(l.siteId, site.id)))
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(HISTORY),
  ]);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email ?? "",
    phone: user.phone,
    active: user.isActive,
    birthday: user.birthday,
    lang: user.lang,
    points: user.loyaltyPoints,
    orders: orderTotal?.n ?? 0,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    currency: site.currency,
    companies: companies.map(companyView),
    recent_orders: orders.map((order) => ({
      id: order.id,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      final_price: order.finalPrice,
      points_earned: order.loyaltyGive,
      points_spent: order.loyaltyUsed,
    })),
    points_history: history.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      staff_email: entry.staffEmail,
    })),
  };
}

export function companyView(company: typeof schema.companies.$inferSelect) {
  return {
    id: company.id,
    name: company.name,
    fiscal_code: company.fiscalCode,
    vat_code: company.vatCode,
    address: company.address,
    bank: company.bank,
    iban: company.iban,
    created_at: company.createdAt.toISOString(),
  };
}
