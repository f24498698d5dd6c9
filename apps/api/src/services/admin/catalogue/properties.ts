import type { AdminProperty, AdminPropertyWrite } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { propertyDeleteRefusal, propertyProblems, storedTitles } from "@sf/domain";
import { and, asc, countDistinct, eq } from "drizzle-orm";
import { AppError, notFound } from "../../../lib/app-error.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import {
  createOrdered,
  moveOrdered,
  type PropertySite,
  propertyOf,
  refuseProblems,
  titleOf,
  writeOrder,
} from "./property-list.ts";

/**
 * The shop's properties (`specifications`): the storefront's listing filters and product-page
 * properties. Every write is audited and purges the shop's pages (the filters change with it).
 */
const { specifications: s, specificationValues: v, productSpecValues: psv } = schema;

async function propertyRow(tx: DbOrTx, siteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.siteId, siteId), eq(s.id, id)));
  if (!row) throw notFound("No such property in this shop.");
  return row;
}

const siblingsOf = (tx: DbOrTx, siteId: number) =>
  tx
    .select({ id: s.id, key: s.spKey, position: s.position })
    .from(s)
    .where(eq(s.siteId, siteId))
    .orderBy(asc(s.position), asc(s.id));

const audited = (row: { spKey: string; type: string; title: unknown; position: number }) => ({
  key: row.spKey,
  type: row.type,
  title: titleOf(row.title),
  position: row.position,
});

export async function createProperty(
  db: Db,
  actor: StaffActor,
  site: PropertySite,
  input: AdminPropertyWrite,
): Promise<AdminProperty> {
  const id = await db.transaction(async (tx) => {
    const siblings = await siblingsOf(tx, site.id);
    refuseProblems(propertyProblems(input, site, siblings, null, "property"));
    const values = { spKey: input.key, type: input.type, title: storedTitles(input.title, site.languages) };
    return createOrdered(
      tx,
      actor,
      s,
      "property",
      siblings,
      async (position) => {
        const [row] = await tx
          .insert(s)
          .values({ siteId: site.id, ...values, position })
          .returning({ id: s.id });
        if (!row) throw new Error("property insert returned nothing");
        return row.id;
      },
      input.position,
      (position) => audited({ ...values, position }),
    );
  });
  await clearSitePages(db, site.id);
  return propertyOf(db, site.id, id);
}

export async function updateProperty(
  db: Db,
  actor: StaffActor,
  site: PropertySite,
  id: number,
  input: AdminPropertyWrite,
): Promise<AdminProperty> {
  await db.transaction(async (tx) => {
    const before = await propertyRow(tx, site.id, id);
    const siblings = await siblingsOf(tx, site.id);
    refuseProblems(propertyProblems(input, site, siblings, { id, key: before.spKey }, "property"));
    const values = { spKey: input.key, type: input.type, title: storedTitles(input.title, site.languages) };
    await tx
      .update(s)
      .set(values)
      .where(and(eq(s.siteId, site.id), eq(s.id, id)));
    const order = await writeOrder(tx, s, siblings, id, input.position);
    await writeAudit(tx, actor, {
      action: "property.update",
      entity: "property",
      entityId: id,
      before: audited(before),
      after: audited({ ...values, position: order.indexOf(id) }),
    });
  });
  await clearSitePages(db, site.id);
  return propertyOf(db, site.id, id);
}

/**
 * Deletes a property with its values. One that products carry is refused (409, naming how many)
 * unless `detach`: then its values are taken off those products too (the foreign keys cascade).
 */
export async function deleteProperty(db: Db, actor: StaffActor, siteId: number, id: number, detach: boolean) {
  await db.transaction(async (tx) => {
    const row = await propertyRow(tx, siteId, id);
    const [used] = await tx
      .select({ n: countDistinct(psv.productId) })
      .from(psv)
      .innerJoin(v, eq(v.id, psv.valueId))
      .where(and(eq(psv.siteId, siteId), eq(v.specificationId, id)));
    const products = used?.n ?? 0;
    const refusal = propertyDeleteRefusal("property", products, detach);
    if (refusal) throw new AppError("conflict", refusal);
    const values = await tx
      .select({ key: v.key, title: v.title })
      .from(v)
      .where(eq(v.specificationId, id))
      .orderBy(asc(v.position), asc(v.id));
    await tx.delete(s).where(and(eq(s.siteId, siteId), eq(s.id, id)));
    await writeAudit(tx, actor, {
      action: "property.delete",
      entity: "property",
      entityId: id,
      before: { ...audited(row), values: values.map((x) => ({ key: x.key, title: titleOf(x.title) })) },
      after: products ? { detached_from_products: products } : null,
    });
  });
  await clearSitePages(db, siteId);
}

/** Moves a property one place up or down (positions renumbered 0..n-1). */
export async function moveProperty(
  db: Db,
  actor: StaffActor,
  siteId: number,
  id: number,
  direction: "up" | "down",
) {
  await db.transaction(async (tx) => {
    await propertyRow(tx, siteId, id);
    await moveOrdered(tx, actor, s, "property", await siblingsOf(tx, siteId), id, direction);
  });
  await clearSitePages(db, siteId);
}
