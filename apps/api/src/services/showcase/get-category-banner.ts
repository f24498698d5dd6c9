import type { CategoryBanner } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { BANNER_WIDTHS, mediaSrcsets } from "../catalogue/product-cards.ts";

/** `/general/banner-select/{categoryId}`: the category's banner in the request language, or 404. */
export async function getCategoryBanner(
  db: Db,
  site: Site,
  lang: string,
  categoryId: number,
): Promise<CategoryBanner> {
  const { categories } = schema;
  const [row] = await db
    .select({ banner: categories.banner })
    .from(categories)
    .where(and(eq(categories.siteId, site.id), eq(categories.id, categoryId)))
    .limit(1);
  if (!row) throw notFound("Category not found.");
  if (!row.banner?.image) throw notFound("The category has no banner.");
  return {
    categoryId,
    image: row.banner.image,
    ...mediaSrcsets(row.banner.image, BANNER_WIDTHS),
    url: localize(row.banner.url, lang, site.mainLanguage) || null,
    title: localize(row.banner.title, lang, site.mainLanguage),
  };
}
