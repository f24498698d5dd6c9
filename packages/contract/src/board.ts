import { z } from "zod";
import { productImageSchema } from "./catalogue.ts";
import { idParamSchema, idSchema } from "./common.ts";

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

export const ADVERT_PAGE_SIZE = 20;
export const ADVERT_PAGE_SIZE_MAX = 60;

/**
 * `GET /general/v2/product` on the board (spec section 7): `page`, `sortBy` and the JSON
 * `filters`, read leniently by the domain (`readAdvertFilters`): a stale or hand-edited link
 * still lists adverts; only the paging is strict.
 */
export const advertListQuerySchema = z.object({
  page: z.coerce
    .number({ error: "The page is a whole number from 1." })
    .int("The page is a whole number from 1.")
    .min(1, "The page is a whole number from 1.")
    .max(10_000, "The page can be at most 10,000.")
    .default(1),
  page_size: z.coerce
    .number({ error: "The page size is a whole number from 1." })
    .int("The page size is a whole number from 1.")
    .min(1, "The page size is a whole number from 1.")
    .max(ADVERT_PAGE_SIZE_MAX, `The page size can be at most ${ADVERT_PAGE_SIZE_MAX}.`)
    .optional(),
  sortBy: z.string().max(40, "Unknown sort order.").optional(),
  filters: z.string().max(4000, "The filters can have at most 4,000 characters.").optional(),
});

const placeRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const advertCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(["sale", "rent"]),
  title: z.string(),
  category: z.object({ id: z.number().int(), title: z.string() }),
  /** As the owner priced it. */
  price: z.number(),
  currency: z.enum(["EUR", "MDL", "USD"]),
  /** In the currency the visitor filters and reads in (`filters.price_unit`, EUR by default). */
  display_price: z.object({ amount: z.number(), currency: z.enum(["EUR", "MDL", "USD"]) }),
  /** The price of one are in that currency (null without an area). */
  price_per_are: z.number().nullable(),
  area: z.number(),
  area_unit: z.enum(["m2", "ari", "ha"]),
  is_negotiable_price: z.boolean(),
  region: placeRef,
  location: placeRef,
  sector: placeRef,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  image: productImageSchema.nullable(),
  images_count: z.number().int(),
  published_at: z.string().nullable(),
});
export type AdvertCard = z.infer<typeof advertCardSchema>;

export const advertListSchema = z.object({
  results: z.array(advertCardSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
  /** The listing's price slider: the lowest and highest price in `filters.price_unit` (spec: 0 to 999 999 999 when none). */
  price_range: z.object({ min: z.number(), max: z.number(), currency: z.enum(["EUR", "MDL", "USD"]) }),
  sortBy: z.string(),
});
export type AdvertList = z.infer<typeof advertListSchema>;

export const advertSlugParamsSchema = z.object({
  slug: z
    .string({ error: "A valid advert address is required." })
    .regex(/^[a-z0-9-]{1,120}$/, "A valid advert address is required."),
});

/** One advert as its page shows it (`GET /api/adverts/{slug}/`); the phone is revealed apart. */
export const advertDetailSchema = advertCardSchema.extend({
  title_ro: z.string(),
  title_ru: z.string(),
  description: z.string(),
  description_ro: z.string(),
  description_ru: z.string(),
  address: z.string().nullable(),
  cadastral_number: z.string().nullable(),
  /** The price in each currency the board shows, at the site's rates. */
  prices: z.array(z.object({ amount: z.number(), currency: z.enum(["EUR", "MDL", "USD"]) })),
  images: z.array(productImageSchema),
  attributes: z.array(
    z.object({
      id: z.number().int(),
      key: z.string(),
      kind: z.enum(ADVERT_ATTRIBUTE_KINDS),
      title: z.string(),
      /** The chosen options' titles, the number, or yes/no. */
      value: z.union([z.array(z.string()), z.number(), z.boolean()]),
    }),
  ),
  owner: z.object({ id: z.number().int(), name: z.string(), adverts: z.number().int() }),
  phone_views: z.number().int(),
  expires_at: z.string().nullable(),
});
export type AdvertDetail = z.infer<typeof advertDetailSchema>;

/** The map (`GET /api/adverts-map/`): the listing's filters, the visible box and the zoom. */
export const advertMapQuerySchema = z.object({
  filters: z.string().max(4000, "The filters can have at most 4,000 characters.").optional(),
  /** west,south,east,north in degrees. */
  bbox: z
    .string({ error: "The box is west,south,east,north in degrees." })
    .regex(/^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/, "The box is west,south,east,north in degrees."),
  zoom: z.coerce
    .number({ error: "The zoom is a whole number from 1 to 18." })
    .int("The zoom is a whole number from 1 to 18.")
    .min(1, "The zoom is a whole number from 1 to 18.")
    .max(18, "The zoom is a whole number from 1 to 18."),
});
export const advertMapSchema = z.object({
  /** Groups of adverts close together at this zoom; a group of one names its advert. */
  clusters: z.array(
    z.object({
      lat: z.number(),
      lon: z.number(),
      count: z.number().int(),
      advert: z.object({ slug: z.string(), title: z.string(), display_price: z.number() }).nullable(),
    }),
  ),
  total: z.number().int(),
});
export type AdvertMap = z.infer<typeof advertMapSchema>;

/** `POST /api/complaint/` (spec: category, body, advert): a visitor reports an advert. */
export const complaintCreateSchema = z.object({
  category: idSchema("complaint reason"),
  body: z
    .string({ error: "The complaint is text." })
    .trim()
    .max(2000, "The complaint can have at most 2,000 characters.")
    .default(""),
  advert: idSchema("advert"),
});
export type ComplaintCreate = z.infer<typeof complaintCreateSchema>;
export const complaintCreatedSchema = z.object({ id: z.number().int(), status: z.literal("open") });

/** "Show phone": the owner's verified numbers, and how many times they were shown. */
export const advertPhoneSchema = z.object({ phones: z.array(z.string()), phone_views: z.number().int() });
