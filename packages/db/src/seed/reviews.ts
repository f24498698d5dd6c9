import { asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { productReviews, products } from "../schema.ts";
import { type ReviewText, reviewerNames, reviewPools } from "./review-texts.ts";

/** Reviews are dated back from a fixed day, so every seed run writes the same rows. */
const SEED_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
/** Share of a shop's products that get reviews, and the most reviews one product gets. */
const REVIEWED_SHARE = 0.6;
const MAX_PER_PRODUCT = 6;

/** mulberry32: a small seeded generator, so the demo data is the same on every run. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Lang = keyof typeof reviewerNames;

export type ReviewSeedTarget = { siteId: number; code: string; languages: string[]; mainLanguage: string };

/**
 * Writes the demo reviews of one shop: about 60% of its products get 1 to 6 reviews drawn from
 * the shop's pool in its languages (the main language most often), with varied dates and votes.
 */
export async function seedReviews(db: Db, target: ReviewSeedTarget): Promise<number> {
  const pool = reviewPools[target.code];
  if (!pool) return 0;
  const langs = target.languages.filter(
    (l): l is Lang => l in reviewerNames && Boolean(pool[l as Lang]?.length),
  );
  if (!langs.length) return 0;
  // The main language is three times as likely as each other language.
  const weighted = langs.flatMap((l) => (l === target.mainLanguage ? [l, l, l] : [l]));
  const random = seededRandom(`reviews:${target.code}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  const productRows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.siteId, target.siteId))
    .orderBy(asc(products.id));
  const rows: (typeof productReviews.$inferInsert)[] = [];
  for (const { id } of productRows) {
    if (random() >= REVIEWED_SHARE) continue;
    const howMany = 1 + Math.floor(random() ** 1.6 * MAX_PER_PRODUCT);
    const used = new Set<string>();
    for (let i = 0; i < howMany; i++) {
      const lang = pick(weighted);
      const text: ReviewText = pick(pool[lang] ?? []);
      if (used.has(text[1])) continue;
      used.add(text[1]);
      const [rating, body] = text;
      const helpful = rating >= 4 ? 14 : 6;
      rows.push({
        siteId: target.siteId,
        productId: id,
        lang,
        authorName: pick(reviewerNames[lang]),
        email: null,
        rating,
        body,
        likes: Math.floor(random() * helpful),
        dislikes: Math.floor(random() * (rating <= 2 ? 5 : 3)),
        createdAt: new Date(SEED_DATE - Math.floor(random() * 300 * DAY_MS)),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 400) await db.insert(productReviews).values(rows.slice(i, i + 400));
  return rows.length;
}
