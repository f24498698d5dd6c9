import type { PromotionDetail } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { isPromotionActive, parseVideoUrl } from "@sf/domain";
import { and, asc, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { pickLanguage } from "../articles/article-rows.ts";
import { type PromotionRow, promotionTranslationsOf, toPromotionCard } from "./promotion-rows.ts";

/** An offer showing now, by its id or by its slug in any of the shop's languages; else a 404. */
export async function findActivePromotion(
  db: Db,
  site: Site,
  ref: { id: number } | { slug: string },
  now: Date,
): Promise<PromotionRow> {
  const { promotions, promotionTranslations } = schema;
  let id: number | undefined;
  if ("id" in ref) id = ref.id;
  else {
    const [match] = await db
      .select({ id: promotionTranslations.promotionId, lang: promotionTranslations.lang })
      .from(promotionTranslations)
      .where(and(eq(promotionTranslations.siteId, site.id), eq(promotionTranslations.slug, ref.slug)))
      .orderBy(asc(promotionTranslations.id));
    if (match && site.languages.includes(match.lang)) id = match.id;
  }
  const [row] =
    id === undefined
      ? []
      : await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.id, id), eq(promotions.siteId, site.id)))
          .limit(1);
  if (!row || !isPromotionActive(row, now)) throw notFound("Special offer not found.");
  return row;
}

/**
 * `/general/promotions/{id or slug}`: the offer in the request's language (else the shop's
 * main one), its products' ids, its video's player and its slug in each language it has.
 */
export async function getPromotion(
  db: Db,
  site: Site,
  lang: string,
  ref: { id: number } | { slug: string },
  now = new Date(),
): Promise<PromotionDetail> {
  const row = await findActivePromotion(db, site, ref, now);
  const translations = (await promotionTranslationsOf(db, site, [row.id])).get(row.id) ?? [];
  const tr = pickLanguage(translations, lang, site);
  if (!tr) throw notFound("Special offer not found.");
  const { promotionProducts, products } = schema;
  const productRows = await db
    .select({ id: promotionProducts.productId })
    .from(promotionProducts)
    .innerJoin(products, and(eq(products.id, promotionProducts.productId), eq(products.active, true)))
    .where(eq(promotionProducts.promotionId, row.id))
    .orderBy(asc(promotionProducts.productId));
  const video = row.videoUrl ? parseVideoUrl(row.videoUrl) : null;
  return {
    ...toPromotionCard(row, tr, now),
    lang: tr.lang,
    html: tr.html,
    video_url: video ? row.videoUrl : null,
    video: video ? { provider: video.provider, id: video.id, embed_url: video.embedUrl } : null,
    products: productRows.map((p) => p.id),
    seo_title: tr.seoTitle || tr.title,
    seo_description: tr.seoDescription || tr.shortText,
    alternates: Object.fromEntries(translations.map((t) => [t.lang, t.slug])),
  };
}
