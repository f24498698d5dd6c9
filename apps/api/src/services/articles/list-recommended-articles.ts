import type { ArticleCard } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { RECOMMENDED_ARTICLES } from "@sf/domain";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { listArticleStatuses, toCards, translationsOf } from "./article-rows.ts";
import { findArticle } from "./get-article.ts";

/**
 * `/base/articles/recommended/{id}`: other articles to read next, those of the same status
 * first, each group newest first. A 404 for an article the shop does not have.
 */
export async function listRecommendedArticles(
  db: Db,
  site: Site,
  lang: string,
  id: number,
): Promise<ArticleCard[]> {
  const article = await findArticle(db, site, id);
  const { articles } = schema;
  const sameStatus =
    article.statusId === null
      ? sql`0`
      : sql`case when ${articles.statusId} = ${article.statusId} then 0 else 1 end`;
  // A few more than shown: an article without a text in the shop's languages is dropped.
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.siteId, site.id), eq(articles.active, true), ne(articles.id, id)))
    .orderBy(sameStatus, desc(articles.publishedAt), desc(articles.id))
    .limit(RECOMMENDED_ARTICLES * 2);
  const translations = await translationsOf(
    db,
    site,
    rows.map((r) => r.id),
  );
  const statuses = await listArticleStatuses(db, site, lang);
  return toCards(rows, translations, statuses, lang, site).slice(0, RECOMMENDED_ARTICLES);
}
