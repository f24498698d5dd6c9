import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { publishedAdverts } from "./list-adverts.ts";

/** A site is a board when it has the board's reference data (decision 0054): its advert categories. */
export async function isBoardSite(db: Db, site: Site): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.advertCategories.id })
    .from(schema.advertCategories)
    .where(eq(schema.advertCategories.siteId, site.id))
    .limit(1);
  return row !== undefined;
}

/**
 * The board's pages for the sitemap: the listing, every published, unexpired advert (an
 * advert has one address in every language), so a hidden or expired advert leaves it at once,
 * and the page of each seller who has one (a banned member's adverts are hidden: none).
 */
export async function advertSitemapGroups(db: Db, site: Site): Promise<Record<string, string>[]> {
  const rows = await db
    .select({ slug: schema.adverts.slug })
    .from(schema.adverts)
    .where(publishedAdverts(site))
    .orderBy(asc(schema.adverts.id));
  const sellers = await db
    .selectDistinct({ id: schema.adverts.userId })
    .from(schema.adverts)
    .where(publishedAdverts(site))
    .orderBy(asc(schema.adverts.userId));
  const everyLanguage = (path: string) =>
    Object.fromEntries(site.languages.map((lang) => [lang, `/${lang}${path}`]));
  return [
    everyLanguage("/adverts"),
    ...rows.map((row) => everyLanguage(`/advert/${encodeURIComponent(row.slug)}`)),
    ...sellers.map((seller) => everyLanguage(`/user/${seller.id}`)),
  ];
}
