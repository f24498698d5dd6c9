import type { ProductCard as ProductCardView, ProductColor, ProductDetail } from "@sf/contract";
import { parseId } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { ancestry, getCategoryTree, text } from "./category-tree.ts";
import { loadProductCards, pictureImage, productPictures } from "./product-cards.ts";
import { getSiteFilters } from "./site-filters.ts";

/** Finds a product id by numeric id, or by slug in the language, or by slug in any language. */
export async function resolveProductId(
  db: Db,
  site: Site,
  lang: string,
  ref: string,
): Promise<number | null> {
  const { products, productTranslations } = schema;
  if (/^\d+$/.test(ref)) {
    // Digits name a product by id; past the id range they name none.
    const id = parseId(ref);
    if (id === null) return null;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, site.id), eq(products.id, id)));
    return row?.id ?? null;
  }
  const rows = await db
    .select({ id: productTranslations.productId, lang: productTranslations.lang })
    .from(productTranslations)
    .where(and(eq(productTranslations.siteId, site.id), eq(productTranslations.slug, ref)));
  return (rows.find((r) => r.lang === lang) ?? rows[0])?.id ?? null;
}

/** The product page's data (spec section 7: product, breadcrumbs, seo_info, properties). */
export async function getProduct(db: Db, site: Site, lang: string, ref: string): Promise<ProductDetail> {
  const id = await resolveProductId(db, site, lang, ref);
  if (id === null) throw notFound("Product not found.");
  const { products, productTranslations, productSpecValues, productStock, productLinks, shops } = schema;
  const [[card], [pictures], translations, specValueRows, stockRows, links, tree, filters, colors] =
    await Promise.all([
      loadProductCards(db, site, lang, [id]),
      db
        .select({ code: products.code, imageCount: products.imageCount, images: products.images })
        .from(products)
        .where(eq(products.id, id)),
      db.select().from(productTranslations).where(eq(productTranslations.productId, id)),
      db
        .select({ valueId: productSpecValues.valueId })
        .from(productSpecValues)
        .where(eq(productSpecValues.productId, id)),
      db
        .select({ shopId: shops.id, title: shops.title, address: shops.address, qty: productStock.qty })
        .from(productStock)
        .innerJoin(shops, eq(shops.id, productStock.shopId))
        .where(eq(productStock.productId, id))
        .orderBy(asc(shops.position)),
      db
        .select({ kind: productLinks.kind })
        .from(productLinks)
        .innerJoin(products, and(eq(products.id, productLinks.linkedId), eq(products.active, true)))
        .where(and(eq(productLinks.productId, id), eq(productLinks.kind, "associated"))),
      getCategoryTree(db, site),
      getSiteFilters(db, site),
      listProductColors(db, site, lang, id),
    ]);
  if (!card) throw notFound("Product not found.");
  const tr =
    translations.find((t) => t.lang === lang) ?? translations.find((t) => t.lang === site.mainLanguage);
  if (!tr) throw notFound("Product not found.");
  // The card already carries the main category; no second query for it.
  const chain = card.category ? ancestry(tree, card.category.subcategoryId) : [];
  const properties = propertiesOf(card, new Set(specValueRows.map((r) => r.valueId)), filters, site, lang);
  return {
    product: {
      ...card,
      short_description: tr.shortDescription,
      description: tr.description,
      leaflet: tr.leaflet,
      images: productPictures(pictures ?? { code: card.code, imageCount: 1, images: [] }).map(pictureImage),
      seo_title: tr.seoTitle || tr.title,
      seo_description: tr.seoDescription,
      seo_keywords: tr.seoKeywords,
      has_associated_products: links.length > 0,
      colors,
      alternates: Object.fromEntries(
        translations.filter((t) => site.languages.includes(t.lang)).map((t) => [t.lang, t.slug]),
      ),
    },
    breadcrumbs: chain.map((n) => {
      const t = text(n, lang, site.mainLanguage);
      return { categoryId: n.id, categoryTitle: t.title, categoryUrl: `/${t.path}` };
    }),
    seo_info: { title: tr.seoTitle || tr.title, description: tr.seoDescription, keywords: tr.seoKeywords },
    properties,
    availability: stockRows.map((s) => ({
      shopId: s.shopId,
      title: localize(s.title, lang, site.mainLanguage),
      address: localize(s.address, lang, site.mainLanguage),
      qty: s.qty,
    })),
  };
}

/**
 * The colour variants of a product: the active products of its variant group that have a
 * colour, in code order, each with its slug in the language (main language fallback).
 */
export async function listProductColors(
  db: Db,
  site: Site,
  lang: string,
  productId: number,
): Promise<ProductColor[]> {
  const { products, productTranslations } = schema;
  const [self] = await db
    .select({ group: products.variantGroup })
    .from(products)
    .where(and(eq(products.siteId, site.id), eq(products.id, productId)));
  if (!self?.group) return [];
  const rows = await db
    .select({
      id: products.id,
      color: products.color,
      lang: productTranslations.lang,
      slug: productTranslations.slug,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(
      and(
        eq(products.siteId, site.id),
        eq(products.variantGroup, self.group),
        eq(products.active, true),
        isNotNull(products.color),
        inArray(productTranslations.lang, [...new Set([lang, site.mainLanguage])]),
      ),
    )
    .orderBy(asc(products.code));
  const byId = new Map<number, ProductColor>();
  for (const row of rows) {
    if (!row.color) continue;
    const current = byId.get(row.id);
    if (current && row.lang !== lang) continue;
    byId.set(row.id, {
      product_id: row.id,
      url: row.slug,
      hex: row.color.hex,
      title: localize(row.color.title, lang, site.mainLanguage),
      active: row.id === productId,
    });
  }
  const colors = [...byId.values()];
  // A group of one is no choice at all.
  return colors.length > 1 ? colors : [];
}

/** Linked products of a kind ("associated", "similar", "compatible"), active ones only. */
export async function listLinkedProducts(db: Db, site: Site, lang: string, productId: number, kind: string) {
  const { productLinks, products } = schema;
  const rows = await db
    .select({ id: productLinks.linkedId })
    .from(productLinks)
    .innerJoin(products, and(eq(products.id, productLinks.linkedId), eq(products.active, true)))
    .where(
      and(
        eq(productLinks.siteId, site.id),
        eq(productLinks.productId, productId),
        eq(productLinks.kind, kind),
      ),
    );
  return loadProductCards(
    db,
    site,
    lang,
    rows.map((r) => r.id),
  );
}

const brandTitle: Record<string, string> = { ro: "Brand", ru: "Бренд", uk: "Бренд", en: "Brand" };
const codeTitle: Record<string, string> = { ro: "Cod", ru: "Код", uk: "Код", en: "Code" };

type Filters = Awaited<ReturnType<typeof getSiteFilters>>;

/** A product's properties as the page lists them: its code, its brand, then its specifications' values. */
function propertiesOf(
  card: ProductCardView,
  valueIds: Set<number>,
  filters: Filters,
  site: Site,
  lang: string,
): { title: string; value: string }[] {
  const properties = filters.specs.flatMap((spec) => {
    const values = spec.values
      .filter((v) => valueIds.has(v.id))
      .map((v) => localize(v.title, lang, site.mainLanguage));
    return values.length
      ? [{ title: localize(spec.title, lang, site.mainLanguage), value: values.join(", ") }]
      : [];
  });
  if (card.brand) properties.unshift({ title: brandTitle[lang] ?? "Brand", value: card.brand.name });
  properties.unshift({ title: codeTitle[lang] ?? "Code", value: card.code });
  return properties;
}

/**
 * Products side by side (`/general/compare?ids=`): their cards and properties, in the order
 * given; unknown and other shops' products are left out.
 */
export async function compareProducts(db: Db, site: Site, lang: string, ids: number[]) {
  const [cards, filters] = await Promise.all([
    loadProductCards(db, site, lang, ids),
    getSiteFilters(db, site),
  ]);
  if (!cards.length) return { products: [] };
  const { productSpecValues } = schema;
  const rows = await db
    .select({ productId: productSpecValues.productId, valueId: productSpecValues.valueId })
    .from(productSpecValues)
    .where(
      inArray(
        productSpecValues.productId,
        cards.map((c) => c.productId),
      ),
    );
  return {
    products: cards.map((card) => ({
      product: card,
      properties: propertiesOf(
        card,
        new Set(rows.filter((r) => r.productId === card.productId).map((r) => r.valueId)),
        filters,
        site,
        lang,
      ),
    })),
  };
}
