import { z } from "zod";

/** Shapes of the catalogue endpoints (spec sections 3 and 7). Field names follow the spec. */

export const productImageSchema = z.object({
  /** The master picture; `srcset` lists resized WebP variants, `srcsetAvif` AVIF ones. */
  src: z.string(),
  srcset: z.string(),
  srcsetAvif: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productCardSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  code: z.string(),
  /** The product's slug in the request language. */
  url: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  /** Discount in percent, rounded, 0 without an old price. */
  discount: z.number().int(),
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  category: z
    .object({ subcategoryId: z.number().int(), subcategoryTitle: z.string(), subcategoryUrl: z.string() })
    .nullable(),
  img: productImageSchema,
  unit: z.string(),
  multiplicity: z.number(),
  weight_gr: z.number().int().nullable(),
  available: z.boolean(),
  is_stock: z.boolean(),
  count: z.number().int(),
  loyalty_give: z.number().int(),
  is_recipe: z.boolean(),
  home_delivery: z.boolean(),
  card_payment_available: z.boolean(),
  active: z.boolean(),
  /** Out of stock but orderable in advance. */
  preorder: z.boolean(),
  /**
   * The lowest monthly instalment a credit programme of the shop offers for the product ("from X
   * a month", decision 0044); null when none takes it. Computed here so no card computes it.
   */
  credit_from: z.number().nullable().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const breadcrumbSchema = z.object({
  categoryId: z.number().int(),
  categoryTitle: z.string(),
  /** Path of the category without the language prefix, starting with "/". */
  categoryUrl: z.string(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const filterOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  keyword: z.string(),
  active: z.boolean(),
  /** Products that match the other selected filters and this option. */
  count: z.number().int(),
});

export const filterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The filter's key in the query string (`sp_key`; "brand" for the built-in brand filter). */
  keyword: z.string(),
  type: z.enum(["checkbox", "radio"]),
  options: z.array(filterOptionSchema),
});
export type Filter = z.infer<typeof filterSchema>;

export const priceRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  selectedFrom: z.number().nullable(),
  selectedTo: z.number().nullable(),
});

export const categorySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  product_count: z.number().int(),
});

export const categoryListingSchema = z.object({
  category: z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    description: z.string(),
    seo_title: z.string(),
    seo_description: z.string(),
    show_18_popup: z.boolean(),
    /** The category's path in each of the site's languages. */
    alternates: z.record(z.string(), z.string()),
  }),
  breadcrumbs: z.array(breadcrumbSchema),
  subcategories: z.array(categorySummarySchema),
  products: z.array(productCardSchema),
  filters: z.array(filterSchema),
  price_range: priceRangeSchema,
  sort: z.object({ options: z.array(z.string()), selected: z.string() }),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
});
export type CategoryListing = z.infer<typeof categoryListingSchema>;

export const productPropertySchema = z.object({ title: z.string(), value: z.string() });

export const shopStockSchema = z.object({
  shopId: z.number().int(),
  title: z.string(),
  address: z.string(),
  qty: z.number().int(),
});

/** One colour of a product's variant group; `active` marks the product being shown. */
export const productColorSchema = z.object({
  product_id: z.number().int(),
  /** The variant's slug in the request language. */
  url: z.string(),
  hex: z.string(),
  title: z.string(),
  active: z.boolean(),
});
export type ProductColor = z.infer<typeof productColorSchema>;

export const productDetailSchema = z.object({
  product: productCardSchema.extend({
    short_description: z.string(),
    description: z.string(),
    /** HTML: a medicine's leaflet (indications, dosage, storage...); "" when the product has none. */
    leaflet: z.string().default(""),
    images: z.array(productImageSchema),
    seo_title: z.string(),
    seo_description: z.string(),
    seo_keywords: z.string(),
    has_associated_products: z.boolean(),
    /** The colour variants of this product, itself included; empty when it has none. */
    colors: z.array(productColorSchema),
    /** The product's slug in each of the site's languages. */
    alternates: z.record(z.string(), z.string()),
  }),
  breadcrumbs: z.array(breadcrumbSchema),
  seo_info: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  properties: z.array(productPropertySchema),
  availability: z.array(shopStockSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = z.object({
  products: z.array(productCardSchema),
  totalCount: z.number().int(),
});

/**
 * `/general/product-filter`: a list of products; with `pagination=true` (or a page) also the
 * page it is, the page size and how many pages there are.
 */
export const productFilterSchema = productListSchema.extend({
  pages: z.number().int().optional(),
  current_page: z.number().int().optional(),
  page_size: z.number().int().optional(),
});
export type ProductFilterResult = z.infer<typeof productFilterSchema>;

export const searchResultSchema = z.object({
  query: z.string(),
  products: z.array(productCardSchema),
  categories: z.array(categorySummarySchema),
  totalCount: z.number().int(),
  /** The query the results are for when a misspelt brand was corrected ("fiskrs" -> "fiskars"). */
  corrected_query: z.string().nullable().default(null),
  /** Nothing found: a corrected query that finds products ("did you mean ..."). */
  did_you_mean: z.string().nullable().default(null),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const slugCheckRequestSchema = z.object({
  current_lang: z.string().min(2).max(5),
  new_lang: z.string().min(2).max(5),
  current_slug: z.string().min(1).max(300),
  object_type: z.enum(["product", "category"]),
});
export const slugCheckResponseSchema = z.object({ slug: z.string() });

/** `GET /general/compare?ids=`: products side by side, with their properties. */
export const compareSchema = z.object({
  products: z.array(z.object({ product: productCardSchema, properties: z.array(productPropertySchema) })),
});
export type CompareResult = z.infer<typeof compareSchema>;
