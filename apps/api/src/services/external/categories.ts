import { type Db, schema } from "@sf/db";
import {
  addFieldError,
  type ExternalCategoryInput,
  type FieldErrors,
  type LocalizedText,
  localizedFields,
  planUpserts,
  slugify,
  textFor,
  validateBulk,
  validateExternalCategory,
} from "@sf/domain";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import {
  bumpCatalogueVersion,
  type ExternalSite,
  hasErrors,
  inOneTransaction,
  rowLanguages,
  type SaveOutcome,
  type Tx,
} from "./common.ts";

export type ExternalCategory = Record<string, unknown> & { id: number };

const { categories, categoryTranslations, externalCategoryFields } = schema;

/** Categories as the original answers them, for ids (in that order) of the site. */
export async function categoryAnswers(
  db: Db | Tx,
  siteId: number,
  ids: number[],
): Promise<ExternalCategory[]> {
  if (!ids.length) return [];
  const [rows, translations, extras] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(eq(categories.siteId, siteId), inArray(categories.id, ids))),
    db.select().from(categoryTranslations).where(inArray(categoryTranslations.categoryId, ids)),
    db.select().from(externalCategoryFields).where(inArray(externalCategoryFields.categoryId, ids)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = translations.filter((t) => t.categoryId === id);
    const field = (pick: (t: (typeof own)[number]) => string): LocalizedText =>
      Object.fromEntries(own.map((t) => [t.lang, pick(t)]).filter(([, v]) => v));
    const extra = extras.find((e) => e.categoryId === id);
    const fields = (extra?.fields ?? {}) as Record<string, unknown>;
    return [
      {
        id,
        position: row.position,
        ...localizedFields(
          "name",
          field((t) => t.title),
        ),
        ...localizedFields(
          "slug",
          field((t) => t.slug),
        ),
        hide: fields.hide === true,
        ...localizedFields(
          "description",
          field((t) => t.description),
        ),
        description_position: (fields.description_position as string | undefined) ?? null,
        group_category_id: extra?.groupCategoryId ?? null,
        ...localizedFields(
          "meta_title",
          field((t) => t.seoTitle),
        ),
        ...localizedFields(
          "meta_description",
          field((t) => t.seoDescription),
        ),
        ...localizedFields("meta_keywords", metaKeywords(fields)),
        show_18_popup: row.show18Popup,
        category_id: row.parentId,
      },
    ];
  });
}

export async function listExternalCategories(db: Db, siteId: number, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(categories).where(eq(categories.siteId, siteId));
  const ids = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.siteId, siteId))
    .orderBy(asc(categories.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total?.n ?? 0,
    results: await categoryAnswers(
      db,
      siteId,
      ids.map((r) => r.id),
    ),
  };
}

export async function getExternalCategory(db: Db, siteId: number, id: number): Promise<ExternalCategory> {
  const [answer] = await categoryAnswers(db, siteId, [id]);
  if (!answer) throw notFound("Не найдено.");
  return answer;
}

export async function deleteExternalCategory(db: Db, siteId: number, id: number): Promise<void> {
  const gone = await db
    .delete(categories)
    .where(and(eq(categories.siteId, siteId), eq(categories.id, id)))
    .returning({ id: categories.id });
  if (!gone.length) throw notFound("Не найдено.");
}

/**
 * Bulk-create as upsert (`id`, else `group_category_id`, names the category to update), all in
 * one transaction or nothing: every item is checked first and any error answers them all.
 */
export async function saveExternalCategories(
  db: Db,
  site: ExternalSite,
  body: unknown,
  only?: { id: number },
): Promise<SaveOutcome<ExternalCategory>> {
  const bulk = validateBulk(body, validateExternalCategory, only);
  if (!bulk.ok) return bulk;
  const { checked } = bulk;
  if (!checked.length) return { ok: true, saved: [] };
  const tree = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.siteId, site.id));
  const parents = new Map(tree.map((c) => [c.id, c.parentId]));
  if (only && !parents.has(only.id)) throw notFound("Не найдено.");
  const groupKeys = checked.flatMap((c) =>
    c.ok && c.value.groupCategoryId ? [c.value.groupCategoryId] : [],
  );
  const keyed = groupKeys.length
    ? await db
        .select({ id: externalCategoryFields.categoryId, key: externalCategoryFields.groupCategoryId })
        .from(externalCategoryFields)
        .where(
          and(
            eq(externalCategoryFields.siteId, site.id),
            inArray(externalCategoryFields.groupCategoryId, groupKeys),
          ),
        )
    : [];
  const plans = planUpserts(
    checked.map((c) => (c.ok ? { id: c.value.id, key: c.value.groupCategoryId } : {})),
    { ids: new Set(parents.keys()), keys: new Map(keyed.map((k) => [k.key as string, k.id])) },
    "group_category_id",
  );
  const errors: FieldErrors[] = checked.map((c, i) => {
    if (!c.ok) return c.errors;
    const plan = plans[i];
    if (plan?.kind === "error") return plan.errors;
    const found: FieldErrors = {};
    const parentId = c.value.parentId;
    if (parentId !== null) {
      if (!parents.has(parentId))
        addFieldError(found, "category_id", `Invalid pk "${parentId}" - object does not exist.`);
      else if (plan?.kind === "update" && isAncestorOrSelf(parents, plan.id, parentId))
        addFieldError(found, "category_id", "A category cannot be placed under itself or its subcategories.");
    }
    return found;
  });
  if (hasErrors(errors)) return { ok: false, errors: only ? (errors[0] as FieldErrors) : errors };

  const ids = await inOneTransaction(db, async (tx) => {
    const saved: number[] = [];
    for (const [i, c] of checked.entries()) {
      if (!c.ok) continue;
      const plan = plans[i];
      saved.push(await saveOne(tx, site, c.value, plan?.kind === "update" ? plan.id : null));
    }
    await rebuildPaths(tx, site.id);
    await bumpCatalogueVersion(tx, site.id);
    return saved;
  });
  return { ok: true, saved: await categoryAnswers(db, site.id, ids) };
}

function isAncestorOrSelf(parents: Map<number, number | null>, id: number, candidate: number): boolean {
  for (let at: number | null | undefined = candidate, hops = 0; at != null && hops < 10_000; hops++) {
    if (at === id) return true;
    at = parents.get(at);
  }
  return false;
}

async function saveOne(
  tx: Tx,
  site: ExternalSite,
  c: ExternalCategoryInput,
  existing: number | null,
): Promise<number> {
  // A bulk update changes what the item carried (PUT sends the full object); a new one takes defaults.
  const has = (field: string) => existing === null || c.sent.has(field);
  const values = {
    ...(has("position") && { position: c.position }),
    ...(has("show_18_popup") && { show18Popup: c.show18Popup }),
    ...(has("category_id") && { parentId: c.parentId }),
  };
  let id = existing;
  if (id === null) {
    const [row] = await tx
      .insert(categories)
      .values({ siteId: site.id, ...values })
      .returning({ id: categories.id });
    id = row?.id as number;
  } else if (Object.keys(values).length) {
    await tx.update(categories).set(values).where(eq(categories.id, id));
  }
  const langs = rowLanguages(site, c.name);
  const current = await tx.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
  for (const lang of langs) {
    const before = current.find((t) => t.lang === lang);
    const pick = (prefix: string, text: LocalizedText, stored: string | undefined) =>
      c.sent.has(`${prefix}_${lang}`) || stored === undefined
        ? (text[lang as keyof LocalizedText] ?? "")
        : stored;
    const title = c.name[lang as keyof LocalizedText] ?? before?.title ?? textFor(c.name, lang);
    const slug = c.slug[lang as keyof LocalizedText] ?? before?.slug ?? (slugify(title) || `category-${id}`);
    const texts = {
      title,
      slug,
      description: pick("description", c.description, before?.description),
      seoTitle: pick("meta_title", c.metaTitle, before?.seoTitle),
      seoDescription: pick("meta_description", c.metaDescription, before?.seoDescription),
    };
    await tx
      .insert(categoryTranslations)
      .values({ categoryId: id, siteId: site.id, lang, path: `#${id}`, ...texts })
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryId, categoryTranslations.lang],
        set: texts,
      });
  }
  const fields: Record<string, unknown> = {};
  if (has("hide")) fields.hide = c.hide;
  if (has("description_position")) fields.description_position = c.descriptionPosition;
  for (const lang of ["ro", "ru", "en", "uk"] as const)
    if (has(`meta_keywords_${lang}`)) fields[`meta_keywords_${lang}`] = c.metaKeywords[lang] ?? null;
  const groupCategoryId = has("group_category_id") ? c.groupCategoryId : undefined;
  await tx
    .insert(externalCategoryFields)
    .values({ categoryId: id, siteId: site.id, groupCategoryId: groupCategoryId ?? null, fields })
    .onConflictDoUpdate({
      target: externalCategoryFields.categoryId,
      set: {
        ...(groupCategoryId !== undefined && { groupCategoryId }),
        fields: sql`${externalCategoryFields.fields} || excluded.fields`,
      },
    });
  return id;
}

/**
 * A category's URL path is its ancestors' slugs and its own: recomputed for the site after a
 * write (a moved or renamed parent moves its subtree). A slug a sibling already has gets the
 * category's id, since paths are unique per language.
 */
async function rebuildPaths(tx: Tx, siteId: number): Promise<void> {
  const [tree, translations] = await Promise.all([
    tx
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.siteId, siteId))
      .orderBy(asc(categories.id)),
    tx
      .select({
        categoryId: categoryTranslations.categoryId,
        lang: categoryTranslations.lang,
        slug: categoryTranslations.slug,
        path: categoryTranslations.path,
      })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.siteId, siteId)),
  ]);
  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const byKey = new Map(translations.map((t) => [`${t.categoryId}:${t.lang}`, t]));
  const paths = new Map<string, string>();
  const taken = new Set<string>();
  const pathOf = (id: number, lang: string, depth = 0): string => {
    const key = `${id}:${lang}`;
    const known = paths.get(key);
    if (known !== undefined) return known;
    const own = byKey.get(key);
    const parent = parentOf.get(id) ?? null;
    const prefix = parent !== null && depth < 50 ? `${pathOf(parent, lang, depth + 1)}/` : "";
    let path = `${prefix}${own?.slug ?? `category-${id}`}`;
    if (taken.has(`${lang}:${path}`)) path = `${path}-${id}`;
    taken.add(`${lang}:${path}`);
    paths.set(key, path);
    return path;
  };
  // Unchanged categories claim their paths first, so only new or moved ones get a suffix.
  const ordered = [...translations].sort(
    (a, b) => Number(a.path.startsWith("#")) - Number(b.path.startsWith("#")),
  );
  for (const t of ordered) pathOf(t.categoryId, t.lang);
  const changed = translations.filter((t) => paths.get(`${t.categoryId}:${t.lang}`) !== t.path);
  // Two steps, so a path handed from one category to another never meets itself.
  for (const t of changed)
    await tx
      .update(categoryTranslations)
      .set({ path: `#${t.categoryId}:${t.lang}` })
      .where(and(eq(categoryTranslations.categoryId, t.categoryId), eq(categoryTranslations.lang, t.lang)));
  for (const t of changed)
    await tx
      .update(categoryTranslations)
      .set({ path: paths.get(`${t.categoryId}:${t.lang}`) as string })
      .where(and(eq(categoryTranslations.categoryId, t.categoryId), eq(categoryTranslations.lang, t.lang)));
}

/** `meta_keywords_{lang}` as kept in the side table. */
function metaKeywords(fields: Record<string, unknown>): LocalizedText {
  const out: LocalizedText = {};
  for (const lang of ["ro", "ru", "en", "uk"] as const) {
    const value = fields[`meta_keywords_${lang}`];
    if (typeof value === "string" && value) out[lang] = value;
  }
  return out;
}
