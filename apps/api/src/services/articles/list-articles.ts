import type { ArticleList } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { ARTICLES_PAGE_SIZE, articlePaging } from "@sf/domain";
import { and, count, desc, eq, exists, inArray, type SQL } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { listArticleStatuses, toCards, translationsOf } from "./article-rows.ts";

export type ArticleListQuery = { slug?: string; statusId?: number; page: number };

/**
 * `/base/articles`: a page of the shop's articles, newest first, optionally of one status or
 * the one with a slug (in any language). A status the shop does not have, or a page past the
 * last, is a 404.
 */
export async function listArticles(
  db: Db,
  site: Site,
  lang: string,
  query: ArticleListQuery,
): Promise<ArticleList> {
  const { articles, articleTranslations } = schema;
  const statuses = await listArticleStatuses(db, site, lang);
  if (query.statusId !== undefined && !statuses.some((s) => s.id === query.statusId)) {
    throw notFound("Article status not found.");
  }
  const where: SQL[] = [
    eq(articles.siteId, site.id),
    eq(articles.active, true),
    // Only articles with a text in one of the shop's languages.
    exists(
      db
        .select({ one: articleTranslations.id })
        .from(articleTranslations)
        .where(
          and(
            eq(articleTranslations.articleId, articles.id),
            inArray(articleTranslations.lang, site.languages),
          ),
        ),
    ),
  ];
  if (query.statusId !== undefined) where.push(eq(articles.statusId, query.statusId));
  if (query.slug !== undefined) {
    where.push(
      exists(
        db
          .select({ one: articleTranslations.id })
          .from(articleTranslations)
          .where(
            and(
              eq(articleTranslations.articleId, articles.id),
              eq(articleTranslations.siteId, site.id),
              eq(articleTranslations.slug, query.slug),
            ),
          ),
      ),
    );
  }
  const [total] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(...where));
  const totalCount = total?.n ?? 0;
  const paging = articlePaging(totalCount, query.page);
  if (!paging) throw notFound("Page not found.");
  const rows = await db
    .select()
    .from(articles)
    .where(and(...where))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(ARTICLES_PAGE_SIZE)
    .offset(paging.offset);
  const translations = await translationsOf(
    db,
    site,
    rows.map((r) => r.id),
  );
  const list = toCards(rows, translations, statuses, lang, site);
  return {
    statuses,
    list,
    totalCount,
    pages: paging.pages,
    next: paging.next,
    previous: paging.previous,
    page_size: ARTICLES_PAGE_SIZE,
    current_page: query.page,
    current_page_count: list.length,
  };
}
