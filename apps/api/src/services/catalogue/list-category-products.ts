import type { CategoryListing, Filter } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type CatalogueQuery, localize, pageCount, resolveSort, sortOptions } from "@sf/domain";
import { and, asc, count, desc, eq, gte, inArray, lte, max, min, type SQL, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../plugins/site.ts";
import { getSiteSettings } from "../get-site-settings.ts";
import { ancestry, type CategoryTree, descendantIds, getCategoryTree, text } from "./category-tree.ts";
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

type Conditions = { base: SQL[]; price: SQL[]; byKey: Map<string, SQL> };

function buildConditions(
  site: Site,
  categoryIds: number[],
  query: CatalogueQuery,
  filters: SiteFilters,
): Conditions {
  const { products, productCategories, productSpecValues } = schema;
  const base: SQL[] = [
    eq(products.siteId, site.id),
    eq(products.active, true),
    // A semi-join over the category index: far cheaper than a per-product EXISTS on big sites.
    inArray(
      products.id,
      sql`(select ${productCategories.productId} from ${productCategories} where ${inArray(productCategories.categoryId, categoryIds)})`,
    ),
  ];
  const price: SQL[] = [];
  if (query.price?.from != null) price.push(gte(products.price, query.price.from));
  if (query.price?.to != null) price.push(lte(products.price, query.price.to));
  const byKey = new Map<string, SQL>();
  for (const [key, options] of Object.entries(query.filters)) {
    if (key === "brand") {
      const ids = filters.brands.filter((b) => options.includes(b.slug)).map((b) => b.id);
      if (ids.length) byKey.set(key, inArray(products.brandId, ids));
      continue;
    }
    const spec = filters.specs.find((s) => s.key === key);
    const ids = spec?.values.filter((v) => options.includes(v.key)).map((v) => v.id) ?? [];
    if (!ids.length) continue; // unknown keys and options are ignored, not an error
    byKey.set(
      key,
      inArray(
        products.id,
        sql`(select ${productSpecValues.productId} from ${productSpecValues} where ${inArray(productSpecValues.valueId, ids)})`,
      ),
    );
  }
  return { base, price, byKey };
}

const except = (byKey: Map<string, SQL>, key: string | null) =>
  [...byKey].filter(([k]) => k !== key).map(([, c]) => c);

/** A category page of products with facet counts (spec section 7, /general/v2/category/{slug|id}/). */
export async function listCategoryProducts(
  db: Db,
  site: Site,
  lang: string,
  ref: string,
  query: CatalogueQuery,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<CategoryListing> {
  const tree = await getCategoryTree(db, site);
  const categoryId = resolveCategory(tree, lang, ref);
  const node = categoryId === null ? undefined : tree.nodes.get(categoryId);
  if (!node) throw notFound("Category not found.");
  const filters = await getSiteFilters(db, site);
  const settings = getSiteSettings(site);
  const sortSettings = {
    sortByPriority: settings.additional_settings.sort_by_priority,
    defaultSorting: settings.default_sorting,
  };
  const sort = resolveSort(query.sort, sortSettings);
  const { base, price, byKey } = buildConditions(site, descendantIds(tree, node.id), query, filters);
  const { products, productTranslations, productSpecValues } = schema;
  const all = and(...base, ...price, ...byKey.values());

  const order = {
    "sort_priority-": [desc(products.sortPriority), desc(products.createdAt)],
    "price-": [desc(products.price)],
    "price+": [asc(products.price)],
    "name-": [desc(productTranslations.title)],
    "name+": [asc(productTranslations.title)],
    "newer+": [desc(products.createdAt)],
  }[sort];

  const [totalRow] = await db.select({ n: count() }).from(products).where(all);
  const total = totalRow?.n ?? 0;
  const pages = pageCount(total, pageSize);
  if (query.page > pages) throw notFound("Page not found.");

  const [pageRows, specCounts, brandCounts, priceRow] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, products.id), eq(productTranslations.lang, lang)),
      )
      .where(all)
      .orderBy(...order, asc(products.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    Promise.all(
      filters.specs.map((spec) =>
        db
          .select({ valueId: productSpecValues.valueId, n: count() })
          .from(productSpecValues)
          .innerJoin(products, eq(products.id, productSpecValues.productId))
          .where(
            and(
              ...base,
              ...price,
              ...except(byKey, spec.key),
              inArray(
                productSpecValues.valueId,
                spec.values.map((v) => v.id),
              ),
            ),
          )
          .groupBy(productSpecValues.valueId),
      ),
    ),
    db
      .select({ brandId: products.brandId, n: count() })
      .from(products)
      .where(and(...base, ...price, ...except(byKey, "brand")))
      .groupBy(products.brandId),
    db
      .select({ min: min(products.price), max: max(products.price) })
      .from(products)
      .where(and(...base, ...byKey.values())),
  ]);

  const facet: Filter[] = [];
  const brandCount = new Map(brandCounts.map((r) => [r.brandId, r.n]));
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
  filters.specs.forEach((spec, i) => {
    const counts = new Map((specCounts[i] ?? []).map((r) => [r.valueId, r.n]));
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
    products: await loadProductCards(
      db,
      site,
      lang,
      pageRows.map((r) => r.id),
    ),
    filters: facet,
    price_range: {
      min: Math.floor(Number(priceRow[0]?.min ?? 0)),
      max: Math.ceil(Number(priceRow[0]?.max ?? 0)),
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
