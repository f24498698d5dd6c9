import { z } from "zod";
import { linkSchema } from "./common.ts";
import { infoPagesPresentSchema } from "./info-pages.ts";

/** Shapes of the per-language content endpoints of spec section 7. */

export const footerSettingsSchema = z.object({
  columns: z.array(z.object({ title: z.string(), links: z.array(linkSchema) })),
  about_text: z.string(),
  copyright: z.string(),
  address: z.string(),
  work_hours: z.string(),
  /** Filled by the API, not stored: the information screens this shop has, for its footer links. */
  info_pages: infoPagesPresentSchema.optional(),
});
export type FooterSettings = z.infer<typeof footerSettingsSchema>;

export const defaultSiteFilesSchema = z.object({
  logo: z.string().nullable(),
  logo_dark: z.string().nullable(),
  favicon: z.string().nullable(),
  placeholder_image: z.string().nullable(),
  og_image: z.string().nullable(),
});
export type DefaultSiteFiles = z.infer<typeof defaultSiteFilesSchema>;

export const htmlPageSchema = z.object({ title: z.string(), html: z.string() });
export type HtmlPage = z.infer<typeof htmlPageSchema>;

export const termsAndPrivacySchema = z.object({
  terms: htmlPageSchema,
  privacy_policy: htmlPageSchema,
  cookies: htmlPageSchema,
});
export type TermsAndPrivacy = z.infer<typeof termsAndPrivacySchema>;

export const deliveryPageSchema = z.object({
  title: z.string(),
  html: z.string(),
  tabs: z.array(z.object({ id: z.string(), title: z.string(), html: z.string() })),
});
export type DeliveryPage = z.infer<typeof deliveryPageSchema>;

export const aboutUsPageSchema = z.object({
  title: z.string(),
  html: z.string(),
  image: z.string().nullable(),
  facts: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type AboutUsPage = z.infer<typeof aboutUsPageSchema>;

export const mainPageSettingsSchema = z.object({
  seo_title: z.string(),
  seo_description: z.string(),
  heading: z.string(),
  blocks: z.array(z.enum(["banners", "menu_categories", "info_block"])),
});
export type MainPageSettings = z.infer<typeof mainPageSettingsSchema>;

export const pageContactsSchema = z.object({
  title: z.string(),
  html: z.string(),
  address: z.string(),
  email: z.string(),
  phones: z.array(z.string()),
  work_hours: z.string(),
  map: z.object({ lat: z.number(), lng: z.number(), zoom: z.number().int() }).nullable(),
});
export type PageContacts = z.infer<typeof pageContactsSchema>;

export const shopContactSchema = z.object({
  shopId: z.number().int(),
  title: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  schedule: z.string(),
  /** Opening hours per weekday (0 = Sunday) as "HH:MM-HH:MM", or null when closed. */
  hours: z.array(z.string().nullable()).length(7),
  isOpen: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type ShopContact = z.infer<typeof shopContactSchema>;
export const contactsSchema = z.array(shopContactSchema);

export const cmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  html: z.string(),
  ignore_layout: z.boolean(),
  show_breadcrumbs: z.boolean(),
  seo_title: z.string(),
  seo_description: z.string(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export type MenuItem = {
  id: number;
  title: string;
  url: string;
  icon: string | null;
  image: string | null;
  badge: string | null;
  product_count: number;
  subcategories: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  image: z.string().nullable(),
  badge: z.string().nullable(),
  product_count: z.number().int(),
  get subcategories() {
    return z.array(menuItemSchema);
  },
});
export const menuTreeSchema = z.array(menuItemSchema);

export const slideBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  image_mobile: z.string().nullable(),
  /** Resized WebP and AVIF variants of `image` (`url width` pairs), when the shop stores it. */
  srcset: z.string().optional(),
  srcsetAvif: z.string().optional(),
  url: z.string().nullable(),
  show_on: z.enum(["top", "main", "bottom"]).nullable(),
});
export type SlideBanner = z.infer<typeof slideBannerSchema>;
export const slidesBannerSchema = z.array(slideBannerSchema);

/** Keys of the per-language content documents stored per site. */
export const CONTENT_KEYS = [
  "footer_settings",
  "default_site_files",
  "terms_and_privacy_policy",
  "delivery_page",
  "about_us_page",
  "main_page_settings",
  "page_contacts",
] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

export const contentSchemas = {
  footer_settings: footerSettingsSchema,
  default_site_files: defaultSiteFilesSchema,
  terms_and_privacy_policy: termsAndPrivacySchema,
  delivery_page: deliveryPageSchema,
  about_us_page: aboutUsPageSchema,
  main_page_settings: mainPageSettingsSchema,
  page_contacts: pageContactsSchema,
} satisfies Record<ContentKey, z.ZodType>;
export type ContentDocuments = { [K in ContentKey]: z.infer<(typeof contentSchemas)[K]> };
