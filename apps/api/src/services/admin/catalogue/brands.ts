import type { AdminBrand, AdminBrandWrite } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { brandDeleteRefusal, brandProblems } from "@sf/domain";
import { and, asc, count, eq } from "drizzle-orm";
import { AppError, FieldErrors, notFound } from "../../../lib/app-error.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

const { brands: b, products: p } = schema;

/** The shop's brands by name, with how many products each has. */
export async function listBrands(db: DbOrTx, siteId: number): Promise<AdminBrand[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(b).where(eq(b.siteId, siteId)).orderBy(asc(b.name)),
    db.select({ id: p.brandId, n: count() }).from(p).where(eq(p.siteId, siteId)).groupBy(p.brandId),
  ]);
  const n = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    country: r.country,
    product_count: n.get(r.id) ?? 0,
  }));
}

async function check(tx: DbOrTx, siteId: number, input: AdminBrandWrite, selfId: number | null) {
  const inUse = await tx.select({ id: b.id, name: b.name, slug: b.slug }).from(b).where(eq(b.siteId, siteId));
  const problems = brandProblems(input, inUse, selfId);
  if (Object.keys(problems).length)
    throw new FieldErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
}

const values = (input: AdminBrandWrite) => ({
  name: input.name.trim(),
  slug: input.slug.trim(),
  country: input.country?.trim() || null,
});

export async function createBrand(db: Db, actor: StaffActor, siteId: number, input: AdminBrandWrite) {
  const id = await db.transaction(async (tx) => {
    await check(tx, siteId, input, null);
    const [row] = await tx
      .insert(b)
      .values({ siteId, ...values(input) })
      .returning({ id: b.id });
    if (!row) throw new Error("brand insert returned nothing");
    await writeAudit(tx, actor, {
      action: "brand.create",
      entity: "brand",
      entityId: row.id,
      before: null,
      after: values(input),
    });
    return row.id;
  });
  await clearSitePages(db, siteId);
  return (await listBrands(db, siteId)).find((x) => x.id === id) as AdminBrand;
}

export async function updateBrand(
  db: Db,
  actor: StaffActor,
  siteId: number,
  id: number,
  input: AdminBrandWrite,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(b)
      .where(and(eq(b.siteId, siteId), eq(b.id, id)));
    if (!before) throw notFound("No such brand in this shop.");
    await check(tx, siteId, input, id);
    await tx
      .update(b)
      .set(values(input))
      .where(and(eq(b.siteId, siteId), eq(b.id, id)));
    await writeAudit(tx, actor, {
      action: "brand.update",
      entity: "brand",
      entityId: id,
      before: { name: before.name, slug: before.slug, country: before.country },
      after: values(input),
    });
  });
  await clearSitePages(db, siteId);
  return (await listBrands(db, siteId)).find((x) => x.id === id) as AdminBrand;
}

/** Deletes a brand without products; one with products is refused (409). */
export async function deleteBrand(db: Db, actor: StaffActor, siteId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(b)
      .where(and(eq(b.siteId, siteId), eq(b.id, id)));
    if (!row) throw notFound("No such brand in this shop.");
    const [used] = await tx
      .select({ n: count() })
      .from(p)
      .where(and(eq(p.siteId, siteId), eq(p.brandId, id)));
    const refusal = brandDeleteRefusal(used?.n ?? 0);
    if (refusal) throw new AppError("conflict", refusal);
    await tx.delete(b).where(and(eq(b.siteId, siteId), eq(b.id, id)));
    await writeAudit(tx, actor, {
      action: "brand.delete",
      entity: "brand",
      entityId: id,
      before: { name: row.name, slug: row.slug, country: row.country },
      after: null,
    });
  });
  await clearSitePages(db, siteId);
}
