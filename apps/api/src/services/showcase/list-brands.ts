import type { BrandIndex, BrandPage, BrandSummary } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  featuredBrands,
  groupBrandsByLetter,
  pageCount,
  resolveSort,
  type SortOption,
  sortOptions,
} from "@sf/domain";
import { and, count, eq, like } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getCategoryTree, text } from "../catalogue/category-tree.ts";
import { getListingIndex, queryListing, sortOrder, titleOrder } from "../catalogue/listing-index.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { activeProducts } from "./product-queries.ts";

const { brands, products, media } = schema;

/** A brand's logo lives in the site's media as `brands/{slug}.svg` (or .png, .webp). */
async function brandLogos(db: Db, site: Site): Promise<Map<string, string>> {
  const rows = await db
    .select({ path: media.path })
    .from(media)
    .where(and(eq(media.siteId, site.id), like(media.path, "brands/%")));
  const logos = new Map<string, string>();
  for (const { path } of rows) {
    const slug = path.slice("brands/".length).replace(/\.(svg|png|webp|jpe?g)$/, "");
    if (!logos.has(slug)) logos.set(slug, `/media/${path}`);
  }
  return logos;
}

/** The site's brands that have active products, with their counts. */
async function brandsWithProducts(db: Db, site: Site): Promise<BrandSummary[]> {
  const [rows, logos] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        slug: brands.slug,
        country: brands.country,
        n: count(products.id),
      })
      .from(brands)
      .innerJoin(products, and(eq(products.brandId, brands.id), activeProducts(site)))
      .where(eq(brands.siteId, site.id))
      .groupBy(brands.id),
    brandLogos(db, site),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    country: r.country,
    product_count: r.n,
    logo: logos.get(r.slug) ?? null,
  }));
}

/** `/general/brand/`: brands by first letter, plus the 12 with the most products. */
export async function listBrands(db: Db, site: Site): Promise<BrandIndex> {
  const list = await brandsWithProducts(db, site);
  return { letters: groupBrandsByLetter(list), featured: featuredBrands(list), totalCount: list.length };
}

export const BRAND_PAGE_SIZE = 24;

/** `/general/brand/{slug}`: the brand and a page of its products, sorted like a category listing. */
export async function getBrandPage(
  db: Db,
  site: Site,
  lang: string,
  slug: string,
  query: { sort: SortOption | null; page: number },
  pageSize = BRAND_PAGE_SIZE,
): Promise<BrandPage> {
  const [brandRow] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.siteId, site.id), eq(brands.slug, slug)))
    .limit(1);
  if (!brandRow) throw notFound("Brand not found.");
  const settings = site.settings;
  const sortSettings = {
    sortByPriority: settings.additional_settings.sort_by_priority,
    defaultSorting: settings.default_sorting,
  };
  const sort = resolveSort(query.sort, sortSettings);
  const where = and(activeProducts(site), eq(products.brandId, brandRow.id));
  // Count, order and page come from the listing index, as on category pages; only the
  // per-category counts of the brand are read here.
  const [index, byCategory, logos, tree] = await Promise.all([
    getListingIndex(db, site.id),
    db
      .select({ categoryId: products.mainCategoryId, n: count() })
      .from(products)
      .where(where)
      .groupBy(products.mainCategoryId),
    brandLogos(db, site),
    getCategoryTree(db, site),
  ]);
  const order = await sortOrder(index, sort, lang, (l, descending) => titleOrder(db, site.id, l, descending));
  const result = queryListing(index, {
    categoryIds: null,
    filters: [{ brandIds: [brandRow.id] }],
    order,
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
  });
  const total = result.total;
  const pages = pageCount(total, pageSize);
  if (query.page > pages) throw notFound("Page not found.");
  const categories = byCategory.flatMap(({ categoryId, n }) => {
    const node = categoryId === null ? undefined : tree.nodes.get(categoryId);
    if (!node) return [];
    const t = text(node, lang, site.mainLanguage);
    return [{ id: node.id, title: t.title, url: `/${t.path}`, product_count: n }];
  });
  return {
    brand: {
      id: brandRow.id,
      name: brandRow.name,
      slug: brandRow.slug,
      country: brandRow.country,
      product_count: total,
      logo: logos.get(brandRow.slug) ?? null,
    },
    products: await loadProductCards(db, site, lang, result.ids),
    categories: categories.sort(
      (a, b) => b.product_count - a.product_count || a.title.localeCompare(b.title),
    ),
    sort: { options: [...sortOptions(sortSettings).options], selected: sort },
    totalCount: total,
    pages,
    current_page: query.page,
    page_size: pageSize,
  };
}
