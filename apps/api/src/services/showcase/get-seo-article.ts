import type { SeoArticle } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { pickLanguage } from "../articles/article-rows.ts";

/**
 * `/general/seo/article`: the SEO text block of a product page (its description and SEO fields
 * in the language) or of an article (else a content page) by slug. 400 without either parameter, 404 when the
 * slug is unknown or the text is empty.
 */
export async function getSeoArticle(
  db: Db,
  site: Site,
  lang: string,
  query: { product_slug?: string; article_slug?: string },
): Promise<SeoArticle> {
  if (query.product_slug) {
    const { productTranslations, products } = schema;
    const rows = await db
      .select({ tr: productTranslations })
      .from(productTranslations)
      .innerJoin(products, and(eq(products.id, productTranslations.productId), eq(products.active, true)))
      .where(and(eq(productTranslations.siteId, site.id), eq(productTranslations.slug, query.product_slug)));
    const found = rows.find((r) => r.tr.lang === lang) ?? rows[0];
    if (!found) throw notFound("Product not found.");
    // The slug may be another language's: answer in the request language.
    const [inLang] = await db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, found.tr.productId), eq(productTranslations.lang, lang)))
      .limit(1);
    const tr = inLang ?? found.tr;
    if (!tr.description.trim() && !tr.seoDescription.trim()) throw notFound("The product has no SEO text.");
    return {
      title: tr.seoTitle || tr.title,
      html: tr.description,
      seo_title: tr.seoTitle || tr.title,
      seo_description: tr.seoDescription,
      seo_keywords: tr.seoKeywords,
    };
  }
  if (query.article_slug) {
    const article = await findArticleSeo(db, site, lang, query.article_slug);
    if (article) return article;
    const { pages } = schema;
    const [bySlug] = await db
      .select({ key: pages.pageKey })
      .from(pages)
      .where(and(eq(pages.siteId, site.id), eq(pages.slug, query.article_slug)))
      .limit(1);
    if (!bySlug) throw notFound("Article not found.");
    // The slug may be another language's: answer in the request language when it exists.
    const rows = await db
      .select()
      .from(pages)
      .where(and(eq(pages.siteId, site.id), eq(pages.pageKey, bySlug.key)));
    const page =
      rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === site.mainLanguage) ?? rows[0];
    if (!page?.html.trim()) throw notFound("The article has no text.");
    return {
      title: page.title,
      html: page.html,
      seo_title: page.seoTitle || page.title,
      seo_description: page.seoDescription,
      seo_keywords: "",
    };
  }
  throw new AppError("invalid", "Give product_slug or article_slug.");
}

/** An article's text by its slug in any language, answered in the request language; null when no article has the slug. */
async function findArticleSeo(db: Db, site: Site, lang: string, slug: string): Promise<SeoArticle | null> {
  const { articles, articleTranslations } = schema;
  const [match] = await db
    .select({ articleId: articleTranslations.articleId })
    .from(articleTranslations)
    .innerJoin(articles, and(eq(articles.id, articleTranslations.articleId), eq(articles.active, true)))
    .where(and(eq(articleTranslations.siteId, site.id), eq(articleTranslations.slug, slug)))
    .limit(1);
  if (!match) return null;
  const rows = await db
    .select()
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, match.articleId));
  const tr = pickLanguage(
    rows.filter((r) => site.languages.includes(r.lang)),
    lang,
    site,
  );
  if (!tr?.html.trim()) throw notFound("The article has no text.");
  return {
    title: tr.title,
    html: tr.html,
    seo_title: tr.seoTitle || tr.title,
    seo_description: tr.seoDescription || tr.summary,
    seo_keywords: "",
  };
}
