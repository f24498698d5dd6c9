import type { AdminProductDetail, AdminProductOptions } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { PRODUCT_LINK_KINDS } from "@sf/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { getCategoryTree, text } from "../../catalogue/category-tree.ts";
import { productPictures } from "../../catalogue/product-cards.ts";
import type { DbOrTx } from "../actor.ts";
import { localized } from "../orders/list-orders.ts";

const { products, productTranslations, productCategories, productSpecValues, productStock, productLinks } =
  schema;

/** One product of the shop as the editor shows it (404 for another shop's or none). */
export async function getAdminProduct(
  db: DbOrTx,
  site: Site,
  lang: string,
  id: number,
): Promise<AdminProductDetail> {
  const [p] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.siteId, site.id)));
  if (!p) throw notFound("Product not found.");
  const [texts, categoryRows, valueRows, stockRows, linkRows, [orders]] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id)),
    db
      .select({ id: productSpecValues.valueId })
      .from(productSpecValues)
      .where(eq(productSpecValues.productId, id))
      .orderBy(asc(productSpecValues.valueId)),
    db
      .select({ store_id: productStock.shopId, qty: productStock.qty })
      .from(productStock)
      .where(eq(productStock.productId, id))
      .orderBy(asc(productStock.shopId)),
    db
      .select({ kind: productLinks.kind, id: products.id, code: products.code })
      .from(productLinks)
      .innerJoin(products, eq(products.id, productLinks.linkedId))
      .where(eq(productLinks.productId, id))
      .orderBy(asc(products.code)),
    db.select({ n: count() }).from(schema.orderItems).where(eq(schema.orderItems.productId, id)),
  ]);
  const linkedTitles = await titlesOf(
    db,
    site,
    lang,
    linkRows.map((l) => l.id),
  );
  // The main category first, as the editor lists them.
  const categoryIds = categoryRows
    .map((c) => c.id)
    .sort((a, b) => (a === p.mainCategoryId ? -1 : b === p.mainCategoryId ? 1 : a - b));
  if (p.mainCategoryId && !categoryIds.includes(p.mainCategoryId)) categoryIds.unshift(p.mainCategoryId);
  const linked = Object.fromEntries(
    PRODUCT_LINK_KINDS.map((kind) => [
      kind,
      linkRows
        .filter((l) => l.kind === kind)
        .map((l) => ({ id: l.id, code: l.code, title: linkedTitles.get(l.id) ?? l.code })),
    ]),
  ) as AdminProductDetail["linked"];
  return {
    id: p.id,
    code: p.code,
    texts: Object.fromEntries(
      texts.map((t) => [
        t.lang,
        {
          title: t.title,
          slug: t.slug,
          short_description: t.shortDescription,
          description: t.description,
          unit: t.unit,
          seo_title: t.seoTitle,
          seo_description: t.seoDescription,
        },
      ]),
    ),
    category_ids: categoryIds,
    brand_id: p.brandId,
    price: p.price,
    old_price: p.oldPrice,
    multiplicity: p.multiplicity,
    loyalty_give: p.loyaltyGive,
    is_recipe: p.isRecipe,
    home_delivery: p.homeDelivery,
    active: p.active,
    spec_value_ids: valueRows.map((v) => v.id),
    stock: stockRows,
    stock_total: p.stockTotal,
    order_count: orders?.n ?? 0,
    links: {
      associated: linked.associated.map((l) => l.id),
      similar: linked.similar.map((l) => l.id),
      compatible: linked.compatible.map((l) => l.id),
    },
    linked,
    images: p.images,
    shown_images: productPictures(p),
  };
}

/** Products' titles in the request's language, else the shop's main one. */
async function titlesOf(db: DbOrTx, site: Site, lang: string, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: productTranslations.productId,
      lang: productTranslations.lang,
      title: productTranslations.title,
    })
    .from(productTranslations)
    .where(
      and(
        inArray(productTranslations.productId, ids),
        inArray(productTranslations.lang, [lang, site.mainLanguage]),
      ),
    );
  const out = new Map<number, string>();
  for (const r of rows) if (!out.has(r.id) || r.lang === lang) out.set(r.id, r.title);
  return out;
}

/** What the editor's pickers offer, all of this shop's. */
export async function getAdminProductOptions(db: Db, site: Site, lang: string): Promise<AdminProductOptions> {
  const { brands, specifications, specificationValues, shops } = schema;
  const [tree, brandRows, specRows, valueRows, storeRows] = await Promise.all([
    getCategoryTree(db, site),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(eq(brands.siteId, site.id))
      .orderBy(asc(brands.name)),
    db
      .select()
      .from(specifications)
      .where(eq(specifications.siteId, site.id))
      .orderBy(asc(specifications.position), asc(specifications.id)),
    db
      .select()
      .from(specificationValues)
      .where(eq(specificationValues.siteId, site.id))
      .orderBy(asc(specificationValues.position), asc(specificationValues.id)),
    db
      .select({ id: shops.id, title: shops.title })
      .from(shops)
      .where(eq(shops.siteId, site.id))
      .orderBy(asc(shops.position), asc(shops.id)),
  ]);
  const categories: AdminProductOptions["categories"] = [];
  const walk = (ids: number[], depth: number) => {
    for (const id of ids) {
      const node = tree.nodes.get(id);
      if (!node) continue;
      categories.push({ id, title: text(node, lang, site.mainLanguage).title, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(tree.roots, 0);
  return {
    languages: site.languages,
    main_language: site.mainLanguage,
    currency: site.currency,
    categories,
    brands: brandRows,
    specifications: specRows.map((s) => ({
      id: s.id,
      title: localized(s.title, lang, site.mainLanguage) || s.spKey,
      values: valueRows
        .filter((v) => v.specificationId === s.id)
        .map((v) => ({ id: v.id, title: localized(v.title, lang, site.mainLanguage) || v.key })),
    })),
    stores: storeRows.map((s) => ({ id: s.id, title: localized(s.title, lang, site.mainLanguage) })),
  };
}
