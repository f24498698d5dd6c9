import {
  type CarouselCategory,
  type CategoryProductsBlock,
  categoryProductsContentSchema,
  mainCarouselContentSchema,
} from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { MAIN_PAGE_CATEGORY_BLOCKS, MAIN_PAGE_CATEGORY_PRODUCTS } from "@sf/domain";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { type CategoryTree, descendantIds, getCategoryTree, text } from "../catalogue/category-tree.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { inCategories, inStockProducts, productIds } from "./product-queries.ts";
import { readSiteContent } from "./site-content.ts";

export function summary(
  tree: CategoryTree,
  site: Site,
  lang: string,
  id: number,
  image: string | null,
): CarouselCategory | null {
  const node = tree.nodes.get(id);
  if (!node?.productCount) return null;
  const t = text(node, lang, site.mainLanguage);
  return { id, title: t.title, url: `/${t.path}`, image, product_count: node.productCount };
}

/**
 * `/base/main-carousel-category`: the home carousel's categories, as the shop lists them in
 * its content (`main_carousel_category`), else the top-level categories that have a banner
 * picture. Categories without active products are left out.
 */
export async function listMainCarouselCategories(
  db: Db,
  site: Site,
  lang: string,
): Promise<CarouselCategory[]> {
  const [content, tree] = await Promise.all([
    readSiteContent(db, site, "main_carousel_category", lang, mainCarouselContentSchema),
    getCategoryTree(db, site),
  ]);
  if (content) {
    return content.categories.flatMap((c) => summary(tree, site, lang, c.category_id, c.image) ?? []);
  }
  const { categories } = schema;
  const withBanner = await db
    .select({ id: categories.id, banner: categories.banner })
    .from(categories)
    .where(and(eq(categories.siteId, site.id), isNotNull(categories.banner)));
  const images = new Map(withBanner.map((r) => [r.id, r.banner?.image ?? null]));
  return tree.roots.flatMap((id) =>
    images.get(id) ? (summary(tree, site, lang, id, images.get(id) ?? null) ?? []) : [],
  );
}

/**
 * `/general/category-products-main-page/`: a few categories, each with its best-selling
 * in-stock products; the shop's choice (`category_products_main_page`) or else the top-level
 * categories with the most products.
 */
export async function listCategoryProductsMainPage(
  db: Db,
  site: Site,
  lang: string,
): Promise<CategoryProductsBlock[]> {
  const [content, tree] = await Promise.all([
    readSiteContent(db, site, "category_products_main_page", lang, categoryProductsContentSchema),
    getCategoryTree(db, site),
  ]);
  const ids =
    content?.category_ids ??
    [...tree.roots]
      .sort((a, b) => (tree.nodes.get(b)?.productCount ?? 0) - (tree.nodes.get(a)?.productCount ?? 0))
      .slice(0, MAIN_PAGE_CATEGORY_BLOCKS);
  const limit = content?.limit ?? MAIN_PAGE_CATEGORY_PRODUCTS;
  const blocks = await Promise.all(
    ids.map(async (id) => {
      const category = summary(tree, site, lang, id, null);
      if (!category) return null;
      const where = and(inStockProducts(site), inCategories(descendantIds(tree, id)));
      const productIdList = await productIds(
        db,
        where as NonNullable<typeof where>,
        [desc(schema.products.salesCount), desc(schema.products.createdAt)],
        limit,
      );
      return { category, products: await loadProductCards(db, site, lang, productIdList) };
    }),
  );
  return blocks.filter((b): b is CategoryProductsBlock => Boolean(b?.products.length));
}
