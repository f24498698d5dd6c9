import {
  deliveryInfoTextSchema,
  menuCalculatorContentSchema,
  similarCategoryContentSchema,
} from "@sf/contract";
import type { Db } from "../../client.ts";
import { siteContents } from "../../schema.ts";
import type { ContentExtrasSeed } from "./index.ts";

/** Writes a demo shop's delivery note (each of its languages), its similar-categories layout and its meal plans. */
export async function seedContentExtras(
  db: Db,
  target: { siteId: number; code: string; languages: string[]; mainLanguage: string },
  seed: ContentExtrasSeed,
): Promise<void> {
  const { siteId } = target;
  const notes = target.languages.map((lang) => {
    const data = seed.deliveryInfo[lang as keyof ContentExtrasSeed["deliveryInfo"]];
    if (!data) throw new Error(`Seed for ${target.code}: delivery_info_text is missing in ${lang}`);
    return { siteId, key: "delivery_info_text", lang, data: deliveryInfoTextSchema.parse(data) };
  });
  const plans = Object.entries(seed.menuCalculator ?? {})
    .filter(([lang]) => target.languages.includes(lang))
    .map(([lang, data]) => ({
      siteId,
      key: "menu_calculator",
      lang,
      data: menuCalculatorContentSchema.parse(data),
    }));
  const layout = similarCategoryContentSchema.parse({ view_mode: seed.similarCategoriesView });
  await db
    .insert(siteContents)
    .values([
      ...notes,
      ...plans,
      { siteId, key: "main_page_similar_category", lang: target.mainLanguage, data: layout },
    ]);
}
