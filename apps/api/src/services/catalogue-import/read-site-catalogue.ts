import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import type { ImportCatalogue, ImportCategory, ImportProduct, Texts } from "@sf/domain/catalogue-import";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

type Lang = string;

/** The site's whole catalogue in the import's shape: what the export writes and the import reads back. */
export async function readSiteCatalogue(
  db: Db,
  site: Site,
): Promise<{ catalogue: ImportCatalogue; storeCount: number }> {
  const s = schema;
  const where = <T extends { siteId: unknown }>(table: T) =>
    eq((table as unknown as typeof s.products).siteId, site.id);
  const [
    cats,
    catTexts,
    brandRows,
    specRows,
    valueRows,
    productRows,
    texts,
    inCategory,
    specValues,
    stock,
    links,
    shopRows,
  ] = await Promise.all([
    db
      .select()
      .from(s.categories)
      .where(where(s.categories))
      .orderBy(asc(s.categories.position), asc(s.categories.id)),
    db.select().from(s.categoryTranslations).where(where(s.categoryTranslations)),
    db.select().from(s.brands).where(where(s.brands)).orderBy(asc(s.brands.id)),
    db
      .select()
      .from(s.specifications)
      .where(where(s.specifications))
      .orderBy(asc(s.specifications.position), asc(s.specifications.id)),
    db
      .select()
      .from(s.specificationValues)
      .where(where(s.specificationValues))
      .orderBy(asc(s.specificationValues.position), asc(s.specificationValues.id)),
    db.select().from(s.products).where(where(s.products)).orderBy(asc(s.products.id)),
    db.select().from(s.productTranslations).where(where(s.productTranslations)),
    db.select().from(s.productCategories).where(where(s.productCategories)),
    db.select().from(s.productSpecValues).where(where(s.productSpecValues)),
    db.select().from(s.productStock).where(where(s.productStock)),
    db.select().from(s.productLinks).where(where(s.productLinks)),
    db
      .select({ id: s.shops.id })
      .from(s.shops)
      .where(where(s.shops))
      .orderBy(asc(s.shops.position), asc(s.shops.id)),
  ]);
  const main = site.mainLanguage;
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const pick = <T extends { lang: Lang }>(rows: T[], field: (row: T) => string): Texts =>
    Object.fromEntries(rows.map((r) => [r.lang, field(r)]).filter(([, v]) => v !== ""));

  const catTextsById = group(catTexts, (r) => r.categoryId);
  const pathOf = new Map(catTexts.filter((t) => t.lang === main).map((t) => [t.categoryId, t.path]));
  const children = group(cats, (c) => c.parentId);
  const categories: ImportCategory[] = [];
  const walk = (parentId: number | null) => {
    for (const c of children.get(parentId) ?? []) {
      const rows = catTextsById.get(c.id) ?? [];
      categories.push({
        path: pathOf.get(c.id) ?? "",
        slug: pick(rows, (r) => r.slug),
        title: pick(rows, (r) => r.title),
        description: pick(rows, (r) => r.description),
        seoTitle: pick(rows, (r) => r.seoTitle),
        seoDescription: pick(rows, (r) => r.seoDescription),
        adultsOnly: c.show18Popup,
      });
      walk(c.id);
    }
  };
  walk(null);

  const valuesBySpec = group(valueRows, (v) => v.specificationId);
  const valueById = new Map(
    valueRows.map((v) => [
      v.id,
      { spec: specRows.find((sp) => sp.id === v.specificationId)?.spKey ?? "", key: v.key },
    ]),
  );
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const codeOf = new Map(productRows.map((p) => [p.id, p.code]));
  const shopNumber = new Map(shopRows.map((shop, i) => [shop.id, i + 1]));
  const textsOf = group(texts, (t) => t.productId);
  const categoriesOf = group(inCategory, (r) => r.productId);
  const valuesOf = group(specValues, (r) => r.productId);
  const stockOf = group(stock, (r) => r.productId);
  const linksOf = group(links, (r) => r.productId);

  const products: ImportProduct[] = productRows.map((p) => {
    const rows = textsOf.get(p.id) ?? [];
    const categoryIds = (categoriesOf.get(p.id) ?? []).map((r) => r.categoryId).sort((a, b) => a - b);
    const ordered =
      p.mainCategoryId !== null
        ? [p.mainCategoryId, ...categoryIds.filter((id) => id !== p.mainCategoryId)]
        : categoryIds;
    const properties: Record<string, string[]> = {};
    for (const r of (valuesOf.get(p.id) ?? []).sort((a, b) => a.valueId - b.valueId)) {
      const value = valueById.get(r.valueId);
      if (!value) continue;
      properties[value.spec] = [...(properties[value.spec] ?? []), value.key];
    }
    const linked = (kind: string) =>
      (linksOf.get(p.id) ?? [])
        .filter((l) => l.kind === kind)
        .sort((a, b) => a.linkedId - b.linkedId)
        .map((l) => codeOf.get(l.linkedId) as string);
    const midnight = p.createdAt.toISOString().endsWith("T00:00:00.000Z");
    return {
      code: p.code,
      categories: ordered.map((id) => pathOf.get(id)).filter((path): path is string => Boolean(path)),
      brand: p.brandId !== null ? (brandName.get(p.brandId) ?? null) : null,
      title: pick(rows, (r) => r.title),
      slug: pick(rows, (r) => r.slug),
      shortDescription: pick(rows, (r) => r.shortDescription),
      description: pick(rows, (r) => r.description),
      leaflet: pick(rows, (r) => r.leaflet),
      unit: pick(rows, (r) => r.unit),
      seoTitle: pick(rows, (r) => r.seoTitle),
      seoDescription: pick(rows, (r) => r.seoDescription),
      price: p.price,
      oldPrice: p.oldPrice,
      stock: new Map((stockOf.get(p.id) ?? []).map((r) => [shopNumber.get(r.shopId) as number, r.qty])),
      multiplicity: p.multiplicity,
      weightGr: p.weightGr,
      prescription: p.isRecipe,
      homeDelivery: p.homeDelivery,
      cardPayment: p.cardPaymentAvailable,
      loyaltyPoints: p.loyaltyGive,
      sortPriority: p.sortPriority,
      preorder: p.preorder,
      active: p.active,
      salesCount: p.salesCount,
      added: midnight ? p.createdAt.toISOString().slice(0, 10) : p.createdAt.toISOString(),
      color: p.color,
      variantGroup: p.variantGroup,
      properties,
      associated: linked("associated"),
      similar: linked("similar"),
      compatible: linked("compatible"),
      art: null,
    };
  });
  return {
    storeCount: shopRows.length,
    catalogue: {
      categories,
      brands: brandRows.map((b) => ({ name: b.name, slug: b.slug, country: b.country })),
      specifications: specRows.map((sp) => ({
        key: sp.spKey,
        type: sp.type === "radio" ? "radio" : "checkbox",
        title: sp.title,
        values: (valuesBySpec.get(sp.id) ?? []).map((v) => ({ key: v.key, title: v.title })),
      })),
      products,
    },
  };
}
