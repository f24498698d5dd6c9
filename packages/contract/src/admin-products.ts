import { z } from "zod";
import { idParamSchema, idSchema, LANGUAGES } from "./common.ts";

/**
 * The back-office's products (`/admin/api/products*`, decision 0049): the list with server-side
 * paging, sorting, search and filters; one product's editor (texts per language, prices,
 * categories, brand, properties, stock per store, flags, linked products, pictures); delete.
 */

export const ADMIN_PRODUCT_SORTS = [
  "title",
  "-title",
  "code",
  "-code",
  "price",
  "-price",
  "stock",
  "-stock",
  "created_at",
  "-created_at",
] as const;

const numeric = (what: string, max: number) =>
  z
    .string({ error: `A valid ${what} is required.` })
    .regex(/^\d{1,10}$/, `A valid ${what} is required.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `A valid ${what} is required.`).max(max, `A valid ${what} is required.`));

export const adminProductListQuerySchema = z.object({
  /** Part of the title (any language) or of the code. */
  q: z.string().trim().max(100, "The search can have at most 100 characters.").optional(),
  category_id: idParamSchema("category").optional(),
  brand_id: idParamSchema("brand").optional(),
  stock: z.enum(["in", "out"], { error: "Stock is in or out." }).optional(),
  visible: z.enum(["yes", "no"], { error: "Visible is yes or no." }).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: "Unknown sort order." }).optional(),
  page: numeric("page", 100_000).optional(),
  page_size: numeric("page size", 100).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  price: z.number(),
  old_price: z.number().nullable(),
  stock_total: z.number(),
  active: z.boolean(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  /** The main picture's master path. */
  image: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListSchema = z.object({
  items: z.array(adminProductRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  pages: z.number(),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

const line = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .max(max, `${what} can have at most ${max} characters.`);

export const adminProductTextSchema = z.object({
  title: line("The title", 300).min(1, "The title is required."),
  /** The product's address in this language: lower-case letters, digits and hyphens. */
  slug: line("The address", 200)
    .min(1, "The address is required.")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and hyphens only."),
  short_description: line("The short description", 1000).default(""),
  /** HTML, sanitized when saved. */
  description: line("The description", 50_000).default(""),
  unit: line("The unit", 40).default(""),
  seo_title: line("The SEO title", 300).default(""),
  seo_description: line("The SEO description", 1000).default(""),
});
export type AdminProductText = z.infer<typeof adminProductTextSchema>;

const money = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .min(0, `${what} cannot be negative.`)
    .max(100_000_000, `${what} is too large.`);

const ids = (what: string, max: number) =>
  z.array(idSchema(what)).max(max, `At most ${max} ${what}s.`).default([]);

/**
 * A picture's master path under /media: an uploaded WebP master (`/media/uploads/<name>.webp`) or
 * an SVG one (the demo's `/media/products/<code>.svg`).
 */
export const productImagePathSchema = z
  .string({ error: "A picture path is required." })
  .max(300, "The picture path is too long.")
  .regex(
    /^\/media\/(uploads\/[0-9a-f]{16}\.webp|[a-z0-9][\w-]*(\/[\w-]+)*\.svg)$/,
    "Pick an uploaded picture.",
  );

export const adminProductInputSchema = z.object({
  code: line("The code", 60).min(1, "The code is required."),
  /** Texts per language: the shop's main language is required, others are filled from it. */
  texts: z.partialRecord(z.enum(LANGUAGES, { error: "Unknown language." }), adminProductTextSchema),
  /** The product's categories, the first being its main one. */
  category_ids: ids("category", 50),
  brand_id: idSchema("brand").nullable().default(null),
  price: money("The price"),
  old_price: money("The old price").nullable().default(null),
  multiplicity: z
    .number({ error: "The multiplicity must be a number." })
    .gt(0, "The multiplicity must be above 0.")
    .max(10_000, "The multiplicity is too large."),
  loyalty_give: z
    .number({ error: "The loyalty points must be a whole number." })
    .int("The loyalty points must be a whole number.")
    .min(0, "The loyalty points cannot be negative.")
    .max(1_000_000, "The loyalty points are too many."),
  is_recipe: z.boolean({ error: "Prescription is yes or no." }),
  home_delivery: z.boolean({ error: "Home delivery is yes or no." }),
  /** Shown on the storefront. */
  active: z.boolean({ error: "Visible is yes or no." }),
  /** Specification values (properties) the product has. */
  spec_value_ids: ids("property value", 200),
  /** Stock per store of the shop; a store left out has none. */
  stock: z
    .array(
      z.object({
        store_id: idSchema("store"),
        qty: z
          .number({ error: "The quantity must be a whole number." })
          .int("The quantity must be a whole number.")
          .min(0, "The quantity cannot be negative.")
          .max(1_000_000_000, "The quantity is too large."),
      }),
    )
    .max(500, "Too many stores.")
    .default([]),
  links: z
    .object({
      associated: ids("product", 100),
      similar: ids("product", 100),
      compatible: ids("product", 100),
    })
    .default({ associated: [], similar: [], compatible: [] }),
  /** Pictures in order, the first is the main one; empty: the pictures named after the code. */
  images: z.array(productImagePathSchema).max(20, "At most 20 pictures.").default([]),
});
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductValues = z.output<typeof adminProductInputSchema>;

const linkedSchema = z.object({ id: z.number(), code: z.string(), title: z.string() });
export type AdminLinkedProduct = z.infer<typeof linkedSchema>;

export const adminProductDetailSchema = adminProductInputSchema.extend({
  id: z.number(),
  texts: z.record(z.string(), adminProductTextSchema),
  stock_total: z.number(),
  /** In this many orders: such a product cannot be deleted, only hidden. */
  order_count: z.number(),
  linked: z.object({
    associated: z.array(linkedSchema),
    similar: z.array(linkedSchema),
    compatible: z.array(linkedSchema),
  }),
  /** The pictures the storefront shows (the code's when `images` is empty). */
  shown_images: z.array(z.string()),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** What the editor's pickers offer: the shop's languages, categories, brands, properties, stores. */
export const adminProductOptionsSchema = z.object({
  languages: z.array(z.string()),
  main_language: z.string(),
  currency: z.string(),
  categories: z.array(z.object({ id: z.number(), title: z.string(), depth: z.number() })),
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  specifications: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      values: z.array(z.object({ id: z.number(), title: z.string() })),
    }),
  ),
  stores: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type AdminProductOptions = z.infer<typeof adminProductOptionsSchema>;
