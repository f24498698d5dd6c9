import type { CategoryListing, Filter } from "@sf/contract";
import type { Db } from "@sf/db";
import { type CatalogueQuery, localize, pageCount, resolveSort, sortOptions } from "@sf/domain";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { ancestry, type CategoryTree, descendantIds, getCategoryTree, text } from "./category-tree.ts";
import {
  getListingIndex,
  type ListingSelection,
  queryListing,
  sortOrder,
  titleOrder,
} from "./listing-index.ts";
import { loadProductCards } from "./product-cards.ts";
import { getSiteFilters, type SiteFilters } from "./site-filters.ts";

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

/** The query's filters as the index's selection; unknown keys and options are ignored. */
function selectedFilters(query: CatalogueQuery, filters: SiteFilters): ListingSelection["filters"] {
  const out: ListingSelection["filters"] = [];
  for (const [key, options] of Object.entries(query.filters)) {
    if (key === CATEGORY_FILTER) continue; // the built-in category filter, see subcategoryFilter
    if (key === "brand") {
      const brandIds = filters.brands.filter((b) => options.includes(b.slug)).map((b) => b.id);
      if (brandIds.length) out.push({ brandIds });
      continue;
    }
    const spec = filters.specs.find((s) => s.key === key);
    const valueIds = spec?.values.filter((v) => options.includes(v.key)).map((v) => v.id) ?? [];
    if (spec && valueIds.length) out.push({ specId: spec.id, valueIds });
  }
  return out;
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
  const specCounts = result.valueCounts;
  const brandCount = result.brandCounts;

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
  const brandOptions = filters.brands
    .filter((b) => brandCount.has(b.id) || query.filters.brand?.includes(b.slug))
    .map((b) => ({
      id: b.id,
      title: b.name,
      keyword: b.slug,
      active: Boolean(query.filters.brand?.includes(b.slug)),
      count: brandCount.get(b.id) ?? 0,
    }));
  if (brandOptions.length)
    facet.push({
      id: 0,
      title: brandFilterTitle[lang] ?? "Brand",
      keyword: "brand",
      type: "checkbox",
      options: brandOptions,
    });
  filters.specs.forEach((spec) => {
    const counts = specCounts;
    const selected = query.filters[spec.key] ?? [];
    const options = spec.values
      .filter((v) => counts.has(v.id) || selected.includes(v.key))
      .map((v) => ({
        id: v.id,
        title: localize(v.title, lang, site.mainLanguage),
        keyword: v.key,
        active: selected.includes(v.key),
        count: counts.get(v.id) ?? 0,
      }));
    if (options.length)
      facet.push({
        id: spec.id,
        title: localize(spec.title, lang, site.mainLanguage),
        keyword: spec.key,
        type: spec.type,
        options,
      });
  });

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

const brandFilterTitle: Record<string, string> = { ro: "Brand", ru: "Бренд", uk: "Бренд", en: "Brand" };
const categoryFilterTitle: Record<string, string> = {
  ro: "Categorie",
  ru: "Категория",
  uk: "Категорія",
  en: "Category",
};

/** The query key of the built-in category filter: `filter=category:slug,slug`. */
export const CATEGORY_FILTER = "category";
