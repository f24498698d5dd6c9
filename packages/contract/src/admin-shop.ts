import { z } from "zod";
import { idSchema, languageSchema } from "./common.ts";

/**
 * The back-office's promotions, delivery and settings areas (`/admin/api/promo-codes`, `/stores`,
 * `/delivery`, `/settings`, `/integration-key`; decision 0049): the admin app and the API share
 * these. The rules beyond shape (percent 1-100, end after start, coordinates...) are the domain's
 * (`packages/domain/src/shop-admin.ts`).
 */

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const dateTime = z.iso
  .datetime({ offset: true, error: "Use a date and time like 2026-12-01T00:00:00Z." })
  .nullable();
const money = z.number().nonnegative("The sum cannot be negative.").max(10_000_000);

// Promo codes

export const PROMO_CODE_TYPES = ["general", "product"] as const;
export const PROMO_VALUE_TYPES = ["percent", "value"] as const;
/** Everyone, signed-in customers only, or the customers listed (`customer_ids`). */
export const PROMO_AUDIENCES = ["everyone", "customers", "listed"] as const;

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PROMO_CODE_TYPES),
  value_type: z.enum(PROMO_VALUE_TYPES),
  value: z.number(),
  product_ids: z.array(z.number().int()),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  used_count: z.number().int(),
  audience: z.enum(PROMO_AUDIENCES),
  /** The customers a `listed` code is for, with what identifies them to staff. */
  customers: z.array(z.object({ id: z.number().int(), label: z.string() })),
  max_uses_per_customer: z.number().int().nullable(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;

export const adminPromoCodeInputSchema = z.object({
  code: z.string({ error: "Enter the code." }).trim().min(1, "Enter the code.").max(40),
  type: z.enum(PROMO_CODE_TYPES, { error: "Choose general or product." }),
  value_type: z.enum(PROMO_VALUE_TYPES, { error: "Choose percent or value." }),
  value: z.number({ error: "Enter the value." }).finite(),
  product_ids: z.array(idSchema("product")).max(500).default([]),
  active: z.boolean().default(true),
  starts_at: dateTime.default(null),
  ends_at: dateTime.default(null),
  max_uses: z.number().int().min(1, "The limit must be at least 1.").max(10_000_000).nullable().default(null),
  audience: z.enum(PROMO_AUDIENCES, { error: "Choose who may use the code." }).default("everyone"),
  customer_ids: z.array(idSchema("customer")).max(1000).default([]),
  max_uses_per_customer: z
    .number()
    .int()
    .min(1, "The limit must be at least 1.")
    .max(10_000)
    .nullable()
    .default(null),
});
export type AdminPromoCodeInput = z.input<typeof adminPromoCodeInputSchema>;

export const adminPromoCodeQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  q: optionalText(40).optional(),
  sort: z.enum(["code", "-code", "ends_at", "-ends_at", "used_count", "-used_count"]).optional(),
});

export const adminPromoCodeListSchema = z.object({
  items: z.array(adminPromoCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

// Stores

const localized = z.partialRecord(languageSchema, optionalText(300));

export const adminStoreSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.record(z.string(), z.string()),
  address: z.record(z.string(), z.string()),
  phones: z.array(z.string()),
  hours: z.array(z.string().nullable()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;

export const adminStoreInputSchema = z.object({
  position: z.number().int().min(0).max(100_000).default(0),
  title: localized,
  address: localized.default({}),
  phones: z.array(optionalText(40).min(1)).max(10).default([]),
  hours: z.array(z.string().max(11).nullable()).length(7, "Give the hours of all seven days."),
  lat: z.number().finite().nullable().default(null),
  lng: z.number().finite().nullable().default(null),
});
export type AdminStoreInput = z.input<typeof adminStoreInputSchema>;

// Delivery and payments (the site settings that hold them)

export const adminDeliverySchema = z.object({
  delivery_price: z
    .array(
      z.object({
        type: z.enum(["standart", "express"]),
        price: money,
        regional_price: money,
        free_delivery: money.nullable(),
      }),
    )
    .max(2),
  free_delivery_region: money.nullable(),
  text_delivery_info: optionalText(5000),
  calendar_settings: z.object({
    days_ahead: z.number().int().min(1).max(60),
    slot_minutes: z.number().int().min(15).max(1440),
    lead_minutes: z.number().int().min(0).max(10_080),
  }),
  min_order_sum: money,
  payments: z.object({
    card_provider: z.enum(["sandbox", "maib"]),
    iute_enabled: z.boolean(),
    cash_on_delivery: z.boolean().default(true),
    card_on_receipt: z.boolean().default(true),
  }),
  methods: z
    .object({ store_pickup: z.boolean().default(true), courier_delivery: z.boolean().default(true) })
    .prefault({}),
});
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

// Loyalty programme (promotions area)

export const adminLoyaltySchema = z.object({
  enabled: z.boolean({ error: "Say whether the programme is on." }),
  default_percent: z
    .number({ error: "Enter a percent." })
    .min(0, "The percent cannot be negative.")
    .max(100, "At most 100 percent."),
});
export type AdminLoyalty = z.infer<typeof adminLoyaltySchema>;

/** Customers found by e-mail or phone, for a code's list. */
export const adminPromoCustomerQuerySchema = z.object({
  q: optionalText(100).min(2, "Type at least 2 characters."),
});
export const adminPromoCustomerListSchema = z.array(z.object({ id: z.number().int(), label: z.string() }));

// Settings

const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "Expected a hex colour like #FFC907.")
  .nullable();
/** A picture of the shop's storage (`/media/...`) or an https address. */
const picture = z
  .string()
  .trim()
  .max(500)
  .regex(
    /^(\/media\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>]+)$/,
    "A picture path like /media/uploads/logo.webp.",
  )
  .nullable();
/** Empty texts are read as "not set" (null) by the API. */
const trackingId = (pattern: RegExp, example: string) =>
  z
    .string()
    .trim()
    .max(100)
    .regex(new RegExp(`^(${pattern.source})?$`), `Expected an id like ${example}.`)
    .nullable();
const phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^(\+?[0-9 ()-]{3,40})?$/, "Enter a phone number like +373 22 000 000.")
  .nullable();

/** The feature switches an owner may turn on or off. */
export const SETTINGS_FLAGS = [
  "enable_product_reviews",
  "reviews_need_approval",
  "is_user_cabinet",
  "show_stock_quantity_in_the_product_card",
  "is_registration_required_for_order",
  "is_price_hidden_for_guests",
  "has_product_of_the_day",
  "allow_negative_stock",
  "discount_card",
] as const;
export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];

export const adminSettingsSchema = z.object({
  name: z.string({ error: "Enter the shop's name." }).trim().min(1, "Enter the shop's name.").max(120),
  languages: z.array(languageSchema).min(1, "Choose at least one language.").max(4),
  main_language: languageSchema,
  main_email: z
    .union([z.literal(""), z.email({ error: "Enter a valid e-mail address." }).max(254)])
    .nullable(),
  phones: z.object({ main: phone, stationary: phone, support: phone, service_centre: phone }),
  colors: z.object({ dark_theme: z.boolean(), primary: hexColor, secondary: hexColor }),
  logo: z.object({ siteLogo: picture, logoDark: picture }),
  favicon: picture,
  tracking: z.object({
    google_analytics_4: trackingId(/G-[A-Z0-9]{4,20}/, "G-ABC123XYZ"),
    google_tag_manager: trackingId(/GTM-[A-Z0-9]{4,12}/, "GTM-AB12CD"),
    facebook_meta_pixel_code: trackingId(/\d{5,20}/, "123456789012345"),
    yandex_metrika: trackingId(/\d{4,12}/, "12345678"),
  }),
  flags: z.object(
    Object.fromEntries(SETTINGS_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
      SettingsFlag,
      z.ZodBoolean
    >,
  ),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type AdminSettingsInput = z.input<typeof adminSettingsSchema>;

// Integration key (ERP, decision 0050)

export const adminIntegrationKeySchema = z.object({
  live: z
    .object({ prefix: z.string(), created_at: z.string(), last_used_at: z.string().nullable() })
    .nullable(),
});
export const adminIssuedKeySchema = z.object({
  /** Shown once: only its SHA-256 is kept. */
  key: z.string(),
  prefix: z.string(),
  created_at: z.string(),
});
