import { z } from "zod";
import { orderDetailSchema } from "./order.ts";

/**
 * The original platform's integration API (`/external/*`, decision 0050), for the OpenAPI
 * document and its generated bad-input test. Requests are checked item by item by the domain's
 * rules (packages/domain/src/external.ts), which answer Django REST Framework's messages; these
 * schemas describe what a well-formed call carries and what comes back.
 */
const langs = ["ro", "ru", "en", "uk"] as const;
const perLanguage = (prefix: string, text = z.string().max(255)) =>
  Object.fromEntries(langs.map((lang) => [`${prefix}_${lang}`, text.nullable().optional()])) as Record<
    string,
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >;
const answerPerLanguage = (prefix: string) =>
  Object.fromEntries(langs.map((lang) => [`${prefix}_${lang}`, z.string().nullable()])) as Record<
    string,
    z.ZodNullable<z.ZodString>
  >;
const pk = z.number().int().positive();
const decimal = z.union([z.string().regex(/^\d{1,8}(\.\d{1,2})?$/), z.number().min(0)]);
const long = z.string().max(100_000);

export const externalCategoryInputSchema = z.object({
  id: pk.nullable().optional(),
  position: z.number().int().min(0).optional(),
  ...perLanguage("name"),
  name_ro: z.string().min(1).max(255),
  ...perLanguage("slug", z.string().max(80)),
  hide: z.boolean().optional(),
  ...perLanguage("description", long),
  description_position: z.string().max(50).nullable().optional(),
  group_category_id: z.string().max(100).nullable().optional(),
  ...perLanguage("meta_title"),
  ...perLanguage("meta_description", z.string().max(1000)),
  ...perLanguage("meta_keywords", z.string().max(1000)),
  show_18_popup: z.boolean().optional(),
  category_id: pk.nullable().optional(),
});

export const externalCategorySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  ...answerPerLanguage("name"),
  ...answerPerLanguage("slug"),
  hide: z.boolean(),
  ...answerPerLanguage("description"),
  description_position: z.string().nullable(),
  group_category_id: z.string().nullable(),
  ...answerPerLanguage("meta_title"),
  ...answerPerLanguage("meta_description"),
  ...answerPerLanguage("meta_keywords"),
  show_18_popup: z.boolean(),
  category_id: z.number().int().nullable(),
});

export const externalSpecificationInputSchema = z.object({
  id: pk.nullable().optional(),
  sp_key: z.string().max(100).nullable().optional(),
  ...perLanguage("name"),
  name_ro: z.string().min(1).max(255),
});

export const externalSpecificationSchema = z.object({
  id: z.number().int(),
  sp_key: z.string(),
  ...answerPerLanguage("name"),
});

export const externalSpecificationValueInputSchema = z.object({
  id: pk.nullable().optional(),
  specification_id: pk,
  ...perLanguage("name"),
  name_ro: z.string().min(1).max(255),
});

export const externalSpecificationValueSchema = z.object({
  id: z.number().int(),
  specification_id: z.number().int(),
  ...answerPerLanguage("name"),
});

const productSpecification = z.object({
  id: pk.nullable().optional(),
  specification_id: pk,
  specification_value_id: pk,
});

export const externalProductInputSchema = z.object({
  id: pk.nullable().optional(),
  price: decimal,
  old_price: decimal.nullable().optional(),
  qty: z.number().int().min(0).optional(),
  sort_priority: z.number().int().optional(),
  bookmark: z.union([z.boolean(), z.enum(["True", "False"])]).optional(),
  brand_id: pk.nullable().optional(),
  weight: decimal.nullable().optional(),
  height: decimal.nullable().optional(),
  width: decimal.nullable().optional(),
  length: decimal.nullable().optional(),
  code: z.string().max(100).nullable().optional(),
  keywords: long.nullable().optional(),
  group_product_id: z.string().min(1).max(100),
  ...perLanguage("name"),
  name_ro: z.string().min(1).max(255),
  ...perLanguage("short_description", long),
  ...perLanguage("description", long),
  ...perLanguage("unit_measurement", z.string().max(50)),
  ...perLanguage("seo_title"),
  ...perLanguage("seo_description", z.string().max(1000)),
  ...perLanguage("seo_keywords", z.string().max(1000)),
  images: z
    .array(z.object({ order: z.number().int().min(0), original_name: z.string().max(500) }))
    .optional(),
  specifications: z.array(productSpecification),
  category: z.array(pk),
});

export const externalProductSchema = z.object({
  id: z.number().int(),
  price: z.string(),
  old_price: z.string().nullable(),
  qty: z.number().int(),
  sort_priority: z.number().int(),
  bookmark: z.boolean(),
  brand_id: z.number().int().nullable(),
  weight: z.unknown(),
  height: z.unknown(),
  width: z.unknown(),
  length: z.unknown(),
  code: z.string(),
  keywords: z.unknown(),
  group_product_id: z.string().nullable(),
  ...answerPerLanguage("name"),
  ...answerPerLanguage("short_description"),
  ...answerPerLanguage("description"),
  ...answerPerLanguage("unit_measurement"),
  ...answerPerLanguage("seo_title"),
  ...answerPerLanguage("seo_description"),
  ...answerPerLanguage("seo_keywords"),
  images: z.unknown(),
  specifications: z.unknown(),
  category: z.unknown(),
});

/** DRF's page-number pagination. */
export const externalPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A bulk-create body: one object, or an array of up to 1,000. */
export const externalBulkSchema = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(1000)]);

/** The original's order fields next to our order detail. */
export const externalOrderSchema = orderDetailSchema.extend({
  order_id: z.number().int(),
  name: z.string(),
  company_name: z.string(),
  phone: z.string(),
  email: z.string(),
  comments: z.string(),
  paymentType: z.string(),
  deliveryType: z.enum(["delivery", "pickup"]),
  shop_id: z.number().int().nullable(),
  cart: z.object({
    products: z.array(
      z.object({ product: z.object({ productId: z.number().int().nullable() }), count: z.number() }),
    ),
  }),
});

/** The API's header carrying a shop's integration key. */
export const externalHeadersSchema = z.object({ "api-token": z.string().max(200).optional() });

export const clearSiteCacheSchema = z.object({ group_id: z.string().max(20).optional() });
