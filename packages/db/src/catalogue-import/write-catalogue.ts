import { addedDate, type ImportCatalogue, type ImportProduct, type Texts } from "@sf/domain/catalogue-import";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  brands,
  categories,
  categoryTranslations,
  media,
  productCategories,
  productLinks,
  productSpecValues,
  productStock,
  products,
  productTranslations,
  specifications,
  specificationValues,
} from "../schema.ts";
import { brandLogoSvg } from "../seed/brand-art.ts";
import { type ProductView, productSvg } from "../seed/product-art.ts";
import { LAND_KINDS, type ProductKind } from "../seed/product-kinds.ts";
import { productPicturePath, searchText } from "./pictures.ts";

export type WriteTarget = {
  siteId: number;
  languages: string[];
  mainLanguage: string;
  /** Ids of the site's stores in their order: `stock:1` is the first. */
  shopIds: number[];
  /** Draw the pictures the rows' `art` names (default true); the benchmark skips them. */
  pictures?: boolean;
};

export type WriteSummary = {
  categories: { created: number; updated: number };
  brands: number;
  specifications: number;
  products: { created: number; updated: number };
  /** Main-language category path -> id, of every category of the site. */
  categoryIds: Map<string, number>;
  /** Product code -> id, of the products written. */
  productIds: Map<string, number>;
};

const ROWS_PER_INSERT = 500;
const IDS_PER_STATEMENT = 2000;

function chunks<T>(rows: T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Writes a checked catalogue (readCatalogue found no problem) into a site: categories by path,
 * brands by slug, properties by key and products by code are created or updated; a product's
 * texts, categories, properties, related products and the stock of the stores its row names are
 * replaced. Bulk statements of a few hundred rows; run it inside the caller's transaction.
 */
export async function writeCatalogue(
  db: Db,
  target: WriteTarget,
  catalogue: ImportCatalogue,
): Promise<WriteSummary> {
  const categorySummary = await writeCategories(db, target, catalogue);
  const brandIds = await writeBrands(db, target, catalogue);
  const valueIds = await writeSpecifications(db, target, catalogue);
  const productSummary = await writeProducts(db, target, catalogue, {
    categoryIds: categorySummary.ids,
    brandIds,
    valueIds,
  });
  return {
    categories: { created: categorySummary.created, updated: categorySummary.updated },
    brands: catalogue.brands.length,
    specifications: catalogue.specifications.length,
    products: { created: productSummary.created, updated: productSummary.updated },
    categoryIds: categorySummary.ids,
    productIds: productSummary.ids,
  };
}

const text = (texts: Texts, lang: string, main: string) => texts[lang] ?? texts[main] ?? "";

async function writeCategories(db: Db, target: WriteTarget, catalogue: ImportCatalogue) {
  const { siteId, languages, mainLanguage: main } = target;
  const existing = await db
    .select({
      id: categoryTranslations.categoryId,
      lang: categoryTranslations.lang,
      path: categoryTranslations.path,
    })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.siteId, siteId));
  const ids = new Map<string, number>();
  const pathsById = new Map<number, Record<string, string>>();
  for (const row of existing) {
    if (row.lang === main) ids.set(row.path, row.id);
    const paths = pathsById.get(row.id) ?? {};
    paths[row.lang] = row.path;
    pathsById.set(row.id, paths);
  }
  const siblings = new Map<string, number>();
  let created = 0;
  let updated = 0;
  for (const category of catalogue.categories) {
    const parentPath = category.path.split("/").slice(0, -1).join("/");
    const parentId = parentPath ? (ids.get(parentPath) ?? null) : null;
    const position = siblings.get(parentPath) ?? 0;
    siblings.set(parentPath, position + 1);
    let id = ids.get(category.path);
    if (id === undefined) {
      const [row] = await db
        .insert(categories)
        .values({ siteId, parentId, position, show18Popup: category.adultsOnly })
        .returning({ id: categories.id });
      if (!row) throw new Error(`category ${category.path} was not written`);
      id = row.id;
      ids.set(category.path, id);
      created++;
    } else {
      await db
        .update(categories)
        .set({ show18Popup: category.adultsOnly })
        .where(and(eq(categories.id, id), eq(categories.siteId, siteId)));
      updated++;
    }
    const parentPaths = parentId === null ? {} : (pathsById.get(parentId) ?? {});
    const paths: Record<string, string> = {};
    const rows = languages.map((lang) => {
      const slug = text(category.slug, lang, main);
      paths[lang] = parentPaths[lang] ? `${parentPaths[lang]}/${slug}` : slug;
      return {
        categoryId: id,
        siteId,
        lang,
        title: text(category.title, lang, main),
        slug,
        path: paths[lang] as string,
        description: text(category.description, lang, main),
        seoTitle: text(category.seoTitle, lang, main),
        seoDescription: text(category.seoDescription, lang, main),
      };
    });
    pathsById.set(id, paths);
    await db
      .insert(categoryTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: [categoryTranslations.categoryId, categoryTranslations.lang],
        set: {
          title: sql`excluded.title`,
          slug: sql`excluded.slug`,
          path: sql`excluded.path`,
          description: sql`excluded.description`,
          seoTitle: sql`excluded.seo_title`,
          seoDescription: sql`excluded.seo_description`,
        },
      });
  }
  return { ids, created, updated };
}

async function writeBrands(
  db: Db,
  target: WriteTarget,
  catalogue: ImportCatalogue,
): Promise<Map<string, number>> {
  const { siteId } = target;
  for (const batch of chunks(catalogue.brands))
    await db
      .insert(brands)
      .values(batch.map((b) => ({ siteId, name: b.name, slug: b.slug, country: b.country })))
      .onConflictDoUpdate({
        target: [brands.siteId, brands.slug],
        set: { name: sql`excluded.name`, country: sql`excluded.country` },
      });
  if (target.pictures !== false && catalogue.brands.length)
    await upsertMedia(
      db,
      catalogue.brands.map((b) => ({ siteId, path: `brands/${b.slug}.svg`, svg: brandLogoSvg(b.name) })),
    );
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.siteId, siteId));
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function writeSpecifications(db: Db, target: WriteTarget, catalogue: ImportCatalogue) {
  const { siteId } = target;
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${specifications.position}), -1)` })
    .from(specifications)
    .where(eq(specifications.siteId, siteId));
  let position = Number(last?.max ?? -1) + 1;
  for (const spec of catalogue.specifications) {
    const [row] = await db
      .insert(specifications)
      .values({ siteId, spKey: spec.key, type: spec.type, position: position++, title: spec.title })
      .onConflictDoUpdate({
        target: [specifications.siteId, specifications.spKey],
        set: { type: sql`excluded.type`, title: sql`excluded.title` },
      })
      .returning({ id: specifications.id });
    if (!row) throw new Error(`specification ${spec.key} was not written`);
    await db
      .insert(specificationValues)
      .values(
        spec.values.map((v, i) => ({
          siteId,
          specificationId: row.id,
          key: v.key,
          position: i,
          title: v.title,
        })),
      )
      .onConflictDoUpdate({
        target: [specificationValues.specificationId, specificationValues.key],
        set: { title: sql`excluded.title`, position: sql`excluded.position` },
      });
  }
  const values = await db
    .select({ id: specificationValues.id, key: specificationValues.key, spec: specifications.spKey })
    .from(specificationValues)
    .innerJoin(specifications, eq(specifications.id, specificationValues.specificationId))
    .where(eq(specifications.siteId, siteId));
  return new Map(values.map((v) => [`${v.spec}:${v.key}`, v.id]));
}

type Refs = {
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  valueIds: Map<string, number>;
};

async function writeProducts(db: Db, target: WriteTarget, catalogue: ImportCatalogue, refs: Refs) {
  const { siteId, languages, mainLanguage: main } = target;
  const known = new Map<string, { id: number; salesCount: number; createdAt: Date; imageCount: number }>();
  for (const row of await db
    .select({
      id: products.id,
      code: products.code,
      salesCount: products.salesCount,
      createdAt: products.createdAt,
      imageCount: products.imageCount,
    })
    .from(products)
    .where(eq(products.siteId, siteId)))
    known.set(row.code, row);
  const now = new Date();
  const ids = new Map<string, number>();
  let created = 0;
  for (const batch of chunks(catalogue.products)) {
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => {
          const before = known.get(p.code);
          if (!before) created++;
          return {
            siteId,
            code: p.code,
            brandId: p.brand ? (refs.brandIds.get(p.brand) ?? null) : null,
            mainCategoryId: refs.categoryIds.get(p.categories[0] ?? "") ?? null,
            price: p.price,
            oldPrice: p.oldPrice,
            multiplicity: p.multiplicity,
            weightGr: p.weightGr,
            isRecipe: p.prescription,
            homeDelivery: p.homeDelivery,
            cardPaymentAvailable: p.cardPayment,
            loyaltyGive: p.loyaltyPoints,
            sortPriority: p.sortPriority,
            preorder: p.preorder,
            active: p.active,
            imageCount: imageCount(p, target, before?.imageCount),
            color: p.color,
            variantGroup: p.variantGroup,
            salesCount: p.salesCount ?? before?.salesCount ?? 0,
            createdAt: p.added ? new Date(addedDate(p.added)) : (before?.createdAt ?? now),
          };
        }),
      )
      .onConflictDoUpdate({
        target: [products.siteId, products.code],
        set: Object.fromEntries(
          (
            [
              ["brandId", "brand_id"],
              ["mainCategoryId", "main_category_id"],
              ["price", "price"],
              ["oldPrice", "old_price"],
              ["multiplicity", "multiplicity"],
              ["weightGr", "weight_gr"],
              ["isRecipe", "is_recipe"],
              ["homeDelivery", "home_delivery"],
              ["cardPaymentAvailable", "card_payment_available"],
              ["loyaltyGive", "loyalty_give"],
              ["sortPriority", "sort_priority"],
              ["preorder", "preorder"],
              ["active", "active"],
              ["imageCount", "image_count"],
              ["color", "color"],
              ["variantGroup", "variant_group"],
              ["salesCount", "sales_count"],
              ["createdAt", "created_at"],
            ] as const
          ).map(([field, column]) => [field, sql.raw(`excluded.${column}`)]),
        ),
      })
      .returning({ id: products.id, code: products.code });
    for (const row of rows) ids.set(row.code, row.id);
  }
  const written = [...ids.values()];
  for (const part of chunks(written, IDS_PER_STATEMENT)) {
    await db.delete(productTranslations).where(inArray(productTranslations.productId, part));
    await db.delete(productCategories).where(inArray(productCategories.productId, part));
    await db.delete(productSpecValues).where(inArray(productSpecValues.productId, part));
    await db.delete(productLinks).where(inArray(productLinks.productId, part));
  }
  const id = (code: string) => ids.get(code) as number;
  const brandNames = new Map([...refs.brandIds].map(([name, brandId]) => [brandId, name]));
  const brandOf = (p: ImportProduct) =>
    p.brand ? (brandNames.get(refs.brandIds.get(p.brand) as number) ?? "") : "";
  await insertAll(
    catalogue.products.flatMap((p) =>
      languages.map((lang) => {
        const title = text(p.title, lang, main);
        const short = text(p.shortDescription, lang, main);
        return {
          productId: id(p.code),
          siteId,
          lang,
          title,
          slug: p.slug[lang] as string,
          shortDescription: short,
          description: text(p.description, lang, main),
          leaflet: text(p.leaflet, lang, main),
          unit: text(p.unit, lang, main),
          seoTitle: text(p.seoTitle, lang, main) || title,
          seoDescription: text(p.seoDescription, lang, main) || short.slice(0, 300),
          seoKeywords: [brandOf(p), p.code].filter(Boolean).join(", "),
          searchText: searchText(title, brandOf(p), p.code),
        };
      }),
    ),
    (batch) => db.insert(productTranslations).values(batch),
  );
  await insertAll(
    catalogue.products.flatMap((p) =>
      [...new Set(p.categories)].map((path) => ({
        productId: id(p.code),
        categoryId: refs.categoryIds.get(path) as number,
        siteId,
      })),
    ),
    (batch) => db.insert(productCategories).values(batch),
  );
  await insertAll(
    catalogue.products.flatMap((p) =>
      Object.entries(p.properties).flatMap(([spec, values]) =>
        values.map((value) => ({
          productId: id(p.code),
          valueId: refs.valueIds.get(`${spec}:${value}`) as number,
          siteId,
        })),
      ),
    ),
    (batch) => db.insert(productSpecValues).values(batch),
  );
  await writeStock(db, target, catalogue, ids, known);
  await writeLinks(db, siteId, catalogue, ids);
  if (target.pictures !== false)
    await upsertMedia(
      db,
      catalogue.products.flatMap((p) => {
        if (!p.art) return [];
        const art = p.art;
        const kind = art.kind as ProductKind;
        return Array.from({ length: viewsOf(kind) }, (_, i) => ({
          siteId,
          path: productPicturePath(p.code, i + 1),
          svg: productSvg({ shape: "box", color: art.color }, brandOf(p), kind, (i + 1) as ProductView),
        }));
      }),
    );
  return { ids, created, updated: catalogue.products.length - created };
}

const viewsOf = (kind: string) => (LAND_KINDS.has(kind as ProductKind) ? 1 : 3);

function imageCount(p: ImportProduct, target: WriteTarget, before: number | undefined): number {
  if (target.pictures === false) return before ?? 1;
  return p.art ? viewsOf(p.art.kind) : (before ?? 1);
}

async function writeStock(
  db: Db,
  target: WriteTarget,
  catalogue: ImportCatalogue,
  ids: Map<string, number>,
  known: Map<string, unknown>,
): Promise<void> {
  const { siteId, shopIds } = target;
  const rows = catalogue.products.flatMap((p) =>
    shopIds.flatMap((shopId, i) => {
      const qty = p.stock.get(i + 1);
      // A store without a column keeps its stock; a new product starts at 0 there.
      if (qty === undefined && known.has(p.code)) return [];
      return [{ productId: ids.get(p.code) as number, shopId, siteId, qty: qty ?? 0 }];
    }),
  );
  await insertAll(rows, (batch) =>
    db
      .insert(productStock)
      .values(batch)
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.shopId],
        set: { qty: sql`excluded.qty` },
      }),
  );
  for (const part of chunks([...ids.values()], IDS_PER_STATEMENT))
    await db
      .update(products)
      .set({
        stockTotal: sql`coalesce((select sum(greatest(s.qty, 0)) from ${productStock} s where s.product_id = ${products.id}), 0)::int`,
      })
      .where(and(eq(products.siteId, siteId), inArray(products.id, part)));
}

async function writeLinks(db: Db, siteId: number, catalogue: ImportCatalogue, ids: Map<string, number>) {
  const codes = catalogue.products.flatMap((p) => [...p.associated, ...p.similar, ...p.compatible]);
  const missing = [...new Set(codes.filter((code) => !ids.has(code)))];
  const all = new Map(ids);
  for (const part of chunks(missing, IDS_PER_STATEMENT))
    for (const row of await db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(eq(products.siteId, siteId), inArray(products.code, part))))
      all.set(row.code, row.id);
  await insertAll(
    catalogue.products.flatMap((p) =>
      (["associated", "similar", "compatible"] as const).flatMap((kind) =>
        [...new Set(p[kind])]
          .filter((code) => all.has(code) && code !== p.code)
          .map((code) => ({
            productId: all.get(p.code) as number,
            linkedId: all.get(code) as number,
            kind,
            siteId,
          })),
      ),
    ),
    (batch) => db.insert(productLinks).values(batch),
  );
}

async function upsertMedia(db: Db, files: { siteId: number; path: string; svg: string }[]): Promise<void> {
  const encoder = new TextEncoder();
  await insertAll(
    files.map((f) => ({
      siteId: f.siteId,
      path: f.path,
      contentType: "image/svg+xml",
      body: encoder.encode(f.svg),
    })),
    (batch) =>
      db
        .insert(media)
        .values(batch)
        .onConflictDoUpdate({
          target: [media.siteId, media.path],
          set: { contentType: sql`excluded.content_type`, body: sql`excluded.body` },
        }),
  );
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunks(rows)) if (batch.length) await insert(batch);
}
