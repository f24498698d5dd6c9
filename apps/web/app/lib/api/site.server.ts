import {
  type AdvantageKind,
  aboutUsPageSchema,
  advantagesSchema,
  type BookConsultationInput,
  cmsPageSchema,
  contactsSchema,
  defaultSiteFilesSchema,
  deliveryInfoTextSchema,
  deliveryPageSchema,
  footerSettingsSchema,
  mainCarouselCategorySchema,
  mainPageSettingsSchema,
  mainPageSimilarCategorySchema,
  menuTreeSchema,
  type NewsLetterInput,
  pageContactsSchema,
  type SupportMessageInput,
  shopRequestResponseSchema,
  slidesBannerSchema,
  termsAndPrivacySchema,
  type UserRequest,
  userRequestResponseSchema,
} from "@sf/contract";
import { z } from "zod";
import { type Client, siteSettings } from "./client.server.ts";

const cmsPageResponseSchema = cmsPageSchema.extend({
  lang: z.string(),
  alternates: z.record(z.string(), z.string()),
});
export type CmsPageView = z.infer<typeof cmsPageResponseSchema>;

/** The shop's settings and content: chrome, home page, info pages, and the visitor's requests to the shop. */
export const siteApi = (client: Client) => ({
  settings: siteSettings,
  footer: () => client.shared("/settings/footer_settings", footerSettingsSchema),
  menuTree: () => client.shared("/general/menu_tree", menuTreeSchema),
  defaultFiles: () => client.shared("/settings/default-site-files/", defaultSiteFilesSchema),
  mainPage: () => client.shared("/settings/main_page_settings", mainPageSettingsSchema),
  slides: () => client.shared("/base/slides_banner", slidesBannerSchema),
  about: () => client.shared("/settings/about_us_page", aboutUsPageSchema),
  delivery: () => client.shared("/settings/delivery_page", deliveryPageSchema),
  legal: () => client.shared("/settings/terms_and_privacy_policy", termsAndPrivacySchema),
  pageContacts: () => client.shared("/base/page-contacts", pageContactsSchema),
  carouselCategories: () => client.shared("/base/main-carousel-category", mainCarouselCategorySchema),
  advantages: (kind: AdvantageKind) => client.shared(`/base/advantage/${kind}`, advantagesSchema),
  similarCategories: () => client.shared("/base/main_page_similar_category", mainPageSimilarCategorySchema),
  deliveryInfo: () => client.shared("/mi/delivery_info_text", deliveryInfoTextSchema),
  contacts: () => client.get("/base/contacts", contactsSchema),
  page: (slug: string) => client.get(`/page/${encodeURIComponent(slug)}/`, cmsPageResponseSchema),
  /** A visitor's request to the shop (notify me when in stock, call me back, ...). */
  userRequest: (request: UserRequest) =>
    client.post("/base/user-request/", request, userRequestResponseSchema),
  /** The public forms (consultation, newsletter, support): refusals come back as values. */
  bookConsultation: (request: BookConsultationInput) =>
    client.send("/base/book-consultation/", request, shopRequestResponseSchema),
  subscribeNewsLetter: (request: NewsLetterInput) =>
    client.send("/settings/news-letter/", request, shopRequestResponseSchema),
  writeToSupport: (request: SupportMessageInput) =>
    client.send("/api/support/", request, shopRequestResponseSchema),
});
