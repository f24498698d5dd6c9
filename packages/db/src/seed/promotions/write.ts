import { slugify } from "@sf/domain";
import type { ImportCatalogue } from "@sf/domain/catalogue-import";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { media, products, promotionProducts, promotions, promotionTranslations } from "../../schema.ts";
import { bannerSvg } from "../banner-art.ts";
import type { CatalogueKeys } from "../catalogue-rows.ts";
import type { PromotionProducts, PromotionSeed } from "./types.ts";

const DAY = 86_400_000;
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The catalogue codes an offer covers; an unknown category or brand fails the seed loudly. */
function productCodes(
  { catalogue, keys }: { catalogue: ImportCatalogue; keys: CatalogueKeys },
  rule: PromotionProducts,
  code: string,
): string[] {
  const discounted = (p: ImportCatalogue["products"][number]) => p.oldPrice !== null && p.oldPrice > p.price;
  if ("brand" in rule) {
    const name = keys.brands[rule.brand];
    if (name === undefined) throw new Error(`Offers of ${code}: no brand ${rule.brand}`);
    return catalogue.products.filter((p) => p.brand === name).map((p) => p.code);
  }
  if ("category" in rule) {
    const path = keys.categories[rule.category];
    if (path === undefined) throw new Error(`Offers of ${code}: no category ${rule.category}`);
    // The category and everything under it.
    const inside = (p: string) => p === path || p.startsWith(`${path}/`);
    return catalogue.products
      .filter((p) => p.categories.some(inside) && (!rule.discountedOnly || discounted(p)))
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
  catalogue: { catalogue: ImportCatalogue; keys: CatalogueKeys } | null,
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
