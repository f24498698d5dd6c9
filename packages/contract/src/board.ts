import { z } from "zod";
import { idParamSchema } from "./common.ts";

/**
 * The land board's reference data (spec section 7 "Advert board", issue 17): Moldova's places
 * (regions, their locations, a city's sectors), the advert categories and their typed
 * attributes, the complaint reasons and the currency rates. Names in the request language.
 * On a site without a board the lists are empty.
 */
export const boardPlaceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type BoardPlace = z.infer<typeof boardPlaceSchema>;
export const boardPlaceListSchema = z.array(boardPlaceSchema);

export const regionsQuerySchema = z.object({
  /** "true": only regions with at least one published advert (the listing's filter). */
  only_adverts: z.enum(["true", "false"], { error: "only_adverts is true or false." }).optional(),
});
export const sectorsQuerySchema = z.object({ location: idParamSchema("location") });
export const placeIdParamsSchema = z.object({ id: idParamSchema("region") });

export const advertCategorySchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const advertCategoryListSchema = z.array(advertCategorySchema);

export const ADVERT_ATTRIBUTE_KINDS = ["select", "multi", "boolean", "number"] as const;
export const advertAttributeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: z.enum(ADVERT_ATTRIBUTE_KINDS),
  title: z.string(),
  /** The category it belongs to, or null for every category. */
  category: z.number().int().nullable(),
  options: z.array(z.object({ id: z.number().int(), key: z.string(), title: z.string() })),
});
export type AdvertAttribute = z.infer<typeof advertAttributeSchema>;
export const advertAttributeListSchema = z.array(advertAttributeSchema);
export const advertAttributesQuerySchema = z.object({ category: idParamSchema("category").optional() });

export const complaintCategoryListSchema = z.array(
  z.object({ id: z.number().int(), key: z.string(), title: z.string() }),
);

/** Lei for one unit of each currency the board prices in (MDL is 1). */
export const currencyRateListSchema = z.array(
  z.object({ currency: z.enum(["EUR", "USD", "MDL"]), rate: z.number(), updated_at: z.string() }),
);
