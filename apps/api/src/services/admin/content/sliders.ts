import {
  type AdminSliderChoices,
  type AdminSlidersWrite,
  adminSlidersWriteSchema,
  type SlidersContent,
  slidersContentSchema,
} from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { sliderProblems } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import { FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { readSiteDocument, saveSiteDocument } from "./site-documents.ts";

/**
 * The shop's curated product sliders (`site_contents` key `sliders`, one list for every language,
 * stored under the main language; read by `/general/sliders`): the whole list is replaced, each
 * slider checked against the shop's products, categories and brands first.
 */
const EMPTY: SlidersContent = { sliders: [] };

export const getAdminSliders = (db: Db, site: Site) =>
  readSiteDocument(db, site, "sliders", site.mainLanguage, slidersContentSchema, EMPTY);

export async function saveAdminSliders(
  db: Db,
  site: Site,
  actor: StaffActor,
  body: AdminSlidersWrite,
): Promise<SlidersContent> {
  const input = adminSlidersWriteSchema.parse(body);
  const codes = [...new Set(input.sliders.flatMap((s) => (s.rule.type === "codes" ? s.rule.codes : [])))];
  const categoryIds = input.sliders.flatMap((s) => (s.rule.type === "category" ? [s.rule.category_id] : []));
  const brandSlugs = input.sliders.flatMap((s) => (s.rule.type === "brand" ? [s.rule.brand_slug] : []));
  const { products, categories, brands } = schema;
  const [foundCodes, foundCategories, foundBrands] = await Promise.all([
    codes.length
      ? db
          .select({ code: products.code })
          .from(products)
          .where(and(eq(products.siteId, site.id), inArray(products.code, codes)))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.siteId, site.id), inArray(categories.id, categoryIds)))
      : [],
    brandSlugs.length
      ? db
          .select({ slug: brands.slug })
          .from(brands)
          .where(and(eq(brands.siteId, site.id), inArray(brands.slug, brandSlugs)))
      : [],
  ]);
  const problems = sliderProblems(input.sliders, site.mainLanguage, {
    codes: new Set(foundCodes.map((r) => r.code)),
    categories: new Set(foundCategories.map((r) => r.id)),
    brands: new Set(foundBrands.map((r) => r.slug)),
  });
  if (Object.keys(problems).length) throw new FieldErrors(problems);
  return saveSiteDocument(
    db,
    site,
    actor,
    { key: "sliders", lang: site.mainLanguage, shape: slidersContentSchema, empty: EMPTY },
    input,
  );
}

/** The shop's categories (as "Parent / Child" in the main language) and brands, for the pickers. */
export async function sliderChoices(db: Db, site: Site): Promise<AdminSliderChoices> {
  const { categories, categoryTranslations, brands } = schema;
  const [rows, brandRows] = await Promise.all([
    db
      .select({ id: categories.id, parentId: categories.parentId, title: categoryTranslations.title })
      .from(categories)
      .leftJoin(
        categoryTranslations,
        and(
          eq(categoryTranslations.categoryId, categories.id),
          eq(categoryTranslations.lang, site.mainLanguage),
        ),
      )
      .where(eq(categories.siteId, site.id)),
    db.select({ slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.siteId, site.id)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path = (id: number, depth = 0): string => {
    const row = byId.get(id);
    if (!row) return "";
    const own = row.title ?? String(row.id);
    return row.parentId && depth < 8 ? `${path(row.parentId, depth + 1)} / ${own}` : own;
  };
  return {
    categories: rows
      .map((r) => ({ id: r.id, title: path(r.id) }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    brands: brandRows.sort((a, b) => a.name.localeCompare(b.name)),
  };
}
