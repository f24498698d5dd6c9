import type { CategoryListing, Filter } from "@sf/contract";
import type { Db } from "@sf/db";
import { type CatalogueQuery, pageCount, resolveSort, sortOptions } from "@sf/domain";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { ancestry, type CategoryTree, descendantIds, getCategoryTree, text } from "./category-tree.ts";
import { attributeFacets, CATEGORY_FILTER, selectedFilters } from "./listing-facets.ts";
import { getListingIndex, queryListing, sortOrder, titleOrder } from "./listing-index.ts";
import { loadProductCards } from "./product-cards.ts";
import { getSiteFilters } from "./site-filters.ts";

export const DEFAULT_PAGE_SIZE = 24;

/** A category by numeric id, by its path in the language, by its path in another language, or by a unique slug. */
export function resolveCategory(tree: CategoryTree, lang: string, ref: string): number | null {
  const clean = ref.replace(/^\/+|\/+$/g, "");
  if (/^\d+$/.test(clean)) return tree.nodes.has(Number(clean)) ? Number(clean) : null;
  const exact = tree.byPath.get(`${lang}:${clean}`);
  if (exact) return exact;
  for (const [key, id] of tree.byPath) if (key.slice(key.indexOf(":") + 1) === clean) return id;
  const slug = clean.split("/").at(-1);
  const bySlug = [...tree.nodes.values()].filter((n) => Object.values(n.t).some((t) => t.slug === slug));
  return bySlug.length === 1 ? (bySlug[0] as { id: number }).id : null;
}

/** A category page of products with facet counts (spec section 7, /general/v2/category/{slug|id}/). */
export async function listCategoryProducts(
  db: Db,
  site: Site,
  lang: string,
  ref: string,
  query: CatalogueQuery,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<CategoryListing> {
  const [tree, filters, index] = await Promise.all([
    getCategoryTree(db, site),
    getSiteFilters(db, site),
    getListingIndex(db, site.id),
  ]);
  const categoryId = resolveCategory(tree, lang, ref);
  const node = categoryId === null ? undefined : tree.nodes.get(categoryId);
  if (!node) throw notFound("Category not found.");
  const settings = site.settings;
  const sortSettings = {
    sortByPriority: settings.additional_settings.sort_by_priority,
    defaultSorting: settings.default_sorting,
  };
  const sort = resolveSort(query.sort, sortSettings);
  const order = await sortOrder(index, sort, lang, (l, descending) => titleOrder(db, site.id, l, descending));
  const children = node.children
    .map((id) => tree.nodes.get(id))
    .filter((n): n is NonNullable<typeof n> => Boolean(n && n.productCount > 0));
  const selectedChildren = query.filters[CATEGORY_FILTER] ?? [];
  const childSlug = (n: (typeof children)[number]) => text(n, lang, site.mainLanguage).slug;
  const result = queryListing(index, {
    subcategories: children.map((n) => ({
      id: n.id,
      categoryIds: descendantIds(tree, n.id),
      selected: selectedChildren.includes(childSlug(n)),
    })),
    categoryIds: descendantIds(tree, node.id),
    price: query.price,
    filters: selectedFilters(query, filters),
    order,
    offset: (query.page - 1) * pageSize,
    limit: pageSize,
  });
  const total = result.total;
  const pages = pageCount(total, pageSize);
  if (query.page > pages) throw notFound("Page not found.");

  const facet: Filter[] = [];
  // The built-in category filter: the subcategories, counted under the other filters.
  if (children.length > 1)
    facet.push({
      id: node.id,
      title: categoryFilterTitle[lang] ?? "Category",
      keyword: CATEGORY_FILTER,
      type: "checkbox",
      options: children.map((n) => ({
        id: n.id,
        title: text(n, lang, site.mainLanguage).title,
        keyword: childSlug(n),
        active: selectedChildren.includes(childSlug(n)),
        count: result.subcategoryCounts.get(n.id) ?? 0,
      })),
    });
  facet.push(...attributeFacets(result, filters, query, lang, site));

  const nodeText = text(node, lang, site.mainLanguage);
  return {
    category: {
      id: node.id,
      title: nodeText.title,
      url: `/${nodeText.path}`,
      description: nodeText.description,
      seo_title: nodeText.seoTitle || nodeText.title,
      seo_description: nodeText.seoDescription || nodeText.description,
      show_18_popup: ancestry(tree, node.id).some((n) => n.show18Popup),
      alternates: Object.fromEntries(
        site.languages.filter((l) => node.t[l]).map((l) => [l, `/${node.t[l]?.path}`]),
      ),
    },
    breadcrumbs: ancestry(tree, node.id).map((n) => {
      const t = text(n, lang, site.mainLanguage);
      return { categoryId: n.id, categoryTitle: t.title, categoryUrl: `/${t.path}` };
    }),
    subcategories: node.children
      .map((id) => tree.nodes.get(id))
      .filter((n): n is NonNullable<typeof n> => Boolean(n && n.productCount > 0))
      .map((n) => {
        const t = text(n, lang, site.mainLanguage);
        return { id: n.id, title: t.title, url: `/${t.path}`, product_count: n.productCount };
      }),
    products: await loadProductCards(db, site, lang, result.ids),
    filters: facet,
    price_range: {
      min: Math.floor(result.priceMin ?? 0),
      max: Math.ceil(result.priceMax ?? 0),
      selectedFrom: query.price?.from ?? null,
      selectedTo: query.price?.to ?? null,
    },
    sort: { options: [...sortOptions(sortSettings).options], selected: sort },
    totalCount: total,
    pages,
    current_page: query.page,
    page_size: pageSize,
  };
}

const categoryFilterTitle: Record<string, string> = {
  ro: "Categorie",
  ru: "Категория",
  uk: "Категорія",
  en: "Category",
};
