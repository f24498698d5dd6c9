import { z } from "zod";
import { idParamSchema, idSchema } from "./common.ts";

/**
 * Shapes of the delivery side of checkout (spec section 7, "Regions and delivery"): Moldova's
 * regions, localities, Chișinău's sectors and streets, a store's pickup slots, the delivery
 * price, and the postal-carrier (Nova Post) picker.
 */

const id = (name: string) => idParamSchema(name);
/** Ids in a JSON body are numbers, not texts or booleans that happen to coerce. */
const bodyId = (name: string) => idSchema(name);

const searchText = z
  .string({ error: "query must be a text." })
  .max(100, "query must be at most 100 characters.")
  .default("");

export const regionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Region 3: municipiul Chișinău. */
  is_capital: z.boolean(),
});
export type Region = z.infer<typeof regionSchema>;

export const localityQuerySchema = z.object({ region_id: id("region") });

export const localitySchema = z.object({
  id: z.number().int(),
  region_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** The locality a region's picker starts with ("kishinev" in the capital). */
  is_default: z.boolean(),
  /** False when the shop's `cities_to_choose` leaves this locality out of home delivery. */
  delivery_available: z.boolean(),
});
export type Locality = z.infer<typeof localitySchema>;

export const sectorSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type Sector = z.infer<typeof sectorSchema>;

export const STREET_TYPES = ["str", "bd", "sos", "cal", "pta", "al", "str-la"] as const;
export const streetTypeSchema = z.enum(STREET_TYPES);
export type StreetType = z.infer<typeof streetTypeSchema>;

export const addressQuerySchema = z.object({
  locality_id: id("locality"),
  query: searchText,
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A street of a locality (`/base/address`). */
export const streetSchema = z.object({
  id: z.number().int(),
  locality_id: z.number().int(),
  /** The name without its type: "Ștefan cel Mare și Sfânt". */
  name: z.string(),
  street_type: streetTypeSchema,
  /** The type as written in the language: "bd.", "бул.". */
  street_type_name: z.string(),
  /** Type and name: "bd. Ștefan cel Mare și Sfânt". */
  title: z.string(),
});
export type Street = z.infer<typeof streetSchema>;

export const deliveryTimeParamsSchema = z.object({ storeId: id("store") });

export const pickupSlotSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The slot's start as an instant (ISO 8601, UTC): what the order stores. */
  start: z.string(),
});

export const deliveryTimeSchema = z.object({
  store_id: z.number().int(),
  time_zone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.number().int(),
      hours: z.string(),
      slots: z.array(pickupSlotSchema),
    }),
  ),
});
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;

export const deliveryCostRequestSchema = z.object({
  region_id: bodyId("region"),
  locality_id: bodyId("locality").nullish(),
  delivery_type: z
    .enum(["standart", "express"], { error: "delivery_type is standart or express." })
    .default("standart"),
  method: z.enum(["address", "pickup"], { error: "method is address or pickup." }).default("address"),
  total: z
    .number({ error: "total must be a number." })
    .finite("total must be a number.")
    .min(0, "total cannot be negative.")
    .max(1_000_000_000, "total is too large."),
});
export type DeliveryCostRequest = z.infer<typeof deliveryCostRequestSchema>;

export const deliveryCostSchema = z.object({
  price: z.number(),
  /** The type priced: outside the capital always standart. */
  delivery_type: z.enum(["standart", "express"]),
  method: z.enum(["address", "pickup"]),
  /** The goods' total from which delivery is free; null when it never is. */
  free_delivery_threshold: z.number().nullable(),
  /** What is missing to free delivery; 0 when it is free, null when it never is. */
  missing_to_free_delivery: z.number().nullable(),
  currency: z.string(),
});
export type DeliveryCost = z.infer<typeof deliveryCostSchema>;

/* Postal carrier (Nova Post). Field names keep the spec's camelCase. */

const cityRef = z
  .string({ error: "cityRef is required." })
  .trim()
  .min(1, "cityRef is required.")
  .max(64, "cityRef is too long.");

export const novaPostCityRequestSchema = z.object({ query: searchText });
export const novaPostStreetRequestSchema = z.object({ cityRef, query: searchText });

/** A branch or locker number typed by the shopper: digits only (or nothing, for all of them). */
const divisionNumberFilter = z
  .union([z.number().int().nonnegative().max(999_999_999), z.string().trim()], {
    error: "number must be a branch number.",
  })
  .refine(
    (v) => typeof v === "number" || /^\d{0,9}$/.test(v),
    "number must be a branch number (digits only).",
  )
  .transform((v) => (v === "" ? undefined : String(v)))
  .optional();

export const novaPostDivisionRequestSchema = z.object({ cityRef, number: divisionNumberFilter });

export const POSTAL_DELIVERY_TYPES = ["courier", "warehouse", "postmachine"] as const;

export const novaPostPriceRequestSchema = z.object({
  cityRef,
  delivery_type: z.enum(POSTAL_DELIVERY_TYPES, {
    error: "delivery_type is courier, warehouse or postmachine.",
  }),
  /** The chosen branch or locker, when there is one. */
  warehouseRef: z.string().trim().min(1).max(64).optional(),
  /** The parcel's weight in kilograms. */
  weight: z
    .number({ error: "weight must be a number." })
    .positive("weight must be positive.")
    .max(1000)
    .default(1),
  /** The declared value (the goods' total). */
  total: z.number({ error: "total must be a number." }).min(0).max(1_000_000_000).default(0),
});
export type NovaPostPriceRequest = z.infer<typeof novaPostPriceRequestSchema>;

export const novaPostCitySchema = z.object({
  ref: z.string(),
  description: z.string(),
  region: z.string().nullable(),
});
export type NovaPostCity = z.infer<typeof novaPostCitySchema>;

export const novaPostStreetSchema = z.object({
  ref: z.string(),
  /** Type and name in the request's language: "str. Mihai Eminescu" (spec section 5). */
  description: z.string(),
  descriptionRo: z.string(),
  streetType: z.string(),
});
export type NovaPostStreet = z.infer<typeof novaPostStreetSchema>;

/** A branch ("warehouse", PostBranch) or a parcel locker ("postmachine", Postomat). */
export const novaPostDivisionSchema = z.object({
  ref: z.string(),
  /** Left out when the carrier's number is not a plain number. */
  number: z.number().int().optional(),
  description: z.string(),
  address: z.object({ description: z.string() }),
});
export type NovaPostDivision = z.infer<typeof novaPostDivisionSchema>;

export const novaPostPriceSchema = z.object({
  price: z.number(),
  currency: z.string(),
  delivery_type: z.enum(POSTAL_DELIVERY_TYPES),
  estimated_days: z.number().int().nullable(),
});
export type NovaPostPrice = z.infer<typeof novaPostPriceSchema>;

/** A list whose first element is the price, or a text saying why there is none (spec section 4). */
export const novaPostPriceResultSchema = z.array(z.union([novaPostPriceSchema, z.string()]));

/**
 * A shop's postal-carrier settings (`additional_settings.novapost`). The API key itself never
 * lives here: `api_key_env` names the environment variable that holds it.
 */
export const novaPostSettingsSchema = z
  .object({
    /** The checkout offers Nova Post (branches, lockers, courier) as a delivery method. */
    enabled: z.boolean().default(false),
    provider: z.enum(["demo", "novapost"]).default("demo"),
    api_key_env: z
      .string()
      .regex(
        /^NOVAPOST_API_KEY(_[A-Z0-9_]{1,40})?$/,
        "api_key_env must be NOVAPOST_API_KEY or NOVAPOST_API_KEY_<NAME>.",
      )
      .default("NOVAPOST_API_KEY"),
    environment: z.enum(["production", "sandbox"]).default("production"),
    country_code: z.enum(["MD", "RO"]).default("MD"),
    /** The branch the shop sends from; without it Nova Post cannot price a parcel. */
    sender_division_id: z.number().int().positive().nullable().default(null),
    payer_type: z.enum(["Sender", "Recipient", "ThirdPerson"]).default("Recipient"),
  })
  .prefault({});
export type NovaPostSettings = z.infer<typeof novaPostSettingsSchema>;
