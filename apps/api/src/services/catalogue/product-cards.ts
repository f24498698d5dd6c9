import type { ProductCard, ProductImage } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { productPicturePath } from "@sf/db/catalogue-import";
import { lowestInstalment, loyaltySettingsOf, pointsPerUnit } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { siteProgrammes } from "../credit/programmes.ts";
import { getCategoryTree, text } from "./category-tree.ts";

export const IMAGE_WIDTHS = [240, 480, 800] as const;
/** Widths of banner variants (full-width pictures, up to a wide screen at twice the density). */
export const BANNER_WIDTHS = [480, 800, 1200, 1600] as const;
/** Every width the media route makes. */
export const MEDIA_WIDTHS: readonly number[] = [...new Set([...IMAGE_WIDTHS, ...BANNER_WIDTHS])];

/**
 * WebP and AVIF `srcset`s of a stored SVG master (`/media/x.svg` -> `/media/x-480.webp 480w, ...`)
 * or of a picture uploaded in the back-office (`/media/uploads/<hash>.webp`); null for a
 * picture stored elsewhere or in another format.
 */
export function mediaSrcsets(
  src: string,
  widths: readonly number[],
): { srcset: string; srcsetAvif: string } | null {
  const match =
    /^(\/media\/[\w./-]+)\.svg$/.exec(src) ?? /^(\/media\/uploads\/[0-9a-f]{16})\.webp$/.exec(src);
  if (!match) return null;
  const base = match[1];
  return {
    srcset: widths.map((w) => `${base}-${w}.webp ${w}w`).join(", "),
    srcsetAvif: widths.map((w) => `${base}-${w}.avif ${w}w`).join(", "),
  };
}

/**
 * The product's picture (its `view`-th one, 1 the main) and its resized variants (made on first
 * request by the media route); the seed stores the masters at the same paths.
 */
export function productImage(code: string, view = 1): ProductImage {
  return pictureImage(`/media/${productPicturePath(code, view)}`);
}

/**
 * A picture by its master's path (an SVG, or an uploaded WebP master): its WebP and AVIF
 * variants are made by the media route on first request.
 */
export function pictureImage(src: string): ProductImage {
  return {
    src,
    ...(mediaSrcsets(src, IMAGE_WIDTHS) ?? { srcset: "", srcsetAvif: "" }),
    width: 800,
    height: 800,
  };
}

/** Every picture of a product: the main one first, then its other views. */
export function productImages(code: string, count: number): ProductImage[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => productImage(code, i + 1));
}

/**
 * The master paths of a product's pictures in order: those set in the back-office, else the
 * ones named after its code (the demo's and the integrations', `image_count` views).
 */
export function productPictures(p: { code: string; imageCount: number; images: string[] }): string[] {
  if (p.images.length) return p.images;
  return Array.from(
    { length: Math.max(1, p.imageCount) },
    (_, i) => `/media/${productPicturePath(p.code, i + 1)}`,
  );
}

export function discountPercent(price: number, oldPrice: number | null): number {
  return oldPrice && oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0;
}

/** Product cards for ids, in the order given, texts in the request language (main language fallback). */
export async function loadProductCards(
  db: Db,
  site: Site,
  lang: string,
  ids: number[],
): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const { products, productTranslations, brands } = schema;
  const langs = [...new Set([lang, site.mainLanguage])];
  const [rows, translations, tree] = await Promise.all([
    db
      .select({ p: products, brand: brands })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.siteId, site.id), inArray(products.id, ids))),
    db
      .select({
        productId: productTranslations.productId,
        lang: productTranslations.lang,
        title: productTranslations.title,
        slug: productTranslations.slug,
        unit: productTranslations.unit,
      })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.siteId, site.id),
          inArray(productTranslations.productId, ids),
          inArray(productTranslations.lang, langs),
        ),
      ),
    getCategoryTree(db, site),
  ]);
  const trByProduct = new Map<number, (typeof translations)[number]>();
  for (const tr of translations) {
    const current = trByProduct.get(tr.productId);
    if (!current || tr.lang === lang) trByProduct.set(tr.productId, tr);
  }
  const byId = new Map(rows.map((r) => [r.p.id, r]));
  const programmes = siteProgrammes(site);
  const loyalty = loyaltySettingsOf(site.settings);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const tr = trByProduct.get(id);
    if (!row || !tr) return [];
    const { p, brand } = row;
    const category = p.mainCategoryId ? tree.nodes.get(p.mainCategoryId) : undefined;
    const categoryText = category ? text(category, lang, site.mainLanguage) : undefined;
    return [
      {
        productId: p.id,
        title: tr.title,
        code: p.code,
        url: tr.slug,
        price: p.price,
        old_price: p.oldPrice,
        discount: discountPercent(p.price, p.oldPrice),
        brand: brand ? { id: brand.id, name: brand.name, slug: brand.slug } : null,
        category:
          category && categoryText
            ? {
                subcategoryId: category.id,
                subcategoryTitle: categoryText.title,
                subcategoryUrl: `/${categoryText.path}`,
              }
            : null,
        img: pictureImage(productPictures(p)[0] as string),
        unit: tr.unit,
        multiplicity: p.multiplicity,
        weight_gr: p.weightGr,
        available: p.active && p.stockTotal > 0,
        is_stock: p.stockTotal > 0,
        count: p.stockTotal,
        loyalty_give: pointsPerUnit(p.loyaltyGive, p.price, loyalty),
        is_recipe: p.isRecipe,
        home_delivery: p.homeDelivery,
        card_payment_available: p.cardPaymentAvailable,
        active: p.active,
        preorder: p.preorder,
        credit_from: programmes.length ? lowestInstalment(p.price, programmes) : null,
      },
    ];
  });
}
