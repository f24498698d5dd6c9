import type { PromotionCard } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { comparePromotions, isPromotionActive } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { pickLanguage } from "../articles/article-rows.ts";

export type PromotionRow = typeof schema.promotions.$inferSelect;
export type PromotionTranslationRow = typeof schema.promotionTranslations.$inferSelect;

/** The shop's offers showing now (switched on and within their dates), the soonest-ending first. */
export async function activePromotions(db: Db, site: Site, now: Date): Promise<PromotionRow[]> {
  const { promotions } = schema;
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.siteId, site.id), eq(promotions.active, true)));
  return rows.filter((row) => isPromotionActive(row, now)).sort(comparePromotions);
}

/** The offers' translations, by offer id, only in the shop's languages. */
export async function promotionTranslationsOf(
  db: Db,
  site: Site,
  ids: number[],
): Promise<Map<number, PromotionTranslationRow[]>> {
  const byPromotion = new Map<number, PromotionTranslationRow[]>();
  if (!ids.length) return byPromotion;
  const { promotionTranslations } = schema;
  const rows = await db
    .select()
    .from(promotionTranslations)
    .where(and(eq(promotionTranslations.siteId, site.id), inArray(promotionTranslations.promotionId, ids)));
  for (const row of rows) {
    if (!site.languages.includes(row.lang)) continue;
    byPromotion.set(row.promotionId, [...(byPromotion.get(row.promotionId) ?? []), row]);
  }
  return byPromotion;
}

/** Offers as cards in the language; an offer with no text in the shop's languages is left out. */
export function toPromotionCards(
  rows: PromotionRow[],
  translations: Map<number, PromotionTranslationRow[]>,
  lang: string,
  site: Site,
  now: Date,
): PromotionCard[] {
  return rows.flatMap((row) => {
    const tr = pickLanguage(translations.get(row.id) ?? [], lang, site);
    return tr ? [toPromotionCard(row, tr, now)] : [];
  });
}

export function toPromotionCard(row: PromotionRow, tr: PromotionTranslationRow, now: Date): PromotionCard {
  return {
    id: row.id,
    slug: tr.slug,
    title: tr.title,
    short_text: tr.shortText,
    image: row.image,
    start_date: row.startsAt.toISOString(),
    end_date: row.endsAt.toISOString(),
    is_active: isPromotionActive(row, now),
    show_on_main_page: row.showOnMainPage,
  };
}
