import { slugify } from "@sf/domain";
import type { Db } from "../../client.ts";
import { articleStatuses, articles, articleTranslations, media } from "../../schema.ts";
import { bannerSvg } from "../banner-art.ts";
import type { ArticleSetSeed } from "./types.ts";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Writes a demo shop's article statuses, articles (with a generated picture each) and their texts. */
export async function seedArticles(
  db: Db,
  target: { siteId: number; code: string; languages: string[] },
  set: ArticleSetSeed | undefined,
): Promise<void> {
  if (!set) return;
  const { siteId } = target;
  const statusIds = new Map<string, number>();
  for (const [position, status] of set.statuses.entries()) {
    const [row] = await db
      .insert(articleStatuses)
      .values({ siteId, key: status.key, name: status.name, position })
      .returning({ id: articleStatuses.id });
    if (row) statusIds.set(status.key, row.id);
  }
  for (const [index, article] of set.articles.entries()) {
    const statusId = statusIds.get(article.status);
    if (statusId === undefined) throw new Error(`Articles of ${target.code}: no status ${article.status}`);
    const texts = Object.entries(article.byLang).filter(([lang]) => target.languages.includes(lang));
    if (!texts.length) continue;
    const path = `articles/${target.code}-${index + 1}.svg`;
    await db.insert(media).values({
      siteId,
      path,
      contentType: "image/svg+xml",
      body: new TextEncoder().encode(bannerSvg(article.art[0], article.art[1], index + 7, 1200, 675)),
    });
    const [row] = await db
      .insert(articles)
      .values({
        siteId,
        statusId,
        image: `/media/${path}`,
        publishedAt: new Date(`${article.date}T09:00:00Z`),
      })
      .returning({ id: articles.id });
    if (!row) throw new Error("article insert returned nothing");
    await db.insert(articleTranslations).values(
      texts.map(([lang, text]) => ({
        articleId: row.id,
        siteId,
        lang,
        slug: slugify(text.title),
        title: text.title,
        summary: text.summary,
        html: text.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
        seoTitle: text.title,
        seoDescription: text.summary,
      })),
    );
  }
}
