import { type Slider, type SliderRule, slidersContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize, SLIDER_PRODUCTS_LIMIT } from "@sf/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { descendantIds, getCategoryTree } from "../catalogue/category-tree.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { activeProducts, inCategories, inStockProducts, productIds } from "./product-queries.ts";
import { readSiteContent } from "./site-content.ts";

const { products, brands } = schema;

/** Product ids a slider rule selects: listed codes in their order, or the best sellers of a category or brand. */
async function ruleProductIds(db: Db, site: Site, rule: SliderRule): Promise<number[]> {
  const popular = [desc(products.salesCount), desc(products.createdAt)];
  if (rule.type === "codes") {
    const rows = await db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(and(activeProducts(site), inArray(products.code, rule.codes.slice(0, 50))));
    const byCode = new Map(rows.map((r) => [r.code, r.id]));
    return rule.codes.flatMap((code) => byCode.get(code) ?? []).slice(0, SLIDER_PRODUCTS_LIMIT);
  }
  if (rule.type === "category") {
    const tree = await getCategoryTree(db, site);
    if (!tree.nodes.has(rule.category_id)) return [];
    const where = and(inStockProducts(site), inCategories(descendantIds(tree, rule.category_id)));
    return productIds(db, where as NonNullable<typeof where>, popular, SLIDER_PRODUCTS_LIMIT);
  }
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.siteId, site.id), eq(brands.slug, rule.brand_slug)))
    .limit(1);
  if (!brand) return [];
  const where = and(inStockProducts(site), eq(products.brandId, brand.id));
  return productIds(db, where as NonNullable<typeof where>, popular, SLIDER_PRODUCTS_LIMIT);
}

/**
 * `/general/sliders`: the shop's curated sliders `{carouselName, slug, products}`. With `key`
 * only that slider; otherwise the home page's, or the product page's with `is_product_page`.
 * Sliders whose rule finds no products are left out.
 */
export async function listSliders(
  db: Db,
  site: Site,
  lang: string,
  filter: { key?: string; isProductPage?: boolean },
): Promise<Slider[]> {
  const content = await readSiteContent(db, site, "sliders", lang, slidersContentSchema);
  const chosen = (content?.sliders ?? []).filter((s) =>
    filter.key ? s.slug === filter.key : s.is_product_page === (filter.isProductPage ?? false),
  );
  const sliders = await Promise.all(
    chosen.map(async (s) => ({
      carouselName: localize(s.title, lang, site.mainLanguage),
      slug: s.slug,
      products: await loadProductCards(db, site, lang, await ruleProductIds(db, site, s.rule)),
    })),
  );
  return sliders.filter((s) => s.products.length);
}
