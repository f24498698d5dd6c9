import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { activePromotions, promotionTranslationsOf } from "./promotion-rows.ts";

/**
 * The sitemap's offer pages, each a group of its paths by language (its own slug in each):
 * the list first, when the shop has active offers, then every active offer.
 */
export async function promotionSitemapGroups(db: Db, site: Site): Promise<Record<string, string>[]> {
  const rows = await activePromotions(db, site, new Date());
  const translations = await promotionTranslationsOf(
    db,
    site,
    rows.map((r) => r.id),
  );
  const groups = rows.flatMap((row) => {
    const texts = translations.get(row.id) ?? [];
    return texts.length
      ? [
          Object.fromEntries(
            texts.map((t) => [t.lang, `/${t.lang}/special-offers/${encodeURIComponent(t.slug)}`]),
          ),
        ]
      : [];
  });
  if (!groups.length) return [];
  const list = Object.fromEntries(site.languages.map((lang) => [lang, `/${lang}/special-offers`]));
  return [list, ...groups];
}
