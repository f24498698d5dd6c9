import {
  CART_BUTTON_VIEW_TYPES,
  FOOTER_VIEW_TYPES,
  HEADER_VIEW_TYPES,
  MAIN_PAGE_CATEGORIES_VIEW_TYPES,
  PRODUCT_CARD_VIEW_TYPES,
} from "@sf/domain";
import { z } from "zod";
import { currencySchema, languageSchema } from "./common.ts";
import { novaPostSettingsSchema } from "./delivery.ts";

/**
 * The spec's "Site settings" entity (section 3) as served by `/settings/global_site_settings`.
 * Every field has the spec's default, so a site row stores only what it overrides.
 */
const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "Expected a hex colour like #FFC907");

export const additionalJsItemSchema = z.object({
  location: z.enum(["head", "body_start", "body_end"]).default("head"),
  script: z.string(),
  script_type: z.enum(["script", "noscript"]).default("script"),
});

export const globalSiteSettingsSchema = z.object({
  project: z.string().default("Storefront"),
  project_currency: currencySchema.default("MDL"),
  langs: z.array(languageSchema).min(1).default(["ro", "ru", "uk", "en"]),
  is_romanian: z.boolean().default(false),
  colors: z
    .object({
      dark_theme: z.boolean().default(false),
      primary: hexColor.nullable().default(null),
      secondary: hexColor.nullable().default(null),
    })
    .prefault({}),
  logo: z
    .object({ siteLogo: z.string().nullable().default(null), logoDark: z.string().nullable().default(null) })
    .prefault({}),
  icons: z.object({ favicon: z.string().nullable().default(null) }).prefault({}),
  styles: z
    .object({
      css: z.string().default(""),
      script: z.string().default(""),
      additional_js_items: z.array(additionalJsItemSchema).default([]),
    })
    .prefault({}),
  sitesettingsstatistic: z
    .object({
      google_analytics_4: z.string().nullable().default(null),
      google_tag_manager: z.string().nullable().default(null),
      facebook_meta_pixel_code: z.string().nullable().default(null),
      facebook_verification: z.string().nullable().default(null),
      google_search_console: z.string().nullable().default(null),
      yandex_metrika: z.string().nullable().default(null),
      jivo_chat: z.string().nullable().default(null),
    })
    .prefault({}),
  mainUiInterface: z
    .object({
      mainTheme: z.enum(["light_theme", "dark_theme"]).default("light_theme"),
      mainLang: languageSchema.default("ro"),
      mobileBarUiType: z.enum(["default", "hide"]).default("default"),
      promotions_main_page_view_type: z.enum(["view_1", "view_2", "none"]).default("none"),
      /**
       * View types (decision 0042): the values this storefront draws (packages/domain view-types.ts);
       * any other value, an original client's own, reads as "default" rather than failing the settings.
       */
      product_cart_button_view_type: z.enum(CART_BUTTON_VIEW_TYPES).default("default").catch("default"),
      header_view_type: z.enum(HEADER_VIEW_TYPES).default("default").catch("default"),
      footer_view_type: z.enum(FOOTER_VIEW_TYPES).default("default").catch("default"),
      product_card_view_type: z.enum(PRODUCT_CARD_VIEW_TYPES).default("default").catch("default"),
      main_page_categories_view_type: z
        .enum(MAIN_PAGE_CATEGORIES_VIEW_TYPES)
        .default("default")
        .catch("default"),
      /**
       * Read by the original platform's clients: how the catalogue's main navigation is drawn
       * (ours: "bar", "underline" or "pills", as the theme draws it) and the header's top row
       * ("classic": logo and search inline, "centered", "compact"). Free text, as the original's.
       */
      mainNavigationType: z.string().max(40).default("bar"),
      topNavigationType: z.string().max(40).default("classic"),
    })
    .prefault({}),
  additional_settings: z
    .object({
      header_style: z.enum(["fixed", "static"]).default("fixed"),
      sort_by_priority: z.boolean().default(false),
      shared_keys: z.boolean().default(false),
      enable_product_reviews: z.boolean().default(true),
      /** Ours: new product and shop reviews wait for the shop's approval in the back-office. */
      reviews_need_approval: z.boolean().default(false),
      is_units_measurement: z.boolean().default(false),
      black_and_white_product_card_for_pre_order: z.boolean().default(false),
      show_stock_quantity_in_the_product_card: z.boolean().default(false),
      font_link: z.string().nullable().default(null),
      font_file: z.string().nullable().default(null),
      is_user_cabinet: z.boolean().default(true),
      novapost: novaPostSettingsSchema,
      /** Social sign-in: the shop's public app ids (secrets come from the API's environment only). */
      social_login: z
        .object({
          google: z.object({ client_id: z.string().nullable().default(null) }).prefault({}),
          facebook: z.object({ app_id: z.string().nullable().default(null) }).prefault({}),
          /**
           * Twitter (X) sign-in runs through the storefront's server (OAuth 1.0a). Stored: the
           * shop's `consumer_key` (and `consumer_secret_env`, the variable holding its secret,
           * `TWITTER_CONSUMER_SECRET` by default). Published: only `enabled`, which the API
           * decides (key set *and* secret present); the stored fields never leave the API.
           */
          twitter: z
            .object({
              enabled: z.boolean().default(false),
              consumer_key: z.string().optional(),
              consumer_secret_env: z.string().optional(),
            })
            .prefault({}),
        })
        .prefault({}),
      /** Which provider takes card payments; its secrets come from the environment only. */
      card_payment: z.object({ provider: z.enum(["sandbox", "maib"]).default("sandbox") }).prefault({}),
      /**
       * Paying in instalments through iute at checkout (decision 0048), for carts within one of the
       * shop's iute programmes (`credits` whose partner is iute). `auto`: the real iute when the API
       * has its agent credentials (IUTE_*, never in settings), else the sandbox.
       */
      iute: z
        .object({
          enabled: z.boolean().default(false),
          provider: z.enum(["auto", "sandbox", "iute"]).default("auto"),
        })
        .prefault({}),
    })
    .prefault({}),
  phones: z
    .object({
      main: z.string().nullable().default(null),
      stationary: z.string().nullable().default(null),
      support: z.string().nullable().default(null),
      service_centre: z.string().nullable().default(null),
    })
    .prefault({}),
  socialNetworkLinks: z
    .array(z.object({ type: z.string(), url: z.string(), title: z.string().default("") }))
    .default([]),
  mapIcons: z.array(z.object({ type: z.string(), icon: z.string() })).default([]),
  product_display: z.enum(["grid", "list"]).default("grid"),
  pagination_option: z.enum(["pagination", "load_more"]).default("pagination"),
  delivery_price: z
    .array(
      z.object({
        type: z.enum(["standart", "express"]).default("standart"),
        price: z.number().nonnegative(),
        regional_price: z.number().nonnegative().default(0),
        free_delivery: z.number().nonnegative().nullable().default(null),
      }),
    )
    .default([]),
  free_delivery_region: z.number().nonnegative().nullable().default(null),
  text_delivery_info: z.string().default(""),
  /**
   * The shop's credit programmes (a partner's terms; decision 0044): the cart's offers, the
   * credit page's calculator, "from X a month" on products. Fields after `max_sum` are optional.
   */
  credits: z
    .array(
      z.object({
        id: z.number(),
        title: z.string(),
        /** The default (longest) term; `terms` lists every term offered (empty: `months` only). */
        months: z.number().int().min(1).max(120).default(12),
        /** Yearly nominal interest in percent (0: instalments without interest). */
        annual_rate: z.number().min(0).max(100).default(0),
        min_sum: z.number().nonnegative().default(0),
        max_sum: z.number().positive().nullable().default(null),
        /** The lender: a bank or credit company. */
        partner: z.string().default(""),
        terms: z.array(z.number().int().min(1).max(120)).max(60).default([]),
        /** Each product's price range for it to be sold under the programme. */
        product_min_price: z.number().nonnegative().nullable().default(null),
        product_max_price: z.number().positive().nullable().default(null),
        /** One-off fee: a fixed sum plus a percent of the credit. */
        fee_once: z.number().nonnegative().default(0),
        fee_once_percent: z.number().min(0).max(100).default(0),
        /** Monthly fee: a fixed sum plus a percent of the credit. */
        fee_monthly: z.number().nonnegative().default(0),
        fee_monthly_percent: z.number().min(0).max(100).default(0),
        down_payment_percent: z.number().min(0).max(90).default(0),
      }),
    )
    .default([]),
  /** Positions of the stores that handle credit (`/calculator/filials/`); null: every store. */
  credit_filials: z.array(z.number().int()).nullable().default(null),
  /** Shown once per visitor after `popups_configuration.delay_seconds`; `lang` null: every language. */
  popups: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string(),
        html: z.string(),
        lang: z.string().nullable().default(null),
      }),
    )
    .default([]),
  popups_configuration: z.object({ delay_seconds: z.number().default(0) }).prefault({}),
  social_media: z.array(z.object({ type: z.string(), url: z.string() })).default([]),
  /** Shop HTML on the home page; `translations` by language, `html` for the others. */
  main_page_info_block: z
    .object({
      enabled: z.boolean().default(false),
      html: z.string().default(""),
      translations: z.record(z.string(), z.string()).default({}),
    })
    .prefault({}),
  calendar_settings: z
    .object({
      days_ahead: z.number().int().default(7),
      /** Length of a pickup slot. */
      slot_minutes: z.number().int().min(15).max(1440).default(60),
      /** Minutes a shopper needs before a pickup slot starts. */
      lead_minutes: z.number().int().min(0).max(10_080).default(0),
    })
    .prefault({}),
  is_registration_required_for_order: z.boolean().default(false),
  /** Prices only for signed-in customers (a trade shop): guests see "sign in for the price" and cannot buy. */
  is_price_hidden_for_guests: z.boolean().default(false),
  /** Orders and carts show their tax (VAT) at the rates of `tax_settings` (decision 0023). */
  has_tax_calculation: z.boolean().default(false),
  tax_settings: z
    .object({
      /** Consumer prices in Moldova and Romania include VAT: shown as "of which VAT". */
      prices_include_tax: z.boolean().default(true),
      /** Per country, optionally per zip prefix (the longest match wins). Default: standard VAT. */
      rates: z
        .array(
          z.object({
            country: z.string().regex(/^[A-Za-z]{2}$/, "A two-letter country code, like MD."),
            zip_prefix: z.string().max(10).nullable().default(null),
            rate: z.number().min(0).max(100),
          }),
        )
        .max(500)
        .default([
          { country: "MD", zip_prefix: null, rate: 20 },
          { country: "RO", zip_prefix: null, rate: 21 },
        ]),
    })
    .prefault({}),
  has_product_of_the_day: z.boolean().default(false),
  allow_negative_stock: z.boolean().default(false),
  active_products_count: z.number().int().nonnegative().default(0),
  default_sorting: z.boolean().default(false),
  mobile_apps_settings: z
    .object({
      app_store: z.string().nullable().default(null),
      google_play: z.string().nullable().default(null),
    })
    .prefault({}),
  discount_card_settings: z.object({ enabled: z.boolean().default(false) }).prefault({}),
  /**
   * The loyalty programme (back-office, promotions area): off, orders earn no points and points
   * pay for nothing; `default_percent` of the price is what a product without its own points earns.
   */
  loyalty_settings: z
    .object({
      enabled: z.boolean().default(true),
      default_percent: z.number().min(0).max(100).default(0),
    })
    .prefault({}),
  main_email: z.string().nullable().default(null),
  /**
   * The bot check of the public forms (reCAPTCHA; spec sections 5 and 8). Off by default: both
   * `site_key` and `version` unset. `version` "2" is the checkbox (or `invisible`), "3" the
   * score; `enterprise` verifies through reCAPTCHA Enterprise. The secret lives in the API's
   * environment only (`RECAPTCHA_SECRET_KEY`, or the variable `secret_key_env` names), never here.
   */
  recaptcha: z
    .object({
      site_key: z.string().nullable().default(null),
      version: z.enum(["2", "3"]).nullable().default(null).catch(null),
      invisible: z.boolean().default(false).catch(false),
      enterprise: z.boolean().default(false).catch(false),
      min_score: z.number().min(0).max(1).default(0.5).catch(0.5),
      /** Where browsers load the script; set by the API (`RECAPTCHA_SCRIPT_URL`), null: Google's. */
      script_url: z.string().nullable().default(null),
    })
    .prefault({}),
  cart_settings: z
    .object({
      min_order_sum: z.number().nonnegative().default(0),
      /**
       * Where the guest's cart lives: "server" (the API's cart, by browser id) or "local" (the
       * lines in a cookie in the shopper's browser, priced by the API on every read).
       */
      mode: z.enum(["server", "local"]).default("server"),
      /**
       * The ways the owner switched on (back-office, delivery area): the checkout offers only
       * these and the API refuses an order by another (card online and Nova Post apart).
       */
      cash_on_delivery: z.boolean().default(true),
      card_on_receipt: z.boolean().default(true),
      store_pickup: z.boolean().default(true),
      courier_delivery: z.boolean().default(true),
    })
    .prefault({}),
  cities_to_choose: z.array(z.object({ id: z.number(), title: z.string() })).default([]),
});

export type GlobalSiteSettings = z.infer<typeof globalSiteSettingsSchema>;
export type GlobalSiteSettingsInput = z.input<typeof globalSiteSettingsSchema>;
