import { z } from "zod";
import { categorySummarySchema, productCardSchema } from "./catalogue.ts";

/**
 * Shapes of the brand, home-page and content-block endpoints (spec sections 2, 3 and 7), and
 * of the editable content they are built from (`site_contents` keys `sliders`, `advantages`,
 * `main_carousel_category`, `category_products_main_page`).
 */

const localizedSchema = z.partialRecord(z.enum(["ro", "ru", "uk", "en"]), z.string());

export const brandSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  country: z.string().nullable(),
  /** Active products of the brand. */
  product_count: z.number().int(),
  /** The brand's logo under /media, or null when the shop has none. */
  logo: z.string().nullable(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandIndexSchema = z.object({
  /** Letter groups: Latin A-Z, then Cyrillic, then "0-9" (and "#" for anything else). */
  letters: z.array(z.object({ letter: z.string(), brands: z.array(brandSummarySchema) })),
  /** The first 12 brands by product count. */
  featured: z.array(brandSummarySchema),
  totalCount: z.number().int(),
});
export type BrandIndex = z.infer<typeof brandIndexSchema>;

export const brandPageSchema = z.object({
  brand: brandSummarySchema,
  products: z.array(productCardSchema),
  /** Categories the brand's products are in, with the brand's product count in each. */
  categories: z.array(categorySummarySchema),
  sort: z.object({ options: z.array(z.string()), selected: z.string() }),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type BrandPage = z.infer<typeof brandPageSchema>;

export const productOfTheDaySchema = z.object({
  product: productCardSchema,
  /** The shop's calendar date the pick is for, "YYYY-MM-DD". */
  date: z.string(),
  /** When the shop's day ends (ISO 8601, UTC): the countdown's target. */
  ends_at: z.string(),
  time_zone: z.string(),
});
export type ProductOfTheDay = z.infer<typeof productOfTheDaySchema>;

export const productPageSchema = z.object({
  products: z.array(productCardSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const sliderSchema = z.object({
  carouselName: z.string(),
  slug: z.string(),
  products: z.array(productCardSchema),
});
export type Slider = z.infer<typeof sliderSchema>;
export const slidersSchema = z.array(sliderSchema);

export const carouselCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The category's path without the language prefix, starting with "/". */
  url: z.string(),
  image: z.string().nullable(),
  product_count: z.number().int(),
});
export type CarouselCategory = z.infer<typeof carouselCategorySchema>;
export const mainCarouselCategorySchema = z.array(carouselCategorySchema);

export const categoryProductsBlockSchema = z.object({
  category: carouselCategorySchema,
  products: z.array(productCardSchema),
});
export type CategoryProductsBlock = z.infer<typeof categoryProductsBlockSchema>;
export const categoryProductsMainPageSchema = z.array(categoryProductsBlockSchema);

export const categoryBannerSchema = z.object({
  categoryId: z.number().int(),
  image: z.string(),
  /** WebP and AVIF variants of a picture stored by the shop (absent for one stored elsewhere). */
  srcset: z.string().optional(),
  srcsetAvif: z.string().optional(),
  /** Where the banner leads (site path without the language prefix), or null. */
  url: z.string().nullable(),
  title: z.string(),
});
export type CategoryBanner = z.infer<typeof categoryBannerSchema>;

export const ADVANTAGE_KINDS = ["product_why_we", "product_page", "main_page", "category_page"] as const;
export const advantageKindSchema = z.enum(ADVANTAGE_KINDS);
export type AdvantageKind = z.infer<typeof advantageKindSchema>;

/** Icon names the storefront knows (lucide icons); an unknown name shows a generic icon. */
export const ADVANTAGE_ICONS = [
  "truck",
  "store",
  "shield-check",
  "rotate-ccw",
  "credit-card",
  "headset",
  "stethoscope",
  "badge-percent",
  "clock",
  "leaf",
  "chef-hat",
  "file-check",
  "map-pin",
  "gift",
  "sparkles",
  "wrench",
] as const;

export const advantageSchema = z.object({ icon: z.string(), title: z.string(), text: z.string() });
export type Advantage = z.infer<typeof advantageSchema>;
export const advantagesSchema = z.array(advantageSchema);

export const seoArticleSchema = z.object({
  title: z.string(),
  /** Sanitised shop HTML. */
  html: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
});
export type SeoArticle = z.infer<typeof seoArticleSchema>;

// ---------------------------------------------------------------- stored content

/** `site_contents` key `advantages`, one document per language. */
export const advantagesContentSchema = z.object({
  product_why_we: advantagesSchema,
  product_page: advantagesSchema,
  main_page: advantagesSchema,
  category_page: advantagesSchema,
});
export type AdvantagesContent = z.infer<typeof advantagesContentSchema>;

/** Which products a curated slider shows: listed codes, or the newest in a category or of a brand. */
export const sliderRuleSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("codes"), codes: z.array(z.string()).min(1) }),
  z.object({ type: z.literal("category"), category_id: z.number().int() }),
  z.object({ type: z.literal("brand"), brand_slug: z.string() }),
]);
export type SliderRule = z.infer<typeof sliderRuleSchema>;

/** `site_contents` key `sliders` (language-independent: stored under the main language). */
export const slidersContentSchema = z.object({
  sliders: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      title: localizedSchema,
      /** Shown on product pages (`is_product_page=true`) rather than on the home page. */
      is_product_page: z.boolean().default(false),
      rule: sliderRuleSchema,
    }),
  ),
});
export type SlidersContent = z.infer<typeof slidersContentSchema>;

/** `site_contents` key `main_carousel_category`: categories of the home carousel and their pictures. */
export const mainCarouselContentSchema = z.object({
  categories: z.array(z.object({ category_id: z.number().int(), image: z.string().nullable() })),
});
export type MainCarouselContent = z.infer<typeof mainCarouselContentSchema>;

/** `site_contents` key `category_products_main_page`: categories with product blocks on the home page. */
export const categoryProductsContentSchema = z.object({
  category_ids: z.array(z.number().int()),
  limit: z.number().int().min(1).max(24).default(8),
});
export type CategoryProductsContent = z.infer<typeof categoryProductsContentSchema>;
