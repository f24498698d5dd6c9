import type { LegacyPages } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * Legacy `/api/v1/pages`: the shop's CMS pages with their slug and title in the language; a
 * page not translated into it is listed in the main language (its slug still opens it).
 */
export async function listPages(db: Db, site: Site, lang: string): Promise<LegacyPages> {
  const { pages } = schema;
  const rows = await db
    .select({ pageKey: pages.pageKey, lang: pages.lang, slug: pages.slug, title: pages.title })
    .from(pages)
    .where(eq(pages.siteId, site.id))
    .orderBy(asc(pages.id));
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) byKey.set(row.pageKey, [...(byKey.get(row.pageKey) ?? []), row]);
  return [...byKey.values()].flatMap((translations) => {
    const page =
      translations.find((t) => t.lang === lang) ?? translations.find((t) => t.lang === site.mainLanguage);
    return page ? [{ slug: page.slug, title: page.title }] : [];
  });
}
