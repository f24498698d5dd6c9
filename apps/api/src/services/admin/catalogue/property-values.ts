import type { AdminPropertyValue, AdminPropertyValueWrite } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { propertyDeleteRefusal, propertyProblems, storedTitles } from "@sf/domain";
import { and, asc, count, eq } from "drizzle-orm";
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
 * A property's values (`specification_values`): the options of its filter. Keys are unique
 * within the property; every write is audited and purges the shop's pages.
 */
const { specifications: s, specificationValues: v, productSpecValues: psv } = schema;

async function valueRow(tx: DbOrTx, siteId: number, id: number) {
  const [row] = await tx
    .select()
    .from(v)
    .where(and(eq(v.siteId, siteId), eq(v.id, id)));
  if (!row) throw notFound("No such property value in this shop.");
  return row;
}

const siblingsOf = (tx: DbOrTx, specificationId: number) =>
  tx
    .select({ id: v.id, key: v.key, position: v.position })
    .from(v)
    .where(eq(v.specificationId, specificationId))
    .orderBy(asc(v.position), asc(v.id));

const audited = (row: { specificationId: number; key: string; title: unknown; position: number }) => ({
  property_id: row.specificationId,
  key: row.key,
  title: titleOf(row.title),
  position: row.position,
});

async function listedValue(db: Db, siteId: number, specificationId: number, id: number) {
  const property = await propertyOf(db, siteId, specificationId);
  return property.values.find((x) => x.id === id) as AdminPropertyValue;
}

export async function createPropertyValue(
  db: Db,
  actor: StaffActor,
  site: PropertySite,
  specificationId: number,
  input: AdminPropertyValueWrite,
): Promise<AdminPropertyValue> {
  const id = await db.transaction(async (tx) => {
    const [property] = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.siteId, site.id), eq(s.id, specificationId)));
    if (!property) throw notFound("No such property in this shop.");
    const siblings = await siblingsOf(tx, specificationId);
    refuseProblems(propertyProblems(input, site, siblings, null, "value"));
    const values = { specificationId, key: input.key, title: storedTitles(input.title, site.languages) };
    return createOrdered(
      tx,
      actor,
      v,
      "property_value",
      siblings,
      async (position) => {
        const [row] = await tx
          .insert(v)
          .values({ siteId: site.id, ...values, position })
          .returning({ id: v.id });
        if (!row) throw new Error("property value insert returned nothing");
        return row.id;
      },
      input.position,
      (position) => audited({ ...values, position }),
    );
  });
  await clearSitePages(db, site.id);
  return listedValue(db, site.id, specificationId, id);
}

export async function updatePropertyValue(
  db: Db,
  actor: StaffActor,
  site: PropertySite,
  id: number,
  input: AdminPropertyValueWrite,
): Promise<AdminPropertyValue> {
  const before = await db.transaction(async (tx) => {
    const row = await valueRow(tx, site.id, id);
    const siblings = await siblingsOf(tx, row.specificationId);
    refuseProblems(propertyProblems(input, site, siblings, { id, key: row.key }, "value"));
    const values = { key: input.key, title: storedTitles(input.title, site.languages) };
    await tx
      .update(v)
      .set(values)
      .where(and(eq(v.siteId, site.id), eq(v.id, id)));
    const order = await writeOrder(tx, v, siblings, id, input.position);
    await writeAudit(tx, actor, {
      action: "property_value.update",
      entity: "property_value",
      entityId: id,
      before: audited(row),
      after: audited({ ...row, ...values, position: order.indexOf(id) }),
    });
    return row;
  });
  await clearSitePages(db, site.id);
  return listedValue(db, site.id, before.specificationId, id);
}

/**
 * Deletes a value. One that products carry is refused (409, naming how many) unless `detach`:
 * then it is taken off those products too (the foreign key cascades).
 */
export async function deletePropertyValue(
  db: Db,
  actor: StaffActor,
  siteId: number,
  id: number,
  detach: boolean,
) {
  await db.transaction(async (tx) => {
    const row = await valueRow(tx, siteId, id);
    const [used] = await tx
      .select({ n: count() })
      .from(psv)
      .where(and(eq(psv.siteId, siteId), eq(psv.valueId, id)));
    const products = used?.n ?? 0;
    const refusal = propertyDeleteRefusal("value", products, detach);
    if (refusal) throw new AppError("conflict", refusal);
    await tx.delete(v).where(and(eq(v.siteId, siteId), eq(v.id, id)));
    await writeAudit(tx, actor, {
      action: "property_value.delete",
      entity: "property_value",
      entityId: id,
      before: audited(row),
      after: products ? { detached_from_products: products } : null,
    });
  });
  await clearSitePages(db, siteId);
}

/** Moves a value one place up or down among its property's values. */
export async function movePropertyValue(
  db: Db,
  actor: StaffActor,
  siteId: number,
  id: number,
  direction: "up" | "down",
) {
  await db.transaction(async (tx) => {
    const row = await valueRow(tx, siteId, id);
    await moveOrdered(
      tx,
      actor,
      v,
      "property_value",
      await siblingsOf(tx, row.specificationId),
      id,
      direction,
    );
  });
  await clearSitePages(db, siteId);
}
