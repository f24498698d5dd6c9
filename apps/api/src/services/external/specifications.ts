import { type Db, schema } from "@sf/db";
import {
  addFieldError,
  type FieldErrors,
  type LocalizedText,
  localizedFields,
  planUpserts,
  slugify,
  validateBulk,
  validateExternalSpecification,
  validateExternalSpecificationValue,
} from "@sf/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import {
  bumpCatalogueVersion,
  type ExternalSite,
  hasErrors,
  inOneTransaction,
  type SaveOutcome,
} from "./common.ts";

/**
 * Specifications (filter properties, `sp_key`) and their values through `/external/*`: the
 * same five calls for both. Titles are kept per language as sent.
 */
export type ExternalSpecification = { id: number; sp_key: string } & Record<string, unknown>;
export type ExternalSpecificationValue = { id: number; specification_id: number } & Record<string, unknown>;

const { specifications, specificationValues } = schema;
type Kind = "specification" | "value";

const specAnswer = (row: typeof specifications.$inferSelect): ExternalSpecification => ({
  id: row.id,
  sp_key: row.spKey,
  ...localizedFields("name", row.title),
});
const valueAnswer = (row: typeof specificationValues.$inferSelect): ExternalSpecificationValue => ({
  id: row.id,
  specification_id: row.specificationId,
  ...localizedFields("name", row.title),
});

export async function listExternal(db: Db, kind: Kind, siteId: number, page: number, pageSize: number) {
  const table = kind === "specification" ? specifications : specificationValues;
  const [total] = await db.select({ n: count() }).from(table).where(eq(table.siteId, siteId));
  const offset = (page - 1) * pageSize;
  const results =
    kind === "specification"
      ? (
          await db
            .select()
            .from(specifications)
            .where(eq(specifications.siteId, siteId))
            .orderBy(asc(specifications.id))
            .limit(pageSize)
            .offset(offset)
        ).map(specAnswer)
      : (
          await db
            .select()
            .from(specificationValues)
            .where(eq(specificationValues.siteId, siteId))
            .orderBy(asc(specificationValues.id))
            .limit(pageSize)
            .offset(offset)
        ).map(valueAnswer);
  return { count: total?.n ?? 0, results };
}

export async function getExternal(db: Db, kind: Kind, siteId: number, id: number) {
  if (kind === "specification") {
    const [row] = await db
      .select()
      .from(specifications)
      .where(and(eq(specifications.siteId, siteId), eq(specifications.id, id)));
    if (!row) throw notFound("Не найдено.");
    return specAnswer(row);
  }
  const [row] = await db
    .select()
    .from(specificationValues)
    .where(and(eq(specificationValues.siteId, siteId), eq(specificationValues.id, id)));
  if (!row) throw notFound("Не найдено.");
  return valueAnswer(row);
}

export async function deleteExternal(db: Db, kind: Kind, siteId: number, id: number): Promise<void> {
  const table = kind === "specification" ? specifications : specificationValues;
  const gone = await db
    .delete(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .returning({ id: table.id });
  if (!gone.length) throw notFound("Не найдено.");
}

/** Bulk-create as upsert: `id`, else `sp_key`, names the specification to update. */
export async function saveExternalSpecifications(
  db: Db,
  site: ExternalSite,
  body: unknown,
  only?: { id: number },
): Promise<SaveOutcome<ExternalSpecification>> {
  const bulk = validateBulk(body, validateExternalSpecification, only);
  if (!bulk.ok) return bulk;
  const { checked } = bulk;
  if (!checked.length) return { ok: true, saved: [] };
  const existing = await db
    .select({ id: specifications.id, spKey: specifications.spKey })
    .from(specifications)
    .where(eq(specifications.siteId, site.id));
  if (only && !existing.some((s) => s.id === only.id)) throw notFound("Не найдено.");
  // A specification without `sp_key` gets one from its Romanian name.
  const keys = checked.map((c) =>
    c.ok ? (c.value.spKey ?? (slugify(c.value.name.ro ?? "") || null)) : null,
  );
  const plans = planUpserts(
    checked.map((c, i) => (c.ok ? { id: c.value.id, key: c.value.id === undefined ? keys[i] : null } : {})),
    { ids: new Set(existing.map((s) => s.id)), keys: new Map(existing.map((s) => [s.spKey, s.id])) },
    "sp_key",
  );
  const claimed = new Set<string>();
  const errors: FieldErrors[] = checked.map((c, i) => {
    if (!c.ok) return c.errors;
    const plan = plans[i];
    if (plan?.kind === "error") return plan.errors;
    const found: FieldErrors = {};
    const key = keys[i];
    if (!key) addFieldError(found, "sp_key", "This field is required.");
    const owner = existing.find((s) => s.spKey === key);
    if ((plan?.kind === "update" && owner && owner.id !== plan.id) || (key && claimed.has(key)))
      addFieldError(found, "sp_key", "specification with this sp key already exists.");
    if (key) claimed.add(key);
    return found;
  });
  if (hasErrors(errors)) return { ok: false, errors: only ? (errors[0] as FieldErrors) : errors };
  const ids = await inOneTransaction(db, async (tx) => {
    const saved: number[] = [];
    for (const [i, c] of checked.entries()) {
      if (!c.ok) continue;
      const plan = plans[i];
      const values = { spKey: keys[i] as string, title: c.value.name };
      if (plan?.kind === "update") {
        await tx.update(specifications).set(values).where(eq(specifications.id, plan.id));
        saved.push(plan.id);
      } else {
        const [row] = await tx
          .insert(specifications)
          .values({ siteId: site.id, ...values })
          .returning({ id: specifications.id });
        saved.push(row?.id as number);
      }
    }
    await bumpCatalogueVersion(tx, site.id);
    return saved;
  });
  const rows = await db.select().from(specifications).where(inArray(specifications.id, ids));
  return {
    ok: true,
    saved: ids.map((id) => specAnswer(rows.find((r) => r.id === id) as (typeof rows)[number])),
  };
}

/** Bulk-create as upsert of specification values: `id` names the value to update. */
export async function saveExternalSpecificationValues(
  db: Db,
  site: ExternalSite,
  body: unknown,
  only?: { id: number },
): Promise<SaveOutcome<ExternalSpecificationValue>> {
  const bulk = validateBulk(body, validateExternalSpecificationValue, only);
  if (!bulk.ok) return bulk;
  const { checked } = bulk;
  if (!checked.length) return { ok: true, saved: [] };
  const [specs, values] = await Promise.all([
    db.select({ id: specifications.id }).from(specifications).where(eq(specifications.siteId, site.id)),
    db
      .select({
        id: specificationValues.id,
        specificationId: specificationValues.specificationId,
        key: specificationValues.key,
      })
      .from(specificationValues)
      .where(eq(specificationValues.siteId, site.id)),
  ]);
  if (only && !values.some((v) => v.id === only.id)) throw notFound("Не найдено.");
  const specIds = new Set(specs.map((s) => s.id));
  const plans = planUpserts(
    checked.map((c) => (c.ok ? { id: c.value.id } : {})),
    { ids: new Set(values.map((v) => v.id)), keys: new Map() },
    "id",
  );
  const errors: FieldErrors[] = checked.map((c, i) => {
    if (!c.ok) return c.errors;
    const plan = plans[i];
    if (plan?.kind === "error") return plan.errors;
    return specIds.has(c.value.specificationId)
      ? {}
      : { specification_id: [`Invalid pk "${c.value.specificationId}" - object does not exist.`] };
  });
  if (hasErrors(errors)) return { ok: false, errors: only ? (errors[0] as FieldErrors) : errors };
  // Filter keys (the storefront's query string) come from the Romanian name, unique per specification.
  const used = new Set(values.map((v) => `${v.specificationId}:${v.key}`));
  const ids = await inOneTransaction(db, async (tx) => {
    const saved: number[] = [];
    for (const [i, c] of checked.entries()) {
      if (!c.ok) continue;
      const plan = plans[i];
      const { specificationId, name } = c.value;
      const freeKey = () => {
        const base = slugify(name.ro ?? "") || "value";
        let key = base;
        for (let n = 2; used.has(`${specificationId}:${key}`); n++) key = `${base}-${n}`;
        used.add(`${specificationId}:${key}`);
        return key;
      };
      if (plan?.kind === "update") {
        // A value moved to another specification keeps its key unless that one has it already.
        const current = values.find((v) => v.id === plan.id);
        const moved = current && current.specificationId !== specificationId;
        await tx
          .update(specificationValues)
          .set({
            specificationId,
            title: name as LocalizedText,
            ...(moved && used.has(`${specificationId}:${current.key}`) && { key: freeKey() }),
          })
          .where(eq(specificationValues.id, plan.id));
        saved.push(plan.id);
        continue;
      }
      const key = freeKey();
      const [row] = await tx
        .insert(specificationValues)
        .values({ siteId: site.id, specificationId, key, title: name })
        .returning({ id: specificationValues.id });
      saved.push(row?.id as number);
    }
    await bumpCatalogueVersion(tx, site.id);
    return saved;
  });
  const rows = await db.select().from(specificationValues).where(inArray(specificationValues.id, ids));
  return {
    ok: true,
    saved: ids.map((id) => valueAnswer(rows.find((r) => r.id === id) as (typeof rows)[number])),
  };
}
