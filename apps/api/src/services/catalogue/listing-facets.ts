import type { Filter } from "@sf/contract";
import { type CatalogueQuery, localize } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import type { ListingResult, ListingSelection } from "./listing-index.ts";
import type { SiteFilters } from "./site-filters.ts";

/** The query key of the built-in category filter: `filter=category:slug,slug`. */
export const CATEGORY_FILTER = "category";

/** The query's filters as the index's selection; unknown keys and options are ignored. */
export function selectedFilters(query: CatalogueQuery, filters: SiteFilters): ListingSelection["filters"] {
  const out: ListingSelection["filters"] = [];
  for (const [key, options] of Object.entries(query.filters)) {
    if (key === CATEGORY_FILTER) continue; // the built-in category filter, a category listing's own
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

/**
 * The brand filter and one filter per specification, each with the options the listed products
 * have (or the shopper chose) and their counts: what a listing's sidebar shows besides the price.
 */
export function attributeFacets(
  result: Pick<ListingResult, "valueCounts" | "brandCounts">,
  filters: SiteFilters,
  query: CatalogueQuery,
  lang: string,
  site: Site,
): Filter[] {
  const facet: Filter[] = [];
  const brandCount = result.brandCounts;
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
  for (const spec of filters.specs) {
    const counts = result.valueCounts;
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
  }
  return facet;
}

const brandFilterTitle: Record<string, string> = { ro: "Brand", ru: "Бренд", uk: "Бренд", en: "Brand" };
