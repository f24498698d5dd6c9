import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * The sitemap's article pages, each a group of its paths by language (its own slug in each):
 * the list first, when the shop has active articles, then every article.
 */
export async function articleSitemapGroups(db: Db, site: Site): Promise<Record<string, string>[]> {
  const { articles, articleTranslations } = schema;
  const rows = await db
    .select({
      id: articleTranslations.articleId,
      lang: articleTranslations.lang,
      slug: articleTranslations.slug,
    })
    .from(articleTranslations)
    .innerJoin(articles, and(eq(articles.id, articleTranslations.articleId), eq(articles.active, true)))
    .where(eq(articleTranslations.siteId, site.id));
  const byArticle = new Map<number, Record<string, string>>();
  for (const row of rows) {
    if (!site.languages.includes(row.lang)) continue;
    const group = byArticle.get(row.id) ?? {};
    group[row.lang] = `/${row.lang}/articles/${encodeURIComponent(row.slug)}`;
    byArticle.set(row.id, group);
  }
  if (!byArticle.size) return [];
  const list = Object.fromEntries(site.languages.map((lang) => [lang, `/${lang}/articles`]));
  return [list, ...byArticle.values()];
}
