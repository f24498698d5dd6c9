import type { AdminProductDetail, AdminProductValues } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { searchText } from "@sf/db/catalogue-import";
import {
  fillLanguages,
  PRODUCT_LINK_KINDS,
  type ProductEditorErrors,
  productEditorProblems,
  slugify,
  slugProblems,
  stockTotal,
} from "@sf/domain";
import { and, eq, inArray, ne, notInArray, or, sql } from "drizzle-orm";
import { FieldErrors, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { FileStorage } from "../../../lib/storage/file-storage.ts";
import { inOneTransaction } from "../../external/common.ts";
import { writePictures } from "../../external/save-products.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import { uploadKey } from "../../media/uploaded-images.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { sanitizeShopHtml } from "../content/html-policy.ts";
import { getAdminProduct } from "./get-product.ts";

const {
  products,
  productTranslations,
  productCategories,
  productSpecValues,
  productStock,
  productLinks,
  categories,
  brands,
  specificationValues,
  shops,
  media,
} = schema;

/** The markup a product description may keep: text structure, lists, tables and links. */
/**
 * Creates (`id` null) or replaces one product of the shop from the editor: every rule and every
 * id it names (categories, brand, properties, stores, linked products) checked against the shop
 * first (400 with the fields, nothing written); then the product, its texts (description
 * sanitized, search text), categories, properties, stock per store and its total, links and
 * pictures in one transaction with the audit entry; then the shop's pages are purged.
 */
export async function saveAdminProduct(
  db: Db,
  storage: FileStorage,
  site: Site,
  actor: StaffActor,
  lang: string,
  id: number | null,
  input: AdminProductValues,
): Promise<AdminProductDetail> {
  if (id !== null) {
    const [own] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), eq(products.siteId, site.id)));
    if (!own) throw notFound("Product not found.");
  }
  const errors = productEditorProblems(
    {
      ...input,
      main_language: site.mainLanguage,
      texts: input.texts as Record<string, { title: string; slug: string }>,
    },
    id,
  );
  for (const textLang of Object.keys(input.texts))
    if (!site.languages.includes(textLang))
      push(errors, `texts.${textLang}`, "The shop does not use this language.");
  const taken = await takenSlugs(db, site, id, input);
  merge(errors, slugProblems(input.texts as Record<string, { title: string; slug: string }>, taken));
  merge(errors, await referenceProblems(db, site.id, id, input));
  merge(errors, await pictureProblems(db, storage, site.id, input.images));
  if (Object.keys(errors).length) throw new FieldErrors(errors);

  const texts = fillLanguages(
    input.texts as Record<string, NonNullable<AdminProductValues["texts"]["ro"]>>,
    site.languages,
    site.mainLanguage,
    taken,
    `product-${input.code}`,
  );
  const saved = await inOneTransaction(db, async (tx) => {
    const before = id === null ? null : await getAdminProduct(tx, site, lang, id);
    const columns = {
      code: input.code,
      brandId: input.brand_id,
      mainCategoryId: input.category_ids[0] ?? null,
      price: input.price,
      oldPrice: input.old_price,
      multiplicity: input.multiplicity,
      loyaltyGive: input.loyalty_give,
      isRecipe: input.is_recipe,
      homeDelivery: input.home_delivery,
      active: input.active,
      images: input.images,
      stockTotal: stockTotal(input.stock),
    };
    const productId =
      id ??
      ((
        await tx
          .insert(products)
          .values({ siteId: site.id, ...columns })
          .returning({ id: products.id })
      )[0]?.id as number);
    if (id !== null) await tx.update(products).set(columns).where(eq(products.id, id));
    await writeTexts(tx, site, productId, input, texts);
    await replaceRows(tx, productId, site.id, input);
    // A product without pictures of its own shows the one named after its code: a placeholder.
    if (!input.images.length) await writePictures(tx, site.id, [productId]);
    const after = await getAdminProduct(tx, site, lang, productId);
    await writeAudit(tx, actor, {
      action: id === null ? "product.create" : "product.update",
      entity: "product",
      entityId: productId,
      before: before ? auditView(before) : null,
      after: auditView(after),
    });
    return after;
  });
  await clearSitePages(db, site.id);
  return saved;
}

/** What the audit log keeps of a product: the editor's fields (not the pickers' display names). */
function auditView(p: AdminProductDetail): Record<string, unknown> {
  const { linked: _linked, shown_images: _shown, order_count: _orders, ...fields } = p;
  return fields;
}

function push(errors: ProductEditorErrors, field: string, message: string): void {
  errors[field] = [...(errors[field] ?? []), message];
}

function merge(errors: ProductEditorErrors, more: ProductEditorErrors): void {
  for (const [field, messages] of Object.entries(more)) for (const m of messages) push(errors, field, m);
}

/**
 * Slugs other products of the shop hold (`lang:slug`), among those this save asks for and those
 * a language it left out would get from the main title.
 */
async function takenSlugs(
  db: Db,
  site: Site,
  id: number | null,
  input: AdminProductValues,
): Promise<Set<string>> {
  const asked = Object.values(input.texts).map((t) => t?.slug ?? "");
  const base = slugify(input.texts[site.mainLanguage as "ro"]?.title ?? "") || `product-${input.code}`;
  const rows = await db
    .select({ lang: productTranslations.lang, slug: productTranslations.slug })
    .from(productTranslations)
    .where(
      and(
        eq(productTranslations.siteId, site.id),
        id === null ? undefined : ne(productTranslations.productId, id),
        or(
          asked.length ? inArray(productTranslations.slug, asked) : undefined,
          sql`${productTranslations.slug} like ${`${base.replace(/[\\%_]/g, "\\$&")}%`}`,
        ),
      ),
    );
  return new Set(rows.map((r) => `${r.lang}:${r.slug}`));
}

/**
 * Every picture must be the shop's: an upload in its part of the file storage, or an SVG master
 * in its media (the demo's). Another shop's upload, or one never made, is refused.
 */
async function pictureProblems(
  db: Db,
  storage: FileStorage,
  siteId: number,
  images: string[],
): Promise<ProductEditorErrors> {
  const errors: ProductEditorErrors = {};
  const svgs = images.filter((i) => i.endsWith(".svg")).map((i) => i.slice("/media/".length));
  const stored = new Set(
    svgs.length
      ? (
          await db
            .select({ path: media.path })
            .from(media)
            .where(and(eq(media.siteId, siteId), inArray(media.path, svgs)))
        ).map((r) => `/media/${r.path}`)
      : [],
  );
  for (const [i, path] of images.entries()) {
    const found = path.endsWith(".svg")
      ? stored.has(path)
      : (await storage.get(uploadKey(siteId, path.slice("/media/".length)))) !== null;
    if (!found) push(errors, `images.${i}`, "This picture was not uploaded to this shop: upload it again.");
  }
  return errors;
}

/** Every id the save names must be the shop's; the code must be no other product's. */
async function referenceProblems(
  db: Db,
  siteId: number,
  id: number | null,
  input: AdminProductValues,
): Promise<ProductEditorErrors> {
  const errors: ProductEditorErrors = {};
  const linkIds = [...new Set(PRODUCT_LINK_KINDS.flatMap((k) => input.links[k]))];
  const storeIds = input.stock.map((s) => s.store_id);
  const own = async <T extends { id: number }>(ids: number[], query: (ids: number[]) => Promise<T[]>) =>
    new Set(ids.length ? (await query(ids)).map((r) => r.id) : []);
  const [cats, brand, values, stores, linked, sameCode] = await Promise.all([
    own(input.category_ids, (ids) =>
      db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.siteId, siteId), inArray(categories.id, ids))),
    ),
    own(input.brand_id === null ? [] : [input.brand_id], (ids) =>
      db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.siteId, siteId), inArray(brands.id, ids))),
    ),
    own(input.spec_value_ids, (ids) =>
      db
        .select({ id: specificationValues.id })
        .from(specificationValues)
        .where(and(eq(specificationValues.siteId, siteId), inArray(specificationValues.id, ids))),
    ),
    own(storeIds, (ids) =>
      db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.siteId, siteId), inArray(shops.id, ids))),
    ),
    own(linkIds, (ids) =>
      db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.siteId, siteId), inArray(products.id, ids))),
    ),
    db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.siteId, siteId),
          eq(products.code, input.code),
          id === null ? undefined : ne(products.id, id),
        ),
      ),
  ]);
  const missing = (field: string, ids: number[], found: Set<number>, what: string) => {
    for (const n of ids) if (!found.has(n)) push(errors, field, `${what} ${n} does not exist in this shop.`);
  };
  missing("category_ids", input.category_ids, cats, "Category");
  if (input.brand_id !== null) missing("brand_id", [input.brand_id], brand, "Brand");
  missing("spec_value_ids", input.spec_value_ids, values, "Property value");
  missing("stock", storeIds, stores, "Store");
  for (const kind of PRODUCT_LINK_KINDS) missing(`links.${kind}`, input.links[kind], linked, "Product");
  if (sameCode.length) push(errors, "code", "Another product of the shop has this code.");
  return errors;
}

async function writeTexts(
  tx: DbOrTx,
  site: Site,
  productId: number,
  input: AdminProductValues,
  texts: Record<string, NonNullable<AdminProductValues["texts"]["ro"]>>,
): Promise<void> {
  const brandName = input.brand_id
    ? ((await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, input.brand_id)))[0]?.name ??
      "")
    : "";
  const langs = Object.keys(texts);
  await tx
    .delete(productTranslations)
    .where(and(eq(productTranslations.productId, productId), notInArray(productTranslations.lang, langs)));
  const rows = Object.entries(texts).map(([lang, t]) => ({
    productId,
    siteId: site.id,
    lang,
    title: t.title,
    slug: t.slug,
    shortDescription: t.short_description,
    description: sanitizeShopHtml(t.description),
    unit: t.unit,
    seoTitle: t.seo_title,
    seoDescription: t.seo_description,
    seoKeywords: [brandName, input.code].filter(Boolean).join(", "),
    searchText: searchText(t.title, brandName, input.code),
  }));
  await tx
    .insert(productTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [productTranslations.productId, productTranslations.lang],
      set: Object.fromEntries(
        (
          [
            ["title", "title"],
            ["slug", "slug"],
            ["shortDescription", "short_description"],
            ["description", "description"],
            ["unit", "unit"],
            ["seoTitle", "seo_title"],
            ["seoDescription", "seo_description"],
            ["seoKeywords", "seo_keywords"],
            ["searchText", "search_text"],
          ] as const
        ).map(([field, column]) => [field, sql.raw(`excluded.${column}`)]),
      ),
    });
}

/** Categories, properties, stock per store and linked products: replaced by the editor's lists. */
async function replaceRows(tx: DbOrTx, productId: number, siteId: number, input: AdminProductValues) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  const cats = [...new Set(input.category_ids)];
  if (cats.length)
    await tx.insert(productCategories).values(cats.map((categoryId) => ({ productId, categoryId, siteId })));
  await tx.delete(productSpecValues).where(eq(productSpecValues.productId, productId));
  const values = [...new Set(input.spec_value_ids)];
  if (values.length)
    await tx.insert(productSpecValues).values(values.map((valueId) => ({ productId, valueId, siteId })));
  await tx.delete(productStock).where(eq(productStock.productId, productId));
  if (input.stock.length)
    await tx
      .insert(productStock)
      .values(input.stock.map((s) => ({ productId, shopId: s.store_id, siteId, qty: s.qty })));
  await tx.delete(productLinks).where(eq(productLinks.productId, productId));
  const links = PRODUCT_LINK_KINDS.flatMap((kind) =>
    [...new Set(input.links[kind])].map((linkedId) => ({ productId, linkedId, kind, siteId })),
  );
  if (links.length) await tx.insert(productLinks).values(links);
}
