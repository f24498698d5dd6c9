import { z } from "zod";
import { idSchema, languageSchema } from "./common.ts";
import { ADVANTAGE_ICONS } from "./showcase.ts";

/**
 * The back-office's content area (`/admin/api/content/*`): articles, information (CMS) pages
 * and the home page's banners, each per language of the shop. Rich text is HTML the API cleans
 * with the shop HTML policy when it is written.
 */

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} can have at most ${max} characters.`);
const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} can have at most ${max} characters.`)
    .default("");
const slug = z
  .string({ error: "The address (slug) is required." })
  .trim()
  .min(1, "The address (slug) is required.")
  .max(200, "The address (slug) can have at most 200 characters.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The address (slug) has lowercase latin letters, digits and dashes.");
const html = z
  .string({ error: "The text must be HTML text." })
  .max(200_000, "The text can have at most 200,000 characters.");
/** A picture: a stored file (`/media/...`) or an https address. */
export const adminImagePathSchema = z
  .string({ error: "The picture must be a path." })
  .trim()
  .max(500, "The picture's path is too long.")
  .regex(
    /^(\/media\/[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>\\]+)$/,
    "The picture is a /media/... path or an https:// address.",
  );
const link = z
  .string({ error: "The link must be text." })
  .trim()
  .max(500, "The link is too long.")
  .regex(/^(\/[^\s"'<>\\]*|https?:\/\/[^\s"'<>\\]+)?$/, "A link is a path (/ro/...) or an http(s) address.");
const isoDateTime = z.iso.datetime({ offset: true, error: "Use a date and time (ISO 8601)." });
const page = z
  .string({ error: "A valid page number is required." })
  .regex(/^\d{1,6}$/, "A valid page number is required.")
  .transform(Number)
  .pipe(z.number().int().min(1, "A valid page number is required."));
const translations = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: "The texts per language are required." })
    .min(1, "Write the text in at least one language.")
    .max(4, "At most one text per language.");

/** Whole `published_at` order, newest or oldest first. */
export const ADMIN_CONTENT_SORTS = ["newest", "oldest"] as const;
export const adminContentListQuerySchema = z.object({
  page: page.optional(),
  sort: z.enum(ADMIN_CONTENT_SORTS, { error: "Sort by newest or oldest." }).optional(),
});

/** The field builders, for the content area's other contracts (admin-content-extras.ts). */
export const contentFields = { text, optionalText, html, link, translations, isoDateTime };

// Articles

export const adminArticleTextSchema = z.object({
  lang: languageSchema,
  slug,
  title: text(300, "The title"),
  summary: optionalText(1000, "The summary"),
  html,
  seo_title: optionalText(300, "The SEO title"),
  seo_description: optionalText(1000, "The SEO description"),
});
export type AdminArticleText = z.infer<typeof adminArticleTextSchema>;

export const adminArticleWriteSchema = z.object({
  active: z.boolean({ error: "Say whether the article is published." }),
  image: adminImagePathSchema.nullable().default(null),
  status_id: idSchema("article status").nullable().default(null),
  published_at: isoDateTime.optional(),
  translations: translations(adminArticleTextSchema),
});
export type AdminArticleWrite = z.input<typeof adminArticleWriteSchema>;

export const adminArticleSchema = z.object({
  id: z.number(),
  active: z.boolean(),
  image: z.string().nullable(),
  status_id: z.number().nullable(),
  published_at: z.string(),
  translations: z.array(
    adminArticleTextSchema.extend({
      lang: z.string(),
      summary: z.string(),
      seo_title: z.string(),
      seo_description: z.string(),
    }),
  ),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleListSchema = z.object({
  items: z.array(
    adminArticleSchema.omit({ translations: true }).extend({
      texts: z.array(z.object({ lang: z.string(), slug: z.string(), title: z.string() })),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type AdminArticleList = z.infer<typeof adminArticleListSchema>;

export const adminArticleStatusListSchema = z.array(
  z.object({ id: z.number(), key: z.string(), name: z.string() }),
);

// Information (CMS) pages: `/{lang}/page/{slug}`

export const adminPageKeySchema = z
  .string({ error: "A valid page key is required." })
  .regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, "A valid page key is required.");

export const adminPageTextSchema = z.object({
  lang: languageSchema,
  slug,
  title: text(300, "The title"),
  html,
  seo_title: optionalText(300, "The SEO title"),
  seo_description: optionalText(1000, "The SEO description"),
});
export type AdminPageText = z.infer<typeof adminPageTextSchema>;

export const adminPageWriteSchema = z.object({
  show_breadcrumbs: z.boolean({ error: "Say whether the page shows breadcrumbs." }).default(true),
  ignore_layout: z.boolean({ error: "Say whether the page ignores the layout." }).default(false),
  translations: translations(adminPageTextSchema),
});
export type AdminPageWrite = z.input<typeof adminPageWriteSchema>;

export const adminPageSchema = z.object({
  key: z.string(),
  show_breadcrumbs: z.boolean(),
  ignore_layout: z.boolean(),
  translations: z.array(
    adminPageTextSchema.extend({ lang: z.string(), seo_title: z.string(), seo_description: z.string() }),
  ),
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPageListSchema = z.array(adminPageSchema);

// Banners (the home page's carousel and blocks, `slides`)

export const BANNER_PLACES = ["top", "main", "bottom"] as const;

export const adminBannerTextSchema = z.object({
  lang: languageSchema,
  title: optionalText(300, "The title"),
  description: optionalText(1000, "The description"),
  url: link.default(""),
});
export type AdminBannerText = z.infer<typeof adminBannerTextSchema>;

export const adminBannerWriteSchema = z.object({
  image: adminImagePathSchema,
  image_mobile: adminImagePathSchema.nullable().default(null),
  show_on: z.enum(BANNER_PLACES, { error: "Place the banner top, main or bottom." }).nullable().default(null),
  translations: translations(adminBannerTextSchema),
});
export type AdminBannerWrite = z.input<typeof adminBannerWriteSchema>;

export const adminBannerSchema = z.object({
  id: z.number(),
  position: z.number(),
  image: z.string(),
  image_mobile: z.string().nullable(),
  show_on: z.string().nullable(),
  translations: z.array(
    z.object({ lang: z.string(), title: z.string(), description: z.string(), url: z.string() }),
  ),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = z.array(adminBannerSchema);

/** The banners in their new order (every banner of the shop, each once). */
export const adminBannerOrderSchema = z.object({
  ids: z.array(idSchema("banner"), { error: "The banners' ids are required." }).min(1).max(500),
});

/** Shop HTML in, the same HTML as the storefront will show it (cleaned by the shop HTML policy). */
export const adminHtmlPreviewSchema = z.object({ html });
/** Where the shop's storefront is, for the editors' "open on the storefront" links. */
export const adminStorefrontSchema = z.object({ url: z.string() });

// FAQ (`/{lang}/faq`): one list per language, in its order

export const adminFaqItemSchema = z.object({
  question: text(500, "The question"),
  /** Plain text: it goes into the page's FAQPage JSON-LD as is. */
  answer: text(5000, "The answer"),
  category: optionalText(120, "The category"),
});
export const adminFaqWriteSchema = z.object({
  items: z
    .array(adminFaqItemSchema, { error: "The questions are required." })
    .max(300, "At most 300 questions."),
});
export type AdminFaqWrite = z.input<typeof adminFaqWriteSchema>;
export const adminFaqSchema = z.object({
  lang: z.string(),
  items: z.array(
    z.object({ id: z.number(), question: z.string(), answer: z.string(), category: z.string() }),
  ),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

// Special offers (`/{lang}/special-offers/{slug}`): a banner, dates and texts per language

export const adminOfferTextSchema = z.object({
  lang: languageSchema,
  slug,
  title: text(300, "The title"),
  short_text: optionalText(1000, "The short text"),
  html,
  seo_title: optionalText(300, "The SEO title"),
  seo_description: optionalText(1000, "The SEO description"),
});
export const adminOfferWriteSchema = z
  .object({
    active: z.boolean({ error: "Say whether the offer is published." }),
    show_on_main_page: z.boolean({ error: "Say whether the home page shows the offer." }).default(false),
    priority: z.number({ error: "The priority is a whole number." }).int().min(0).max(1000).default(0),
    image: adminImagePathSchema.nullable().default(null),
    starts_at: isoDateTime,
    ends_at: isoDateTime,
    translations: translations(adminOfferTextSchema),
  })
  .refine((o) => Date.parse(o.ends_at) > Date.parse(o.starts_at), {
    path: ["ends_at"],
    message: "The offer must end after it starts.",
  });
export type AdminOfferWrite = z.input<typeof adminOfferWriteSchema>;
export const adminOfferSchema = z.object({
  id: z.number(),
  active: z.boolean(),
  show_on_main_page: z.boolean(),
  priority: z.number(),
  image: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  translations: z.array(
    adminOfferTextSchema.extend({
      lang: z.string(),
      short_text: z.string(),
      seo_title: z.string(),
      seo_description: z.string(),
    }),
  ),
});
export type AdminOffer = z.infer<typeof adminOfferSchema>;
export const adminOfferListSchema = z.array(adminOfferSchema);

// Advantages (`/base/advantage/{kind}`): per language, a list for each of the four places

const adminAdvantageSchema = z.object({
  icon: z.enum(ADVANTAGE_ICONS, { error: "Choose one of the storefront's icons." }),
  title: text(120, "The title"),
  text: optionalText(500, "The text"),
});
const advantageList = z.array(adminAdvantageSchema).max(12, "At most 12 advantages in a place.");
export const adminAdvantagesWriteSchema = z.object({
  product_why_we: advantageList,
  product_page: advantageList,
  main_page: advantageList,
  category_page: advantageList,
});
export type AdminAdvantagesWrite = z.input<typeof adminAdvantagesWriteSchema>;
export { advantagesContentSchema as adminAdvantagesSchema } from "./showcase.ts";

// Product sliders (`/general/sliders`): the shop's curated carousels of products, on the home
// page or on product pages; one list for the shop, titles per language.

const sliderTitle = z.partialRecord(
  languageSchema,
  z
    .string({ error: "A title is text." })
    .trim()
    .max(120, "A slider's title can have at most 120 characters."),
  { error: "The titles are an object of language: text." },
);
const sliderRule = z.discriminatedUnion(
  "type",
  [
    z.object({
      type: z.literal("codes"),
      codes: z
        .array(z.string({ error: "A product code is text." }).trim().min(1).max(64), {
          error: "List the products' codes.",
        })
        .min(1, "List at least one product code.")
        .max(48, "At most 48 products in a slider."),
    }),
    z.object({ type: z.literal("category"), category_id: idSchema("category") }),
    z.object({
      type: z.literal("brand"),
      brand_slug: z.string({ error: "Choose a brand." }).trim().min(1, "Choose a brand.").max(200),
    }),
  ],
  { error: "Choose what the slider shows: products by code, a category or a brand." },
);
export const adminSliderSchema = z.object({
  slug: z
    .string({ error: "The slider's key is required." })
    .trim()
    .min(1, "The slider's key is required.")
    .max(60, "The slider's key can have at most 60 characters.")
    .regex(/^[a-z0-9-]+$/, "The slider's key has lowercase latin letters, digits and dashes."),
  title: sliderTitle,
  is_product_page: z.boolean({ error: "Say where the slider shows." }).default(false),
  rule: sliderRule,
});
export const adminSlidersWriteSchema = z.object({
  sliders: z.array(adminSliderSchema, { error: "The sliders are a list." }).max(30, "At most 30 sliders."),
});
export type AdminSlidersWrite = z.input<typeof adminSlidersWriteSchema>;
export { slidersContentSchema as adminSlidersSchema } from "./showcase.ts";
/** What a slider may show, for the editor's pickers (a content editor cannot open the catalogue). */
export const adminSliderChoicesSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), title: z.string() })),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type AdminSliderChoices = z.infer<typeof adminSliderChoicesSchema>;
