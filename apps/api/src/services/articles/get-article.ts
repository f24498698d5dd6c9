import type { ArticleDetail } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { listArticleStatuses, pickLanguage, toCard, translationsOf } from "./article-rows.ts";

/** The shop's active article by id, or a 404. */
export async function findArticle(db: Db, site: Site, id: number) {
  const { articles } = schema;
  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.siteId, site.id), eq(articles.active, true)))
    .limit(1);
  if (!article) throw notFound("Article not found.");
  return article;
}

/**
 * `/base/articles/{id}`: the article in the request's language (else the shop's main one), with
 * its slug in each language it has, for the language switcher and hreflang.
 */
export async function getArticle(db: Db, site: Site, lang: string, id: number): Promise<ArticleDetail> {
  const article = await findArticle(db, site, id);
  const translations = (await translationsOf(db, site, [id])).get(id) ?? [];
  const tr = pickLanguage(translations, lang, site);
  if (!tr) throw notFound("Article not found.");
  const statuses = await listArticleStatuses(db, site, lang);
  return {
    ...toCard(article, tr, statuses),
    lang: tr.lang,
    html: tr.html,
    seo_title: tr.seoTitle || tr.title,
    seo_description: tr.seoDescription || tr.summary,
    alternates: Object.fromEntries(translations.map((t) => [t.lang, t.slug])),
  };
}
