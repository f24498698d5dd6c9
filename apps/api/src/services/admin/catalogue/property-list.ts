import type { AdminProperty } from "@sf/contract";
import { schema } from "@sf/db";
import { moveAmongSiblings, placeAt } from "@sf/domain";
import { asc, countDistinct, eq } from "drizzle-orm";
import { FieldErrors } from "../../../lib/app-error.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

/** What the property services need of the shop. */
export type PropertySite = { id: number; languages: string[]; mainLanguage: string };

const { specifications: s, specificationValues: v, productSpecValues: psv } = schema;
const LANGS = new Set(["ro", "ru", "uk", "en"]);

/** A stored title as the contract shows it: the four languages only (an import may have kept others). */
export const titleOf = (title: unknown): AdminProperty["title"] =>
  Object.fromEntries(
    Object.entries((title ?? {}) as Record<string, unknown>).filter(
      ([lang, text]) => LANGS.has(lang) && typeof text === "string",
    ),
  );

/** The shop's properties in order, each with its values in order and how many products use them. */
export async function listProperties(db: DbOrTx, siteId: number): Promise<AdminProperty[]> {
  const [specs, values, valueCounts, specCounts] = await Promise.all([
    db.select().from(s).where(eq(s.siteId, siteId)).orderBy(asc(s.position), asc(s.id)),
    db.select().from(v).where(eq(v.siteId, siteId)).orderBy(asc(v.position), asc(v.id)),
    db
      .select({ id: psv.valueId, n: countDistinct(psv.productId) })
      .from(psv)
      .where(eq(psv.siteId, siteId))
      .groupBy(psv.valueId),
    db
      .select({ id: v.specificationId, n: countDistinct(psv.productId) })
      .from(psv)
      .innerJoin(v, eq(v.id, psv.valueId))
      .where(eq(psv.siteId, siteId))
      .groupBy(v.specificationId),
  ]);
  const perValue = new Map(valueCounts.map((c) => [c.id, c.n]));
  const perSpec = new Map(specCounts.map((c) => [c.id, c.n]));
  return specs.map((spec) => ({
    id: spec.id,
    key: spec.spKey,
    type: spec.type === "radio" ? "radio" : "checkbox",
    position: spec.position,
    title: titleOf(spec.title),
    product_count: perSpec.get(spec.id) ?? 0,
    values: values
      .filter((value) => value.specificationId === spec.id)
      .map((value) => ({
        id: value.id,
        key: value.key,
        position: value.position,
        title: titleOf(value.title),
        product_count: perValue.get(value.id) ?? 0,
      })),
  }));
}

/** One property of the shop as listed (after a write). */
export async function propertyOf(db: DbOrTx, siteId: number, id: number): Promise<AdminProperty> {
  const found = (await listProperties(db, siteId)).find((p) => p.id === id);
  if (!found) throw new Error(`property ${id} vanished after its write`);
  return found;
}

/** Field problems as the API's 400 body, or nothing. */
export function refuseProblems(problems: Record<string, string>): void {
  if (Object.keys(problems).length)
    throw new FieldErrors(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])));
}

/**
 * Renumbers a list 0..n-1 in the given order: `id` placed at `position` when given. Only rows
 * whose position changes are written.
 */
export async function writeOrder(
  tx: DbOrTx,
  table: typeof s | typeof v,
  rows: readonly { id: number; position: number }[],
  id: number,
  position: number | undefined,
): Promise<number[]> {
  const ids = rows.map((r) => r.id);
  const order = position === undefined ? ids : placeAt(ids, id, position);
  for (const [at, rowId] of order.entries())
    if (rows.find((r) => r.id === rowId)?.position !== at)
      await tx.update(table).set({ position: at }).where(eq(table.id, rowId));
  return order;
}

type Ordered = { id: number; position: number };
type Entity = "property" | "property_value";

/**
 * A new property or value: inserted after its siblings (`insert` writes it at the position it is
 * given and answers its id), moved to the `position` asked for, and audited with `audited`
 * (its fields at their final position). Answers its id.
 */
export async function createOrdered(
  tx: DbOrTx,
  actor: StaffActor,
  table: typeof s | typeof v,
  entity: Entity,
  siblings: readonly Ordered[],
  insert: (position: number) => Promise<number>,
  position: number | undefined,
  audited: (position: number) => Record<string, unknown>,
): Promise<number> {
  const id = await insert(siblings.length);
  const order = await writeOrder(tx, table, [...siblings, { id, position: siblings.length }], id, position);
  await writeAudit(tx, actor, {
    action: `${entity}.create`,
    entity,
    entityId: id,
    before: null,
    after: audited(order.indexOf(id)),
  });
  return id;
}

/** Moves a property or value one place up or down among its siblings, audited. */
export async function moveOrdered(
  tx: DbOrTx,
  actor: StaffActor,
  table: typeof s | typeof v,
  entity: Entity,
  siblings: readonly Ordered[],
  id: number,
  direction: "up" | "down",
): Promise<void> {
  const order = moveAmongSiblings(
    siblings.map((x) => x.id),
    id,
    direction,
  );
  await writeOrder(tx, table, siblings, id, order.indexOf(id));
  await writeAudit(tx, actor, {
    action: `${entity}.move`,
    entity,
    entityId: id,
    before: { position: siblings.findIndex((x) => x.id === id) },
    after: { position: order.indexOf(id), direction },
  });
}
