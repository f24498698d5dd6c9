import { z } from "zod";
import { categoryListingSchema } from "./catalogue.ts";

/** An offer as the list and the home page show it. */
export const promotionCardSchema = z.object({
  id: z.number(),
  /** The offer's slug in the answer's language (its storefront URL is `/{lang}/special-offers/{slug}`). */
  slug: z.string(),
  title: z.string(),
  short_text: z.string(),
  /** The banner picture. */
  image: z.string().nullable(),
  /** ISO date and time the offer starts and ends. */
  start_date: z.string(),
  end_date: z.string(),
  is_active: z.boolean(),
  show_on_main_page: z.boolean(),
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

/** `GET /general/promotions`: the shop's active offers, the soonest-ending first. */
export const promotionListSchema = z.object({
  list: z.array(promotionCardSchema),
  totalCount: z.number(),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

/** `GET /general/promotions/{id or slug}`: the offer in the request's language. */
export const promotionDetailSchema = promotionCardSchema.extend({
  lang: z.string(),
  /** Sanitised shop HTML. */
  html: z.string(),
  /** The YouTube or Vimeo page address, if the offer has a video. */
  video_url: z.string().nullable(),
  /** The player to embed on the shopper's click (never before), derived from video_url. */
  video: z
    .object({ provider: z.enum(["youtube", "vimeo"]), id: z.string(), embed_url: z.string() })
    .nullable(),
  /** The ids of the offer's products. */
  products: z.array(z.number()),
  seo_title: z.string(),
  seo_description: z.string(),
  /** Language -> the offer's slug in it (for the language switcher and hreflang). */
  alternates: z.record(z.string(), z.string()),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/**
 * `GET /general/promotions/{id}/products`: a page of the offer's products with the category
 * listing's filters, price range, sort and paging (the same shape, without the category).
 */
export const promotionProductsSchema = categoryListingSchema.omit({
  category: true,
  breadcrumbs: true,
  subcategories: true,
});
export type PromotionProducts = z.infer<typeof promotionProductsSchema>;
