import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { ART_KINDS } from "@sf/db/catalogue-import";
import type { ImportContext } from "@sf/domain/catalogue-import";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/** What rows of an import may refer to in the site, and the site's stores in their order. */
export async function importContext(
  db: Db,
  site: Site,
): Promise<{ context: ImportContext; shopIds: number[] }> {
  const {
    categoryTranslations,
    brands,
    specifications,
    specificationValues,
    products,
    productTranslations,
    shops,
  } = schema;
  const [categoryRows, brandRows, valueRows, productRows, slugRows, shopRows] = await Promise.all([
    db
      .select({ path: categoryTranslations.path, lang: categoryTranslations.lang })
      .from(categoryTranslations)
      .where(eq(categoryTranslations.siteId, site.id)),
    db.select({ name: brands.name }).from(brands).where(eq(brands.siteId, site.id)),
    db
      .select({ spec: specifications.spKey, value: specificationValues.key })
      .from(specificationValues)
      .innerJoin(specifications, eq(specifications.id, specificationValues.specificationId))
      .where(eq(specifications.siteId, site.id)),
    db.select({ id: products.id, code: products.code }).from(products).where(eq(products.siteId, site.id)),
    db
      .select({
        id: productTranslations.productId,
        lang: productTranslations.lang,
        slug: productTranslations.slug,
      })
      .from(productTranslations)
      .where(eq(productTranslations.siteId, site.id)),
    db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.siteId, site.id))
      .orderBy(asc(shops.position), asc(shops.id)),
  ]);
  const codeOf = new Map(productRows.map((p) => [p.id, p.code]));
  return {
    shopIds: shopRows.map((s) => s.id),
    context: {
      languages: site.languages,
      mainLanguage: site.mainLanguage,
      storeCount: shopRows.length,
      artKinds: new Set<string>(ART_KINDS),
      existing: {
        categoryPaths: new Set(categoryRows.filter((c) => c.lang === site.mainLanguage).map((c) => c.path)),
        brandNames: new Set(brandRows.map((b) => b.name)),
        specValues: new Set(valueRows.map((v) => `${v.spec}:${v.value}`)),
        productCodes: new Set(productRows.map((p) => p.code)),
        productSlugs: new Map(slugRows.map((s) => [`${s.lang}:${s.slug}`, codeOf.get(s.id) as string])),
      },
    },
  };
}
