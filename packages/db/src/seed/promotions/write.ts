import { slugify } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { media, products, promotionProducts, promotions, promotionTranslations } from "../../schema.ts";
import { bannerSvg } from "../banner-art.ts";
import type { CatalogueSeed, CategorySeed } from "../catalogue-types.ts";
import type { PromotionProducts, PromotionSeed } from "./types.ts";

const DAY = 86_400_000;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A category key and the keys of everything under it. */
function subtreeKeys(categories: CategorySeed[], key: string): Set<string> | null {
  for (const category of categories) {
    if (category.key === key) {
      const keys = new Set<string>();
      const walk = (c: CategorySeed) => {
        keys.add(c.key);
        for (const child of c.children ?? []) walk(child);
      };
      walk(category);
      return keys;
    }
    const found = subtreeKeys(category.children ?? [], key);
    if (found) return found;
  }
  return null;
}

/** The catalogue codes an offer covers; an unknown category or brand fails the seed loudly. */
function productCodes(catalogue: CatalogueSeed, rule: PromotionProducts, code: string): string[] {
  const discounted = (p: CatalogueSeed["products"][number]) =>
    p.oldPrice !== undefined && p.oldPrice > p.price;
  if ("brand" in rule) {
    if (!catalogue.brands.some((b) => b.key === rule.brand))
      throw new Error(`Offers of ${code}: no brand ${rule.brand}`);
    return catalogue.products.filter((p) => p.brand === rule.brand).map((p) => p.code);
  }
  if ("category" in rule) {
    const keys = subtreeKeys(catalogue.categories, rule.category);
    if (!keys) throw new Error(`Offers of ${code}: no category ${rule.category}`);
    return catalogue.products
      .filter((p) => p.categories.some((c) => keys.has(c)) && (!rule.discountedOnly || discounted(p)))
      .map((p) => p.code);
  }
  return catalogue.products.filter(discounted).map((p) => p.code);
}

/**
 * Writes a demo shop's special offers: a generated banner each, the texts in the shop's
 * languages, dates relative to today (so an ended one stays ended) and the products they cover.
 */
export async function seedPromotions(
  db: Db,
  target: { siteId: number; code: string; languages: string[] },
  catalogue: CatalogueSeed | undefined,
  offers: PromotionSeed[] | undefined,
  today = new Date(),
): Promise<void> {
  if (!offers?.length || !catalogue) return;
  const { siteId, code } = target;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const [index, offer] of offers.entries()) {
    const texts = Object.entries(offer.byLang).filter(([lang]) => target.languages.includes(lang));
    if (!texts.length) continue;
    const path = `promotions/${code}-${index + 1}.svg`;
    await db.insert(media).values({
      siteId,
      path,
      contentType: "image/svg+xml",
      body: new TextEncoder().encode(bannerSvg(offer.art[0], offer.art[1], index + 101, 1200, 500)),
    });
    const [row] = await db
      .insert(promotions)
      .values({
        siteId,
        image: `/media/${path}`,
        videoUrl: offer.video ?? null,
        startsAt: new Date(midnight + offer.startDay * DAY),
        // The end of the end day.
        endsAt: new Date(midnight + (offer.endDay + 1) * DAY - 1000),
        active: !offer.inactive,
        showOnMainPage: offer.showOnMainPage ?? false,
        priority: offer.priority ?? 0,
      })
      .returning({ id: promotions.id });
    if (!row) throw new Error("promotion insert returned nothing");
    await db.insert(promotionTranslations).values(
      texts.map(([lang, text]) => ({
        promotionId: row.id,
        siteId,
        lang,
        slug: slugify(text.title),
        title: text.title,
        shortText: text.short,
        html: text.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n"),
        seoTitle: text.title,
        seoDescription: text.short,
      })),
    );
    const codes = productCodes(catalogue, offer.products, code);
    if (!codes.length) throw new Error(`Offers of ${code}: offer ${index + 1} covers no product`);
    const ids = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, siteId), inArray(products.code, codes)));
    await db.insert(promotionProducts).values(ids.map((p) => ({ promotionId: row.id, productId: p.id })));
  }
}
