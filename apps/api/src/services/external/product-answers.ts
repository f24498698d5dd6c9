import { type Db, schema } from "@sf/db";
import { decimalString, type LocalizedText, localizedFields } from "@sf/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Tx } from "./common.ts";

export type ExternalProduct = Record<string, unknown> & { id: number };

const {
  products,
  productTranslations,
  externalProductFields,
  productCategories,
  productSpecValues,
  specificationValues,
} = schema;

/**
 * Products as the original answers them: prices as two-decimal strings, `qty` an integer,
 * `bookmark` a boolean, `specifications` and `category` as the ERP last sent them.
 */
export async function productAnswers(db: Db | Tx, siteId: number, ids: number[]): Promise<ExternalProduct[]> {
  if (!ids.length) return [];
  const [rows, translations, extras, links, specs] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.siteId, siteId), inArray(products.id, ids))),
    db.select().from(productTranslations).where(inArray(productTranslations.productId, ids)),
    db.select().from(externalProductFields).where(inArray(externalProductFields.productId, ids)),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, ids)),
    db
      .select({
        productId: productSpecValues.productId,
        specification_id: specificationValues.specificationId,
        specification_value_id: specificationValues.id,
      })
      .from(productSpecValues)
      .innerJoin(specificationValues, eq(specificationValues.id, productSpecValues.valueId))
      .where(inArray(productSpecValues.productId, ids)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const textsOf = new Map<number, (typeof translations)[number][]>();
  for (const t of translations) textsOf.set(t.productId, [...(textsOf.get(t.productId) ?? []), t]);
  const extrasOf = new Map(extras.map((e) => [e.productId, e.fields as Record<string, unknown>]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = textsOf.get(id) ?? [];
    const field = (pick: (t: (typeof own)[number]) => string): LocalizedText =>
      Object.fromEntries(own.map((t) => [t.lang, pick(t)]).filter(([, v]) => v));
    const extra = extrasOf.get(id) ?? {};
    return [
      {
        id,
        price: decimalString(row.price),
        old_price: row.oldPrice === null ? null : decimalString(row.oldPrice),
        qty: row.stockTotal,
        sort_priority: row.sortPriority,
        bookmark: extra.bookmark === true,
        brand_id: row.brandId,
        weight: extra.weight ?? null,
        height: extra.height ?? null,
        width: extra.width ?? null,
        length: extra.length ?? null,
        code: row.code,
        keywords: extra.keywords ?? null,
        group_product_id: row.variantGroup,
        ...localizedFields(
          "name",
          field((t) => t.title),
        ),
        ...localizedFields(
          "short_description",
          field((t) => t.shortDescription),
        ),
        ...localizedFields(
          "description",
          field((t) => t.description),
        ),
        ...localizedFields(
          "unit_measurement",
          field((t) => t.unit),
        ),
        ...localizedFields(
          "seo_title",
          field((t) => t.seoTitle),
        ),
        ...localizedFields(
          "seo_description",
          field((t) => t.seoDescription),
        ),
        ...localizedFields(
          "seo_keywords",
          field((t) => t.seoKeywords),
        ),
        images: extra.images ?? [],
        // As last sent through this API; else (a product made elsewhere) as the catalogue has them.
        specifications:
          extra.specifications ??
          specs
            .filter((s) => s.productId === id)
            .map(({ specification_id, specification_value_id }) => ({
              specification_id,
              specification_value_id,
            })),
        category: extra.category ?? links.filter((l) => l.productId === id).map((l) => l.categoryId),
      },
    ];
  });
}

export async function listExternalProducts(db: Db, siteId: number, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(products).where(eq(products.siteId, siteId));
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.siteId, siteId))
    .orderBy(asc(products.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total?.n ?? 0,
    results: await productAnswers(
      db,
      siteId,
      ids.map((r) => r.id),
    ),
  };
}

export async function getExternalProduct(db: Db, siteId: number, id: number): Promise<ExternalProduct> {
  const [answer] = await productAnswers(db, siteId, [id]);
  if (!answer) throw notFound("Не найдено.");
  return answer;
}

export async function deleteExternalProduct(db: Db, siteId: number, id: number): Promise<void> {
  const gone = await db
    .delete(products)
    .where(and(eq(products.siteId, siteId), eq(products.id, id)))
    .returning({ id: products.id });
  if (!gone.length) throw notFound("Не найдено.");
}
