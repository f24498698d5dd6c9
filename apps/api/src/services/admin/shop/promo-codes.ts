import type { AdminPromoCode, AdminPromoCodeInput, adminPromoCodeInputSchema } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { normalizePromoCode, promoAudienceProblems, promoCodeProblems } from "@sf/domain";
import { and, asc, count, desc, eq, ilike, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import { AppError, FieldErrors } from "../../../lib/app-error.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { customerSearch } from "../customers/list-customers.ts";

type Input = z.output<typeof adminPromoCodeInputSchema>;
type Row = typeof schema.promoCodes.$inferSelect;

export type { AdminPromoCodeInput };

const PAGE_SIZE = 50;

type Labels = Map<number, string>;

const view = (r: Row, labels: Labels): AdminPromoCode => ({
  id: r.id,
  code: r.code,
  type: r.type,
  value_type: r.valueType,
  value: r.value,
  product_ids: r.productIds,
  active: r.active,
  starts_at: r.startsAt?.toISOString() ?? null,
  ends_at: r.endsAt?.toISOString() ?? null,
  max_uses: r.maxUses,
  used_count: r.usedCount,
  audience: r.audience,
  customers: r.customerIds.map((id) => ({ id, label: labels.get(id) ?? `#${id}` })),
  max_uses_per_customer: r.maxUsesPerCustomer,
});

const u = schema.users;
const labelOf = (c: { email: string | null; phone: string; firstName: string; lastName: string }) =>
  [`${c.firstName} ${c.lastName}`.trim(), c.email, c.phone].filter(Boolean).join(" · ");

/** How staff recognise the shop's customers by id: name, e-mail, phone. */
async function customerLabels(db: DbOrTx, siteId: number, ids: readonly number[]): Promise<Labels> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: u.id, email: u.email, phone: u.phone, firstName: u.firstName, lastName: u.lastName })
    .from(u)
    .where(and(eq(u.siteId, siteId), inArray(u.id, [...new Set(ids)])));
  return new Map(rows.map((c) => [c.id, labelOf(c)]));
}

const viewOne = async (db: DbOrTx, siteId: number, r: Row) =>
  view(r, await customerLabels(db, siteId, r.customerIds));

/** Up to 20 of the shop's customers whose name, e-mail or phone contains `q`, for a code's list. */
export async function findPromoCustomers(db: Db, siteId: number, q: string) {
  const rows = await db
    .select({ id: u.id, email: u.email, phone: u.phone, firstName: u.firstName, lastName: u.lastName })
    .from(u)
    .where(customerSearch(siteId, q))
    .orderBy(asc(u.email))
    .limit(20);
  return rows.map((c) => ({ id: c.id, label: labelOf(c) }));
}

const SORTS = {
  code: schema.promoCodes.code,
  ends_at: schema.promoCodes.endsAt,
  used_count: schema.promoCodes.usedCount,
} as const;

/** The shop's promo codes, 50 a page, optionally those whose code contains `q`. */
export async function listPromoCodes(
  db: Db,
  siteId: number,
  query: { page?: number; q?: string; sort?: string },
) {
  const p = schema.promoCodes;
  const typed = query.q
    ?.trim()
    .toUpperCase()
    .replace(/[%_\\]/g, "");
  const where = and(eq(p.siteId, siteId), typed ? ilike(p.code, `%${typed}%`) : undefined);
  const sort = query.sort ?? "code";
  const column = SORTS[sort.replace("-", "") as keyof typeof SORTS] ?? p.code;
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(p)
      .where(where)
      .orderBy(sort.startsWith("-") ? desc(column) : asc(column), asc(p.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(p).where(where),
  ]);
  const n = total?.n ?? 0;
  const labels = await customerLabels(
    db,
    siteId,
    rows.flatMap((r) => r.customerIds),
  );
  return {
    items: rows.map((r) => view(r, labels)),
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / PAGE_SIZE)),
  };
}

/** The fields of a valid code, or a 400 naming what is wrong (the domain's rules, the shop's products, a unique code). */
async function checked(db: Db, siteId: number, input: Input, current: Row | null) {
  const values = {
    code: normalizePromoCode(input.code) ?? input.code,
    type: input.type,
    valueType: input.value_type,
    value: input.value,
    productIds: input.type === "product" ? [...new Set(input.product_ids)] : [],
    active: input.active,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    maxUses: input.max_uses,
    audience: input.audience,
    customerIds: input.audience === "listed" ? [...new Set(input.customer_ids)] : [],
    maxUsesPerCustomer: input.max_uses_per_customer,
  };
  const problems = {
    ...promoCodeProblems({ ...values, usedCount: current?.usedCount ?? 0 }),
    ...promoAudienceProblems(values),
  };
  if (!problems.code) {
    const [taken] = await db
      .select({ id: schema.promoCodes.id })
      .from(schema.promoCodes)
      .where(
        and(
          eq(schema.promoCodes.siteId, siteId),
          eq(schema.promoCodes.code, values.code),
          current ? ne(schema.promoCodes.id, current.id) : undefined,
        ),
      );
    if (taken) problems.code = ["The shop already has this code."];
  }
  if (values.productIds.length) {
    const found = await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.siteId, siteId), inArray(schema.products.id, values.productIds)));
    if (found.length !== values.productIds.length)
      problems.product_ids = ["Some of these products are not in the shop's catalogue."];
  }
  if (values.customerIds.length) {
    const found = await db
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.siteId, siteId), inArray(u.id, values.customerIds)));
    if (found.length !== values.customerIds.length)
      problems.customer_ids = ["Some of these customers are not the shop's."];
  }
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return values;
}

export async function createPromoCode(db: Db, actor: StaffActor, input: Input): Promise<AdminPromoCode> {
  const values = await checked(db, actor.siteId, input, null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.promoCodes)
      .values({ ...values, siteId: actor.siteId })
      .returning();
    if (!row) throw new Error("promo code insert returned nothing");
    await writeAudit(tx, actor, {
      action: "promo_code.create",
      entity: "promo_code",
      entityId: row.id,
      before: null,
      after: await viewOne(tx, actor.siteId, row),
    });
    return viewOne(tx, actor.siteId, row);
  });
}

async function ownRow(db: Db, siteId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(schema.promoCodes)
    .where(and(eq(schema.promoCodes.id, id), eq(schema.promoCodes.siteId, siteId)));
  if (!row) throw new AppError("not_found", "No such promo code.");
  return row;
}

export async function getPromoCode(db: Db, siteId: number, id: number): Promise<AdminPromoCode> {
  return viewOne(db, siteId, await ownRow(db, siteId, id));
}

/** Edits a code (deactivating is `active: false`: used codes stay on their orders). */
export async function updatePromoCode(
  db: Db,
  actor: StaffActor,
  id: number,
  input: Input,
): Promise<AdminPromoCode> {
  const current = await ownRow(db, actor.siteId, id);
  const values = await checked(db, actor.siteId, input, current);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.promoCodes)
      .set(values)
      .where(and(eq(schema.promoCodes.id, id), eq(schema.promoCodes.siteId, actor.siteId)))
      .returning();
    if (!row) throw new AppError("not_found", "No such promo code.");
    await writeAudit(tx, actor, {
      action: "promo_code.update",
      entity: "promo_code",
      entityId: id,
      before: await viewOne(tx, actor.siteId, current),
      after: await viewOne(tx, actor.siteId, row),
    });
    return viewOne(tx, actor.siteId, row);
  });
}
