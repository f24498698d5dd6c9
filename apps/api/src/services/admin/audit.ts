import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx, StaffActor } from "./actor.ts";

export type AuditEntry = {
  action: string;
  entity:
    | "order"
    | "staff"
    | "session"
    | "catalogue"
    | "customer"
    | "product_review"
    | "shop_review"
    | "stock_request"
    | "shop_request"
    | "credit_request"
    | "resume"
    | "promo_code"
    | "store"
    | "settings"
    | "api_key"
    | "product"
    | "content"
    | "category"
    | "brand"
    | "property"
    | "property_value"
    | "advert"
    | "complaint";
  entityId: number | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Writes one change to the audit log, in the transaction that made it. */
export async function writeAudit(tx: DbOrTx, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await tx.insert(schema.auditLog).values({
    siteId: actor.siteId,
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
    ip: actor.ip,
  });
}

const PAGE_SIZE = 50;

/** The shop's audit log, newest first, 50 a page; optionally one entity's entries. */
export async function listAudit(
  db: Db,
  siteId: number,
  query: { page?: number; entity?: string; entity_id?: string },
) {
  const { auditLog: a } = schema;
  const where = and(
    eq(a.siteId, siteId),
    query.entity ? eq(a.entity, query.entity) : undefined,
    query.entity_id ? eq(a.entityId, query.entity_id) : undefined,
  );
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.at), desc(a.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staff_email: r.staffEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    })),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / PAGE_SIZE)),
  };
}
