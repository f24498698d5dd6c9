import type { ArticleCard, ArticleStatus } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

type Localized = Partial<Record<string, string>>;
type ArticleRow = typeof schema.articles.$inferSelect;
export type TranslationRow = typeof schema.articleTranslations.$inferSelect;

/** A text in the language, else the shop's main language, else any it has. */
export function pickLanguage<T extends { lang: string }>(rows: T[], lang: string, site: Site): T | undefined {
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === site.mainLanguage) ?? rows[0];
}

function localizedName(name: Localized, lang: string, site: Site): string {
  return name[lang] ?? name[site.mainLanguage] ?? Object.values(name).find(Boolean) ?? "";
}

/** The shop's article statuses (the list's tabs) in the language, in their order. */
export async function listArticleStatuses(db: Db, site: Site, lang: string): Promise<ArticleStatus[]> {
  const { articleStatuses } = schema;
  const rows = await db
    .select()
    .from(articleStatuses)
    .where(eq(articleStatuses.siteId, site.id))
    .orderBy(asc(articleStatuses.position), asc(articleStatuses.id));
  return rows.map((r) => ({ id: r.id, name: localizedName(r.name, lang, site), status: r.key }));
}

/** The articles' translations, by article id, only in the shop's languages. */
export async function translationsOf(
  db: Db,
  site: Site,
  ids: number[],
): Promise<Map<number, TranslationRow[]>> {
  const byArticle = new Map<number, TranslationRow[]>();
  if (!ids.length) return byArticle;
  const { articleTranslations } = schema;
  const rows = await db
    .select()
    .from(articleTranslations)
    .where(and(eq(articleTranslations.siteId, site.id), inArray(articleTranslations.articleId, ids)));
  for (const row of rows) {
    if (!site.languages.includes(row.lang)) continue;
    byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row]);
  }
  return byArticle;
}

/** Articles as cards in the language; an article with no text in the shop's languages is left out. */
export function toCards(
  articles: ArticleRow[],
  translations: Map<number, TranslationRow[]>,
  statuses: ArticleStatus[],
  lang: string,
  site: Site,
): ArticleCard[] {
  return articles.flatMap((article) => {
    const tr = pickLanguage(translations.get(article.id) ?? [], lang, site);
    return tr ? [toCard(article, tr, statuses)] : [];
  });
}

export function toCard(article: ArticleRow, tr: TranslationRow, statuses: ArticleStatus[]): ArticleCard {
  return {
    id: article.id,
    slug: tr.slug,
    title: tr.title,
    summary: tr.summary,
    image: article.image,
    published_at: article.publishedAt.toISOString(),
    custom_status: statuses.find((s) => s.id === article.statusId) ?? null,
  };
}
