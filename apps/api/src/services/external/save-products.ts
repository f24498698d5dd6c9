import { randomUUID } from "node:crypto";
import { type Db, schema } from "@sf/db";
import { productPicturePath } from "@sf/db/catalogue-import";
import {
  addFieldError,
  type ExternalProductInput,
  type FieldErrors,
  type LocalizedText,
  mergeFieldErrors,
  planUpserts,
  slugify,
  textFor,
  validateBulk,
  validateExternalProduct,
} from "@sf/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import {
  bumpCatalogueVersion,
  type ExternalSite,
  hasErrors,
  inOneTransaction,
  rowLanguages,
  type SaveOutcome,
  searchText,
  type Tx,
} from "./common.ts";
import { placeholderPicture } from "./placeholder-picture.ts";
import { type ExternalProduct, productAnswers } from "./product-answers.ts";

const {
  products,
  productTranslations,
  productCategories,
  productSpecValues,
  productStock,
  specificationValues,
  categories,
  brands,
  shops,
  media,
  externalProductFields,
} = schema;

type Item = { input: ExternalProductInput; id: number | null };

/**
 * `/external/product/bulk-create/`: every item is checked (shape, then what it names: its
 * categories, brand, specification values, the product it updates, a code another product
 * holds) before anything is written; then all are saved in one transaction. An item with `id`,
 * else with the `code` of an existing product, updates it; the rest are created.
 */
export async function saveExternalProducts(
  db: Db,
  site: ExternalSite,
  body: unknown,
  only?: { id: number },
): Promise<SaveOutcome<ExternalProduct>> {
  const bulk = validateBulk(body, validateExternalProduct, only);
  if (!bulk.ok) return bulk;
  const { checked } = bulk;
  if (!checked.length) return { ok: true, saved: [] };
  const inputs = checked.flatMap((c) => (c.ok ? [c.value] : c.partial ? [c.partial] : []));
  const named = await namedObjects(db, site.id, inputs);
  if (only && !named.productIds.has(only.id)) throw notFound("Не найдено.");
  const plans = planUpserts(
    checked.map((c) => (c.ok ? { id: c.value.id, key: c.value.code ?? null } : {})),
    { ids: named.productIds, keys: named.codes },
    "code",
  );
  const items: Item[] = [];
  const claimed = new Set<string>();
  const errors: FieldErrors[] = checked.map((c, i) => {
    const plan = plans[i];
    // An item refused for its shape is also told which of the objects it names do not exist.
    if (!c.ok) return c.partial ? mergeFieldErrors(c.errors, references(c.partial, null)) : c.errors;
    if (!plan || plan.kind === "error")
      return mergeFieldErrors({ ...plan?.errors }, references(c.value, null));
    const target = plan.kind === "update" ? plan.id : null;
    const found = references(c.value, target);
    items.push({ input: c.value, id: target });
    return found;
  });
  if (hasErrors(errors)) return { ok: false, errors: only ? (errors[0] as FieldErrors) : errors };

  const ids = await inOneTransaction(db, async (tx) => {
    const saved = await writeProducts(tx, site, items);
    await bumpCatalogueVersion(tx, site.id);
    return saved;
  });
  return { ok: true, saved: await productAnswers(db, site.id, ids) };

  function references(input: ExternalProductInput, target: number | null): FieldErrors {
    const found: FieldErrors = {};
    const { code, brandId, categoryIds, specifications } = input;
    const owner = code ? named.codes.get(code) : undefined;
    if (code && ((owner !== undefined && owner !== target) || claimed.has(code)))
      addFieldError(found, "code", "product with this code already exists.");
    if (code) claimed.add(code);
    if (brandId != null && !named.brandIds.has(brandId))
      addFieldError(found, "brand_id", `Invalid pk "${brandId}" - object does not exist.`);
    for (const id of categoryIds)
      if (!named.categoryIds.has(id))
        addFieldError(found, "category", `Invalid pk "${id}" - object does not exist.`);
    const specErrors = specifications.map((s) => {
      const spec = named.valueSpec.get(s.specificationValueId);
      if (spec === undefined)
        return {
          specification_value_id: [`Invalid pk "${s.specificationValueId}" - object does not exist.`],
        };
      if (spec !== s.specificationId)
        return { specification_value_id: ["This value belongs to another specification."] };
      return {};
    });
    if (hasErrors(specErrors)) found.specifications = specErrors;
    return found;
  }
}

/** What the items name that must exist in this shop, looked up in a few queries. */
async function namedObjects(db: Db, siteId: number, inputs: ExternalProductInput[]) {
  const uniq = <T>(values: T[]) => [...new Set(values)];
  const ids = uniq(inputs.flatMap((i) => (i.id === undefined ? [] : [i.id])));
  const codes = uniq(inputs.flatMap((i) => (i.code ? [i.code] : [])));
  const brandIds = uniq(inputs.flatMap((i) => (i.brandId == null ? [] : [i.brandId])));
  const categoryIds = uniq(inputs.flatMap((i) => i.categoryIds));
  const valueIds = uniq(inputs.flatMap((i) => i.specifications.map((s) => s.specificationValueId)));
  const [byId, byCode, brandRows, categoryRows, valueRows] = await Promise.all([
    ids.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.siteId, siteId), inArray(products.id, ids)))
      : [],
    codes.length
      ? db
          .select({ id: products.id, code: products.code })
          .from(products)
          .where(and(eq(products.siteId, siteId), inArray(products.code, codes)))
      : [],
    brandIds.length
      ? db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.siteId, siteId), inArray(brands.id, brandIds)))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.siteId, siteId), inArray(categories.id, categoryIds)))
      : [],
    valueIds.length
      ? db
          .select({ id: specificationValues.id, specificationId: specificationValues.specificationId })
          .from(specificationValues)
          .where(and(eq(specificationValues.siteId, siteId), inArray(specificationValues.id, valueIds)))
      : [],
  ]);
  return {
    productIds: new Set(byId.map((r) => r.id)),
    codes: new Map(byCode.map((r) => [r.code, r.id])),
    brandIds: new Set(brandRows.map((r) => r.id)),
    categoryIds: new Set(categoryRows.map((r) => r.id)),
    valueSpec: new Map(valueRows.map((r) => [r.id, r.specificationId])),
  };
}

async function writeProducts(tx: Tx, site: ExternalSite, items: Item[]): Promise<number[]> {
  const siteId = site.id;
  // An update changes what the item carried; a new product takes defaults for the rest.
  const columns = (p: ExternalProductInput) => ({
    price: p.price,
    ...(p.sent.has("old_price") && { oldPrice: p.oldPrice }),
    ...(p.sent.has("brand_id") && { brandId: p.brandId ?? null }),
    mainCategoryId: p.categoryIds[0] ?? null,
    variantGroup: p.groupProductId,
    ...(p.sortPriority !== undefined && { sortPriority: p.sortPriority }),
    ...(p.code && { code: p.code }),
    ...(p.qty !== undefined && { stockTotal: p.qty }),
  });
  // Updates: their current stock first (a qty that did not change keeps the per-store split).
  const updates = items.filter((i) => i.id !== null);
  const before = updates.length
    ? await tx
        .select({ id: products.id, stockTotal: products.stockTotal })
        .from(products)
        .where(
          inArray(
            products.id,
            updates.map((i) => i.id as number),
          ),
        )
    : [];
  const stockBefore = new Map(before.map((r) => [r.id, r.stockTotal]));
  for (const item of updates)
    await tx
      .update(products)
      .set(columns(item.input))
      .where(eq(products.id, item.id as number));
  const creates = items.filter((i) => i.id === null);
  for (let start = 0; start < creates.length; start += 300) {
    const batch = creates.slice(start, start + 300);
    const rows = await tx
      .insert(products)
      .values(
        batch.map((i) => ({
          siteId,
          stockTotal: 0,
          // A product without a code gets "ext-{id}" once its id is known.
          code: i.input.code || `#${randomUUID()}`,
          ...columns(i.input),
        })),
      )
      .returning({ id: products.id, code: products.code });
    for (const [n, row] of rows.entries()) (batch[n] as Item).id = row.id;
    const unnamed = rows.filter((r) => r.code.startsWith("#")).map((r) => r.id);
    if (unnamed.length)
      await tx
        .update(products)
        .set({ code: sql`'ext-' || ${products.id}` })
        .where(inArray(products.id, unnamed));
  }
  const ids = items.map((i) => i.id as number);
  await writeTranslations(tx, site, items);
  await tx.delete(productCategories).where(inArray(productCategories.productId, ids));
  const links = items.flatMap((i) =>
    i.input.categoryIds.map((categoryId) => ({ productId: i.id as number, categoryId, siteId })),
  );
  if (links.length) await tx.insert(productCategories).values(links).onConflictDoNothing();
  await tx.delete(productSpecValues).where(inArray(productSpecValues.productId, ids));
  const values = items.flatMap((i) =>
    i.input.specifications.map((s) => ({
      productId: i.id as number,
      valueId: s.specificationValueId,
      siteId,
    })),
  );
  if (values.length) await tx.insert(productSpecValues).values(values).onConflictDoNothing();
  await writeStock(
    tx,
    siteId,
    items.filter((i) => i.input.qty !== undefined && stockBefore.get(i.id as number) !== i.input.qty),
  );
  const extras = items.map((i) => ({
    productId: i.id as number,
    siteId,
    fields: { ...i.input.echo, ...(i.input.bookmark !== undefined && { bookmark: i.input.bookmark }) },
  }));
  await tx
    .insert(externalProductFields)
    .values(extras)
    // What the item left out stays as last sent.
    .onConflictDoUpdate({
      target: externalProductFields.productId,
      set: { fields: sql`${externalProductFields.fields} || excluded.fields` },
    });
  await writePictures(tx, siteId, ids);
  return ids;
}

/**
 * Texts per language: the shop's languages always (a missing one falls back to Romanian), others
 * when sent. A product keeps the slug it has (its URL); a new one takes its title's, with its id
 * added when another product of the shop has it.
 */
async function writeTranslations(tx: Tx, site: ExternalSite, items: Item[]): Promise<void> {
  const ids = items.map((i) => i.id as number);
  const current = await tx
    .select()
    .from(productTranslations)
    .where(inArray(productTranslations.productId, ids));
  const rowOf = new Map(current.map((t) => [`${t.productId}:${t.lang}`, t]));
  const kept = new Map(current.map((t) => [`${t.productId}:${t.lang}`, t.slug]));
  const rows = items.flatMap(({ input: p, id }) =>
    rowLanguages(site, p.name).map((lang) => {
      const before = rowOf.get(`${id}:${lang}`);
      // A text the item carried (even empty) replaces the stored one; one it left out stays.
      const pick = (prefix: string, text: LocalizedText, stored: string | undefined) =>
        p.sent.has(`${prefix}_${lang}`) || stored === undefined
          ? (text[lang as keyof LocalizedText] ?? "")
          : stored;
      const title = p.name[lang as keyof LocalizedText] ?? before?.title ?? textFor(p.name, lang);
      return {
        productId: id as number,
        siteId: site.id,
        lang,
        title,
        slug: kept.get(`${id}:${lang}`) ?? (slugify(title) || `product-${id}`),
        shortDescription: pick("short_description", p.shortDescription, before?.shortDescription),
        description: pick("description", p.description, before?.description),
        unit: pick("unit_measurement", p.unit, before?.unit),
        seoTitle: pick("seo_title", p.seoTitle, before?.seoTitle),
        seoDescription: pick("seo_description", p.seoDescription, before?.seoDescription),
        seoKeywords: pick("seo_keywords", p.seoKeywords, before?.seoKeywords),
        searchText: searchText(title, p.code ?? ""),
      };
    }),
  );
  const fresh = rows.filter((r) => !kept.has(`${r.productId}:${r.lang}`));
  if (fresh.length) {
    const taken = await tx
      .select({
        productId: productTranslations.productId,
        lang: productTranslations.lang,
        slug: productTranslations.slug,
      })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.siteId, site.id),
          inArray(productTranslations.slug, [...new Set(fresh.map((r) => r.slug))]),
        ),
      );
    const used = new Set(taken.map((t) => `${t.lang}:${t.slug}`));
    for (const row of fresh) {
      if (used.has(`${row.lang}:${row.slug}`)) row.slug = `${row.slug}-${row.productId}`;
      used.add(`${row.lang}:${row.slug}`);
    }
  }
  for (let start = 0; start < rows.length; start += 500)
    await tx
      .insert(productTranslations)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({
        target: [productTranslations.productId, productTranslations.lang],
        set: {
          title: sql`excluded.title`,
          shortDescription: sql`excluded.short_description`,
          description: sql`excluded.description`,
          unit: sql`excluded.unit`,
          seoTitle: sql`excluded.seo_title`,
          seoDescription: sql`excluded.seo_description`,
          seoKeywords: sql`excluded.seo_keywords`,
          searchText: sql`excluded.search_text`,
        },
      });
}

/**
 * The ERP's `qty` is the product's whole stock: it is kept at the shop's first store (the others
 * at 0) when the shop has stores, and as the product's total either way.
 */
async function writeStock(tx: Tx, siteId: number, items: Item[]): Promise<void> {
  if (!items.length) return;
  const [first] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.siteId, siteId))
    .orderBy(asc(shops.position), asc(shops.id))
    .limit(1);
  const ids = items.map((i) => i.id as number);
  await tx.delete(productStock).where(inArray(productStock.productId, ids));
  if (first)
    await tx
      .insert(productStock)
      .values(
        items.map((i) => ({ productId: i.id as number, shopId: first.id, siteId, qty: i.input.qty ?? 0 })),
      );
}

/** A product needs a picture at its code's path (the storefront shows it): a placeholder until one is uploaded. */
async function writePictures(tx: Tx, siteId: number, ids: number[]): Promise<void> {
  const rows = await tx.select({ code: products.code }).from(products).where(inArray(products.id, ids));
  const pictures = rows.map((r) => ({
    siteId,
    path: productPicturePath(r.code, 1),
    contentType: "image/svg+xml",
    body: new TextEncoder().encode(placeholderPicture(r.code)),
  }));
  for (let start = 0; start < pictures.length; start += 300)
    await tx
      .insert(media)
      .values(pictures.slice(start, start + 300))
      .onConflictDoNothing();
}
