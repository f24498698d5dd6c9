import { z } from "zod";
import { advertCardSchema } from "./board.ts";
import { productImageSchema } from "./catalogue.ts";
import { idParamSchema, idSchema } from "./common.ts";

/**
 * The land board's owners' side (spec section 7, issue 17, decision 0059): an advert created and
 * edited as a multipart form (`POST /api/adverts/`, `PATCH /api/adverts/{slug}/`), deleted,
 * listed as "my adverts"; favourite adverts; a seller's public profile; the board's terms.
 */

/** A picture of an advert: at most 10 MB, at most this many per advert. */
export const ADVERT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ADVERT_IMAGES_MAX = 20;
export const ADVERT_TITLE_MAX = 150;
export const ADVERT_DESCRIPTION_MAX = 5000;
export const ADVERT_PRICE_MAX = 999_999_999;

/** A multipart text field read as a number (the form sends every value as text). */
const decimal = (message: string, { min, max, positive }: { min: number; max: number; positive?: boolean }) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,12}([.,]\d{1,6})?$/, message)
    .transform((text) => Number(text.replace(",", ".")))
    .pipe(
      z
        .number()
        .min(min, message)
        .max(max, message)
        .refine((n) => !positive || n > 0, message),
    );
const flag = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} is true or false.` })
    .transform((v) => v === "true" || v === "1");
const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is text.` })
    .trim()
    .max(max, `${name} can have at most ${max.toLocaleString("en")} characters.`);
const formId = (what: string) => idParamSchema(what);
/** A list of ids: repeated fields, or one field with ids separated by commas. */
const idList = (what: string) =>
  z
    .array(z.string())
    .max(200, `At most 200 ${what} ids.`)
    .transform((values) =>
      values
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,10}$/, `A valid ${what} id is required.`)
            .transform(Number)
            .pipe(z.number().int().positive(`A valid ${what} id is required.`).max(2_147_483_647)),
        )
        .max(200, `At most 200 ${what} ids.`),
    );

/**
 * The advert form's text fields as they arrive (multipart: every value is text; lists are
 * repeated fields). Every field is optional: an edit sends only what it shows (the form sends
 * only non-empty fields), a draft only what it has so far; what publishing needs is the domain's
 * rule (`advertMissingFields`).
 */
export const advertFormFieldsSchema = z.object({
  type: z.enum(["sale", "rent"], { error: "The advert is for sale or for rent." }).optional(),
  title_ro: text("The Romanian title", ADVERT_TITLE_MAX).optional(),
  title_ru: text("The Russian title", ADVERT_TITLE_MAX).optional(),
  description_ro: text("The Romanian description", ADVERT_DESCRIPTION_MAX).optional(),
  description_ru: text("The Russian description", ADVERT_DESCRIPTION_MAX).optional(),
  price: decimal("The price is a number from 0 to 999 999 999.", {
    min: 0,
    max: ADVERT_PRICE_MAX,
  }).optional(),
  default_currency: z.enum(["EUR", "MDL", "USD"], { error: "The currency is EUR, MDL or USD." }).optional(),
  area: decimal("The area is a number greater than 0.", {
    min: 0,
    max: 1_000_000_000,
    positive: true,
  }).optional(),
  default_area_unit: z.enum(["m2", "ari", "ha"], { error: "The area's unit is m2, ari or ha." }).optional(),
  lat: decimal("The latitude is a number from -90 to 90.", { min: -90, max: 90 }).optional(),
  lon: decimal("The longitude is a number from -180 to 180.", { min: -180, max: 180 }).optional(),
  is_active: flag("is_active").optional(),
  is_draft: flag("is_draft").optional(),
  is_negotiable_price: flag("is_negotiable_price").optional(),
  region: formId("region").optional(),
  location: formId("location").optional(),
  sector: formId("sector").optional(),
  address: text("The address", 300).optional(),
  category: formId("category").optional(),
  cadastral_number: text("The cadastral number", 40).optional(),
  /**
   * JSON: attribute id -> an option id (select), option ids (multi), true/false (boolean) or a
   * number (number). Replaces the values of the attributes it names.
   */
  attributes: text("The attributes", 4000).optional(),
  /** Attribute ids whose values are removed. */
  attributes_to_delete: idList("attribute").optional(),
  /** Which of the owner's verified phones (`/api/users/me/` phone ids) "show phone" reveals. */
  contacts: idList("phone").optional(),
  /** Ids of the advert's pictures to remove. */
  images_to_delete: idList("picture").optional(),
  /**
   * JSON `{"source": "new_images" | "old_images", "id": n}`: the cover picture; `id` is the
   * index of a picture sent with this form (0 first) or the id of a stored one.
   */
  image_preview: text("The cover picture", 200).optional(),
  /**
   * Ours (the spec has no field for the order): the pictures in order, as `old_images:<id>` and
   * `new_images:<index>` (repeated or comma-separated). Pictures it leaves out follow in their
   * order; new ones after the stored ones.
   */
  images_order: z
    .array(text("The pictures' order", 2000))
    .max(40, "The pictures' order is too long.")
    .optional(),
});
export type AdvertFormFields = z.infer<typeof advertFormFieldsSchema>;

/** The multipart body as the OpenAPI document shows it: the fields above and the pictures. */
export const advertFormBodySchema = z.object({
  ...Object.fromEntries(Object.keys(advertFormFieldsSchema.shape).map((key) => [key, z.string().optional()])),
  images: z
    .array(z.file().max(ADVERT_IMAGE_MAX_BYTES))
    .max(ADVERT_IMAGES_MAX)
    .optional()
    .describe(
      "Pictures (repeated field `images`), each a JPEG, PNG, WebP, AVIF or GIF of at most 10 MB; at most 20 per advert. Checked by decoding, EXIF removed.",
    ),
});

export const ADVERT_STATUSES_OWNED = ["draft", "active", "inactive", "hidden"] as const;

/** An advert as its owner sees and edits it (the answer of a save, and each of "my adverts"). */
export const ownAdvertSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** draft, active (up), inactive (paused by its owner or expired), hidden (by a moderator). */
  status: z.enum(ADVERT_STATUSES_OWNED),
  is_draft: z.boolean(),
  is_active: z.boolean(),
  /** Why a moderator hid it. */
  hidden_reason: z.string().nullable(),
  type: z.enum(["sale", "rent"]),
  title_ro: z.string(),
  title_ru: z.string(),
  description_ro: z.string(),
  description_ru: z.string(),
  category: z.number().int(),
  price: z.number().nullable(),
  default_currency: z.enum(["EUR", "MDL", "USD"]),
  area: z.number().nullable(),
  default_area_unit: z.enum(["m2", "ari", "ha"]),
  is_negotiable_price: z.boolean(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  region: z.number().int().nullable(),
  location: z.number().int().nullable(),
  sector: z.number().int().nullable(),
  address: z.string().nullable(),
  cadastral_number: z.string().nullable(),
  attributes: z.array(
    z.object({
      attribute: z.number().int(),
      options: z.array(z.number().int()),
      value: z.number().nullable(),
    }),
  ),
  /** The phones "show phone" reveals (ids of the owner's phones); empty: every verified one. */
  contacts: z.array(z.number().int()),
  /** In order; the first is the cover. */
  images: z.array(z.object({ id: z.number().int(), image: productImageSchema })),
  phone_views: z.number().int(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnAdvert = z.infer<typeof ownAdvertSchema>;

export const myAdvertsQuerySchema = z.object({
  status: z
    .enum(["active", "draft", "inactive", "hidden"], {
      error: "The status is active, draft, inactive or hidden.",
    })
    .optional(),
  page: z.coerce
    .number({ error: "The page is a whole number from 1." })
    .int("The page is a whole number from 1.")
    .min(1, "The page is a whole number from 1.")
    .max(10_000, "The page can be at most 10,000.")
    .default(1),
});
export const myAdvertListSchema = z.object({
  results: z.array(ownAdvertSchema),
  totalCount: z.number().int(),
  pages: z.number().int(),
  current_page: z.number().int(),
  page_size: z.number().int(),
  /** How many of the owner's adverts are in each status (the screen's tabs). */
  counts: z.object({
    active: z.number().int(),
    draft: z.number().int(),
    inactive: z.number().int(),
    hidden: z.number().int(),
  }),
});

/** `GET /api/advert-title/{slug}`: a published advert's titles per language (sharing, the edit form). */
export const advertTitleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  title_ro: z.string(),
  title_ru: z.string(),
});

/** `GET /api/my-favorite-adverts/?category=`: the signed-in user's favourite adverts still up. */
export const favoriteAdvertsQuerySchema = z.object({
  category: idParamSchema("category").optional(),
  page: z.coerce
    .number({ error: "The page is a whole number from 1." })
    .int("The page is a whole number from 1.")
    .min(1, "The page is a whole number from 1.")
    .max(10_000, "The page can be at most 10,000.")
    .default(1),
});

/** `GET /api/users/{id}/`: a seller as visitors see them; never a phone or an e-mail. */
export const sellerProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  member_since: z.string(),
  /** Their adverts that are up, newest first, paged like the listing. */
  adverts: z.object({
    results: z.array(advertCardSchema),
    totalCount: z.number().int(),
    pages: z.number().int(),
    current_page: z.number().int(),
  }),
});
export const sellerParamsSchema = z.object({ id: idParamSchema("user") });
export const sellerQuerySchema = z.object({
  page: z.coerce
    .number({ error: "The page is a whole number from 1." })
    .int("The page is a whole number from 1.")
    .min(1, "The page is a whole number from 1.")
    .max(10_000, "The page can be at most 10,000.")
    .default(1),
});

/** `GET /api/static-content/{id}/`: the board's static texts (2: the terms of use). */
export const staticContentParamsSchema = z.object({ id: idParamSchema("page") });
export const staticContentSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

/** The board's `/favorites/` (the same call as the shop's, the ids are adverts'). */
export const advertFavoriteBodySchema = z.object({ product_id: idSchema("advert") });
