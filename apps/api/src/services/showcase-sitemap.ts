import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, count, eq } from "drizzle-orm";
import type { Site } from "../lib/site.ts";

/**
 * The sitemap's reviews, gallery and partners pages: the reviews page always (shoppers can post
 * the first), the gallery when the shop has an active album, the partners page when it has partners.
 */
export async function showcaseSitemapGroups(db: Db, site: Site): Promise<Record<string, string>[]> {
  const { galleryAlbums, partners } = schema;
  const [[albums], [partnerCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(galleryAlbums)
      .where(and(eq(galleryAlbums.siteId, site.id), eq(galleryAlbums.active, true))),
    db.select({ n: count() }).from(partners).where(eq(partners.siteId, site.id)),
  ]);
  const paths = [
    "/review",
    ...((albums?.n ?? 0) > 0 ? ["/gallery"] : []),
    ...((partnerCount?.n ?? 0) > 0 ? ["/partners"] : []),
  ];
  return paths.map((path) => Object.fromEntries(site.languages.map((lang) => [lang, `/${lang}${path}`])));
}
