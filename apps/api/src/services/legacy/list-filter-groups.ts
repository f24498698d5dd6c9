import type { LegacyFilter } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { getSiteFilters } from "../catalogue/site-filters.ts";

const brandTitle: Record<string, string> = { ro: "Brand", ru: "Бренд", uk: "Бренд", en: "Brand" };

/**
 * Legacy `/api/v1/filter`: every filter group of the shop's catalogue with all its options, in
 * the language (else the main language): brands first, as a listing shows them, then the
 * specifications in their order. Counts belong to a listing, so there are none here.
 */
export async function listFilterGroups(db: Db, site: Site, lang: string): Promise<LegacyFilter> {
  const filters = await getSiteFilters(db, site);
  const title = (t: Record<string, string>) => t[lang] ?? t[site.mainLanguage] ?? Object.values(t)[0] ?? "";
  const brands: LegacyFilter = filters.brands.length
    ? [
        {
          id: 0,
          title: brandTitle[lang] ?? "Brand",
          keyword: "brand",
          type: "checkbox",
          options: filters.brands.map((b) => ({ id: b.id, title: b.name, keyword: b.slug })),
        },
      ]
    : [];
  return [
    ...brands,
    ...filters.specs
      .filter((s) => s.values.length)
      .map((s) => ({
        id: s.id,
        title: title(s.title),
        keyword: s.key,
        type: s.type,
        options: s.values.map((v) => ({ id: v.id, title: title(v.title), keyword: v.key })),
      })),
  ];
}
