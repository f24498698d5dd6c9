import { z } from "zod";
import { idParamSchema, idSchema } from "./common.ts";
import { callbackRequestSchema, consultationRequestSchema } from "./shop-requests.ts";

/** Shapes of the product page's extra calls: stock per store, checkout status, stores, requests. */

/** At most this many products per availability or checkout-status call. */
export const MAX_PRODUCTS_PER_CALL = 100;

export const productAvailabilityRequestSchema = z.object({
  products: z
    .array(
      z.object({
        id: idSchema("product"),
        /** The quantity wanted; decimals allowed for products sold by weight (spec: 3 decimals). */
        count: z.number().positive().max(99999).default(1),
      }),
    )
    .min(1)
    .max(MAX_PRODUCTS_PER_CALL),
});
export type ProductAvailabilityRequest = z.input<typeof productAvailabilityRequestSchema>;

export const storeStockSchema = z.object({
  store_id: z.number().int(),
  title: z.string(),
  address: z.string(),
  /** Today's opening hours ("08:00-20:00") in the shop's time zone; null when closed today. */
  hours_today: z.string().nullable(),
  isOpen: z.boolean(),
  /** Units in this store, never negative. */
  qty: z.number().int().nonnegative(),
  /** Whether this store alone has the requested count. */
  enough: z.boolean(),
});
export type StoreStock = z.infer<typeof storeStockSchema>;

export const productAvailabilitySchema = z.array(
  z.object({
    id: z.number().int(),
    count: z.number(),
    /** False for unknown or inactive products (their stores all show 0). */
    found: z.boolean(),
    /** Whether at least one store has the whole count. */
    available: z.boolean(),
    stores: z.array(storeStockSchema),
  }),
);
export type ProductAvailability = z.infer<typeof productAvailabilitySchema>;

export const checkoutStatusQuerySchema = z.object({
  productIds: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z.array(idParamSchema("product")).min(1).max(MAX_PRODUCTS_PER_CALL),
  ),
});

export const productCheckoutStatusSchema = z.array(
  z.object({
    id: z.number().int(),
    active: z.boolean(),
    /** Orderable: stock left, or the site allows negative stock. */
    available: z.boolean(),
    stock: z.number().int().nonnegative(),
    is_recipe: z.boolean(),
    home_delivery: z.boolean(),
    card_payment_available: z.boolean(),
    preorder: z.boolean(),
    price: z.number(),
  }),
);
export type ProductCheckoutStatus = z.infer<typeof productCheckoutStatusSchema>;

export const storeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  /** Monday first; `hours` is "HH:MM-HH:MM" or null when closed that day. */
  hours: z.array(
    z.object({ weekday: z.number().int().min(0).max(6), day: z.string(), hours: z.string().nullable() }),
  ),
  schedule: z.string(),
  hours_today: z.string().nullable(),
  isOpen: z.boolean(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Store = z.infer<typeof storeSchema>;
export const storesSchema = z.array(storeSchema);

export const notifyMeRequestSchema = z.object({
  type: z.literal("notify_me"),
  product_id: z.union([idSchema("product"), idParamSchema("product")]),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email())
    .transform((email) => email.toLowerCase()),
});

/**
 * `/base/user-request/`: the requests a shopper leaves for the shop. (The one-click purchase and
 * the preorder are orders: `/general/v3/quick-order/`, decision 0017.)
 */
export const userRequestSchema = z.discriminatedUnion("type", [
  notifyMeRequestSchema,
  consultationRequestSchema,
  callbackRequestSchema,
]);
export type UserRequest = z.input<typeof userRequestSchema>;

export const userRequestResponseSchema = z.object({ detail: z.string(), created: z.boolean() });
