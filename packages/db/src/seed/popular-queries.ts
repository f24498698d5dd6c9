import { normalizeSearchQuery } from "@sf/domain";
import type { ThemeName } from "@sf/themes";
import { and, countDistinct, eq, like } from "drizzle-orm";
import type { Db } from "../client.ts";
import { products, productTranslations, searchQueries } from "../schema.ts";
import { searchText } from "./catalogue.ts";

/**
 * What shoppers of each demo shop search for, most popular first, in each of its languages, so
 * the search box has popular queries on a fresh start. Written as people type them (lower case,
 * Cyrillic for ru and uk).
 */
export const demoPopularQueries: Partial<Record<ThemeName, Partial<Record<string, string[]>>>> = {
  farmacie: {
    ro: [
      "paracetamol",
      "vitamina c",
      "ibuprofen",
      "omega-3",
      "termometru",
      "tensiometru",
      "magneziu",
      "pampers",
    ],
    ru: ["парацетамол", "витамин c", "ибупрофен", "омега-3", "термометр", "тонометр", "магний", "подгузники"],
    uk: ["парацетамол", "вітамін c", "ібупрофен", "омега-3", "термометр", "тонометр", "магній", "підгузки"],
    en: [
      "paracetamol",
      "vitamin c",
      "ibuprofen",
      "omega-3",
      "thermometer",
      "blood pressure",
      "magnesium",
      "nappies",
    ],
  },
  default: {
    ro: ["canapea", "saltea", "tigaie", "bec led", "covor", "lenjerie de pat", "grătar", "fiskars"],
    ru: ["диван", "матрас", "сковорода", "гирлянда", "ковер", "постельное белье", "гриль", "fiskars"],
    uk: ["диван", "матрац", "сковорідка", "гірлянда", "килим", "постільна білизна", "гриль", "fiskars"],
    en: ["sofa", "mattress", "frying pan", "led bulb", "rug", "bed linen", "grill", "fiskars"],
  },
  ecaterix: {
    ro: [
      "program slim",
      "supă",
      "salată",
      "cheesecake",
      "coffee break",
      "platou",
      "smoothie",
      "certificat cadou",
    ],
    ru: ["slim", "суп", "салат", "чизкейк", "кофе-брейк", "фуршет", "смузи", "сертификат"],
    en: ["slim", "soup", "salad", "cheesecake", "coffee break", "buffet", "smoothie", "gift card"],
  },
  ecom: {
    ro: ["iphone", "samsung galaxy", "laptop", "televizor", "căști", "xiaomi", "monitor", "dji"],
    en: ["iphone", "samsung galaxy", "laptop", "tv", "headphones", "xiaomi", "monitor", "drone"],
  },
  foundation: {
    ro: [
      "cerave",
      "apă micelară",
      "spf 50",
      "șampon",
      "la roche-posay",
      "fond de ten",
      "mascara",
      "the ordinary",
    ],
    ru: [
      "cerave",
      "мицеллярная вода",
      "spf 50",
      "шампунь",
      "la roche-posay",
      "тональный крем",
      "тушь",
      "сыворотка",
    ],
    en: ["cerave", "micellar water", "spf 50", "shampoo", "la roche-posay", "foundation", "mascara", "serum"],
  },
  primebuy: {
    ro: [
      "iphone 17",
      "samsung",
      "televizor",
      "aspirator",
      "airpods",
      "mașină de spălat",
      "friteuză",
      "aer condiționat",
    ],
    ru: [
      "iphone 17",
      "samsung",
      "телевизор",
      "холодильник",
      "пылесос",
      "стиральная машина",
      "кондиционер",
      "наушники",
    ],
    en: ["iphone 17", "samsung", "tv", "fridge", "vacuum", "washing machine", "air fryer", "air conditioner"],
  },
  terenuri: {
    ro: [
      "teren chișinău",
      "teren pentru construcții",
      "durlești",
      "livadă",
      "vie",
      "ialoveni",
      "casă cu teren",
      "arendă",
    ],
    ru: [
      "участок кишинев",
      "участок под строительство",
      "дурлешты",
      "сад",
      "виноградник",
      "яловены",
      "дом с участком",
      "аренда",
    ],
  },
};

const SEED_DATE = Date.UTC(2026, 10, 1);
const HOUR_MS = 3_600_000;

/**
 * Writes the demo popular queries of a site. Each query's result count is counted in the seeded
 * catalogue (every word, roughly stemmed, in a product's search text), and a query that finds nothing is left out,
 * as the live counter would never suggest it.
 */
export async function seedPopularQueries(
  db: Db,
  siteId: number,
  code: ThemeName,
  languages: string[],
): Promise<void> {
  const byLang = demoPopularQueries[code] ?? {};
  for (const lang of languages) {
    const queries = byLang[lang] ?? [];
    for (const [rank, raw] of queries.entries()) {
      const query = normalizeSearchQuery(raw);
      const results = await countMatches(db, siteId, query);
      if (!results) continue;
      await db.insert(searchQueries).values({
        siteId,
        lang,
        query,
        // A long tail: the first query about three times as searched as the last.
        hits: Math.round(240 / (1 + rank * 0.3)),
        results,
        lastSearchedAt: new Date(SEED_DATE - rank * HOUR_MS),
      });
    }
  }
}

async function countMatches(db: Db, siteId: number, query: string): Promise<number> {
  // Longer words lose their last letter, a rough stem: "аренда" finds "в аренду".
  const words = searchText(query)
    .split(" ")
    .filter(Boolean)
    .map((word) => (word.length >= 5 ? word.slice(0, -1) : word));
  const [row] = await db
    .select({ n: countDistinct(productTranslations.productId) })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(
      and(
        eq(productTranslations.siteId, siteId),
        eq(products.active, true),
        ...words.map((word) => like(productTranslations.searchText, `%${word.replace(/[%_\\]/g, "")}%`)),
      ),
    );
  return row?.n ?? 0;
}
