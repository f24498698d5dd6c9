import type { PromotionList } from "@sf/contract";
import type { Db } from "@sf/db";
import { pickMainPagePromotions } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import { activePromotions, promotionTranslationsOf, toPromotionCards } from "./promotion-rows.ts";

/**
 * `/general/promotions`: the shop's active offers (an ended, future or switched-off one is
 * hidden), the soonest-ending first; with `mainPage`, the home page's pick (at most three).
 */
export async function listPromotions(
  db: Db,
  site: Site,
  lang: string,
  options: { mainPage: boolean; now?: Date },
): Promise<PromotionList> {
  const now = options.now ?? new Date();
  const active = await activePromotions(db, site, now);
  const rows = options.mainPage ? pickMainPagePromotions(active, now) : active;
  const translations = await promotionTranslationsOf(
    db,
    site,
    rows.map((r) => r.id),
  );
  const list = toPromotionCards(rows, translations, lang, site, now);
  return { list, totalCount: list.length };
}
