import { z } from "zod";

/**
 * The back-office's catalogue structure (issue 16): categories (a tree with order, per-language
 * texts and SEO, a banner). Brands and properties are not edited here yet.
 */
const LANG = z.enum(["ro", "ru", "uk", "en"], { error: "The language is one of ro, ru, uk, en." });
const localized = (max: number) =>
  z.partialRecord(LANG, z.string().trim().max(max, `At most ${max} characters.`));

export const adminCategoryTextsSchema = z.object({
  title: z
    .string({ error: "The title is required." })
    .trim()
    .max(200, "The title can have at most 200 characters."),
  slug: z
    .string({ error: "The slug is required." })
    .trim()
    .max(120, "The slug can have at most 120 characters."),
  description: z
    .string()
    .trim()
    .max(20_000, "The description can have at most 20,000 characters.")
    .optional(),
  seo_title: z.string().trim().max(300, "The SEO title can have at most 300 characters.").optional(),
  seo_description: z
    .string()
    .trim()
    .max(1000, "The SEO description can have at most 1,000 characters.")
    .optional(),
});
export type AdminCategoryTexts = z.infer<typeof adminCategoryTextsSchema>;

/** `categories.banner` (decision 0009): a picture (media path or URL), its link and title per language. */
export const adminCategoryBannerSchema = z.object({
  image: z
    .string({ error: "The banner's picture is required." })
    .trim()
    .min(1, "The banner's picture is required.")
    .max(500, "The picture's path can have at most 500 characters."),
  url: localized(500).optional(),
  title: localized(200).optional(),
});

export const adminCategoryWriteSchema = z.object({
  parent_id: z
    .number({ error: "The parent is a category id or null." })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable(),
  show_18_popup: z.boolean({ error: "show_18_popup is true or false." }).default(false),
  banner: adminCategoryBannerSchema.nullable().default(null),
  texts: z.partialRecord(LANG, adminCategoryTextsSchema),
});
export type AdminCategoryWrite = z.infer<typeof adminCategoryWriteSchema>;

export const adminCategoryMoveSchema = z.object({
  direction: z.enum(["up", "down"], { error: "The direction is up or down." }),
});

export const adminCategorySchema = z.object({
  id: z.number(),
  parent_id: z.number().nullable(),
  position: z.number(),
  /** Depth in the tree, 0 at the top (the list comes in tree order). */
  depth: z.number(),
  show_18_popup: z.boolean(),
  banner: adminCategoryBannerSchema.nullable(),
  texts: z.partialRecord(
    LANG,
    z.object({
      title: z.string(),
      slug: z.string(),
      path: z.string(),
      description: z.string(),
      seo_title: z.string(),
      seo_description: z.string(),
    }),
  ),
  product_count: z.number(),
  children_count: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.array(adminCategorySchema);

export const adminBrandWriteSchema = z.object({
  name: z
    .string({ error: "The name is required." })
    .trim()
    .max(120, "The name can have at most 120 characters."),
  slug: z
    .string({ error: "The slug is required." })
    .trim()
    .max(120, "The slug can have at most 120 characters."),
  country: z.string().trim().max(80, "The country can have at most 80 characters.").nullable().default(null),
});
export type AdminBrandWrite = z.infer<typeof adminBrandWriteSchema>;

export const adminBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  country: z.string().nullable(),
  product_count: z.number(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandListSchema = z.array(adminBrandSchema);
