import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A text per language, e.g. `{ ro: "Despre noi", ru: "О нас" }`; missing languages fall back. */
export type Localized = Partial<Record<"ro" | "ru" | "uk" | "en", string>>;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  token: text("token").notNull().unique(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  theme: text("theme").notNull(),
  languages: jsonb("languages").$type<string[]>().notNull(),
  mainLanguage: text("main_language").notNull(),
  currency: text("currency").notNull().default("MDL"),
  /** Overrides of the spec's site settings; defaults come from the contract schema. */
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One content document (footer, delivery page, ...) per site, key and language. */
export const siteContents = pgTable(
  "site_contents",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    lang: text("lang").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.key, t.lang] })],
);

/** CMS pages: one row per language; `pageKey` groups the translations of one page. */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    pageKey: text("page_key").notNull(),
    lang: text("lang").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    html: text("html").notNull(),
    ignoreLayout: boolean("ignore_layout").notNull().default(false),
    showBreadcrumbs: boolean("show_breadcrumbs").notNull().default(true),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
  },
  (t) => [
    unique("pages_site_lang_slug").on(t.siteId, t.lang, t.slug),
    unique().on(t.siteId, t.pageKey, t.lang),
  ],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<Localized>().notNull(),
    url: jsonb("url").$type<Localized>().notNull(),
    icon: text("icon"),
    image: text("image"),
    badge: jsonb("badge").$type<Localized>(),
    productCount: integer("product_count").notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete("cascade"),
    index("menu_items_site").on(t.siteId, t.parentId, t.position),
  ],
);

export const slides = pgTable(
  "slides",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    showOn: text("show_on"),
    image: text("image").notNull(),
    imageMobile: text("image_mobile"),
    url: jsonb("url").$type<Localized>(),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull(),
  },
  (t) => [index("slides_site").on(t.siteId, t.position)],
);

/** Physical shops (pharmacies, showrooms) with weekly opening hours. */
export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<Localized>().notNull(),
    address: jsonb("address").$type<Localized>().notNull(),
    phones: jsonb("phones").$type<string[]>().notNull().default([]),
    /** Seven entries, Sunday first: "08:00-20:00" or null when closed. */
    hours: jsonb("hours").$type<(string | null)[]>().notNull(),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
  },
  (t) => [index("shops_site").on(t.siteId, t.position)],
);

/** Uploaded or generated files served under /media/{path}. */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    body: bytea("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [unique("media_site_path").on(t.siteId, t.path)],
);

// ---------------------------------------------------------------- catalogue

/** Categories form a tree; titles, slugs and SEO texts live in category_translations. */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    show18Popup: boolean("show_18_popup").notNull().default(false),
    /** Banner shown above the category's listing (`/general/banner-select/{id}`). */
    banner: jsonb("banner").$type<{ image: string; url?: Localized; title?: Localized } | null>(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete("cascade"),
    index("categories_site_parent").on(t.siteId, t.parentId, t.position),
  ],
);

export const categoryTranslations = pgTable(
  "category_translations",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    /** Slugs of the ancestors and this category joined by "/": the category's URL path. */
    path: text("path").notNull(),
    description: text("description").notNull().default(""),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.lang] }),
    unique("category_translations_site_lang_path").on(t.siteId, t.lang, t.path),
    index("category_translations_site_slug").on(t.siteId, t.slug),
  ],
);

export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    country: text("country"),
  },
  (t) => [unique("brands_site_slug").on(t.siteId, t.slug)],
);

/** Filterable specifications ("sp_key") and their values, titles per language. */
export const specifications = pgTable(
  "specifications",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    spKey: text("sp_key").notNull(),
    type: text("type").notNull().default("checkbox"),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<Localized>().notNull(),
  },
  (t) => [unique("specifications_site_key").on(t.siteId, t.spKey)],
);

export const specificationValues = pgTable(
  "specification_values",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id").notNull(),
    specificationId: integer("specification_id")
      .notNull()
      .references(() => specifications.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<Localized>().notNull(),
  },
  (t) => [unique("specification_values_spec_key").on(t.specificationId, t.key)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    mainCategoryId: integer("main_category_id").references(() => categories.id, { onDelete: "set null" }),
    price: doublePrecision("price").notNull(),
    oldPrice: doublePrecision("old_price"),
    multiplicity: doublePrecision("multiplicity").notNull().default(1),
    weightGr: integer("weight_gr"),
    isRecipe: boolean("is_recipe").notNull().default(false),
    homeDelivery: boolean("home_delivery").notNull().default(true),
    cardPaymentAvailable: boolean("card_payment_available").notNull().default(true),
    loyaltyGive: integer("loyalty_give").notNull().default(0),
    sortPriority: integer("sort_priority").notNull().default(0),
    /** Sum of the per-shop stock, kept by the writers of product_stock. */
    stockTotal: integer("stock_total").notNull().default(0),
    active: boolean("active").notNull().default(true),
    imageCount: integer("image_count").notNull().default(1),
    /** Out of stock but orderable in advance. */
    preorder: boolean("preorder").notNull().default(false),
    /** Colour of this variant; products sharing `variant_group` are variants of one another. */
    color: jsonb("color").$type<{ hex: string; title: Localized } | null>(),
    variantGroup: text("variant_group"),
    /** Units sold, kept by order creation; ranks the popular-products slider. */
    salesCount: integer("sales_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("products_site_code").on(t.siteId, t.code),
    index("products_site_price").on(t.siteId, t.price),
    index("products_site_created").on(t.siteId, t.createdAt),
  ],
);

export const productTranslations = pgTable(
  "product_translations",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    shortDescription: text("short_description").notNull().default(""),
    description: text("description").notNull().default(""),
    /** HTML: a medicine's leaflet (indications, dosage, contraindications, storage); "" for none. */
    leaflet: text("leaflet").notNull().default(""),
    unit: text("unit").notNull().default(""),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    seoKeywords: text("seo_keywords").notNull().default(""),
    /** Title, brand and code without diacritics, lower case: what trigram search compares. */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    unique("product_translations_site_lang_slug").on(t.siteId, t.lang, t.slug),
    index("product_translations_slug").on(t.siteId, t.slug),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category").on(t.categoryId),
  ],
);

export const productSpecValues = pgTable(
  "product_spec_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    valueId: integer("value_id")
      .notNull()
      .references(() => specificationValues.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.valueId] }),
    index("product_spec_values_value").on(t.valueId),
  ],
);

export const productStock = pgTable(
  "product_stock",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull(),
    qty: integer("qty").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.shopId] })],
);

/** associated ("pocket"), similar and compatible products. */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    linkedId: integer("linked_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    siteId: integer("site_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.kind, t.linkedId] })],
);

/** Shoppers' reviews of a product, with like/dislike counters kept by the vote writers. */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    authorName: text("author_name").notNull(),
    email: text("email"),
    /** A hash of who posted (browser id or IP): the daily limit per product counts these. */
    voterHash: text("voter_hash"),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("published"),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("product_reviews_product").on(t.productId, t.createdAt),
    index("product_reviews_voter").on(t.productId, t.voterHash, t.createdAt),
  ],
);

/** One vote per voter (browser id or user) and review; +1 like, -1 dislike. */
export const productReviewVotes = pgTable(
  "product_review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    vote: integer("vote").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** What shoppers searched for, counted per site and language: the source of popular queries. */
export const searchQueries = pgTable(
  "search_queries",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    query: text("query").notNull(),
    hits: integer("hits").notNull().default(0),
    /** Result count of the latest search: queries that found nothing are not suggested. */
    results: integer("results").notNull().default(0),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.lang, t.query] }),
    index("search_queries_popular").on(t.siteId, t.lang, t.hits),
  ],
);

/** "Notify me when it is back" requests for out-of-stock products. */
export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    contact: text("contact").notNull(),
    lang: text("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [unique("stock_notifications_product_contact").on(t.productId, t.contact)],
);

/**
 * Counters per site bumped by triggers. `version` (migration 0004) moves whenever the catalogue
 * changes in a way listings depend on: caches and the in-memory listing index rebuild when it
 * moves. `detail_version` (migration 0016) moves, once per transaction and at its commit, on what
 * a product page shows beyond that: stock, sales counters, any product column, linked products
 * and shops. The API's product answer cache trusts an entry while both stand still.
 */
export const catalogueVersions = pgTable("catalogue_versions", {
  siteId: integer("site_id").primaryKey(),
  version: integer("version").notNull().default(0),
  detailVersion: integer("detail_version").notNull().default(0),
});

/**
 * A shopper's cart in one shop: a guest's by the `browser_id` they send as `no_user_id`, a
 * customer's by their account. Prices are not stored: they are read from the
 * catalogue every time the cart is shown.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    browserId: text("browser_id"),
    /** A customer's cart (one per customer and shop); `browser_id` is then null. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("carts_site_browser").on(t.siteId, t.browserId),
    unique("carts_site_user").on(t.siteId, t.userId),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Three decimals, at least the product's multiplicity, at most 99 999. */
    count: doublePrecision("count").notNull(),
    /** Paid with loyalty points: the line earns none. */
    loyaltyChecked: boolean("loyalty_checked").notNull().default(false),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), index("cart_items_product").on(t.productId)],
);

/** A shop's promo codes (spec section 3, "Promo result"). Codes are matched case-insensitively. */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Upper case. */
    code: text("code").notNull(),
    /** `general`: every line; `product`: the listed products only. */
    type: text("type").$type<"general" | "product">().notNull(),
    valueType: text("value_type").$type<"percent" | "value">().notNull(),
    value: doublePrecision("value").notNull(),
    productIds: jsonb("product_ids").$type<number[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** null: unlimited. */
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
  },
  (t) => [unique("promo_codes_site_code").on(t.siteId, t.code)],
);

/**
 * Stock held for a shopper between "create reservation" and the order (or expiry). What a
 * product can still be sold for is its stock minus the live reservations of other shoppers.
 */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    qty: doublePrecision("qty").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    unique("stock_reservations_cart_product").on(t.cartId, t.productId),
    index("stock_reservations_product").on(t.productId, t.expiresAt),
  ],
);

export type OrderAddress = {
  regionId: number | null;
  regionName: string;
  localityId: number | null;
  localityName: string;
  street: string;
  building: string;
  apartment: string;
  note: string;
  /** A parcel by the postal carrier: its kind and the carrier's ids of the town and branch. */
  postal?: {
    carrier: "novapost";
    type: "warehouse" | "postmachine" | "courier";
    cityRef: string;
    divisionRef: string | null;
  };
};

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The guest's browser id. */
    browserId: text("browser_id"),
    /** The customer who ordered while signed in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** new -> (awaiting_payment ->) confirmed; or cancelled. */
    status: text("status").notNull().default("new"),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
    companyName: text("company_name").notNull().default(""),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    comments: text("comments").notNull().default(""),
    /** `delivery` to an address, `pickup` at a shop, or `quick` (one click: the shop phones to agree it). */
    deliveryMethod: text("delivery_method").$type<"delivery" | "pickup" | "novapost" | "quick">().notNull(),
    deliveryType: text("delivery_type").$type<"standart" | "express">().notNull().default("standart"),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
    address: jsonb("address").$type<OrderAddress | null>(),
    /** Chosen pickup or delivery slot, as the shopper picked it ("2026-11-23", "10:00-12:00"). */
    deliveryDate: text("delivery_date"),
    deliveryTime: text("delivery_time"),
    paymentType: text("payment_type").notNull(),
    /** not_required (cash, card on receipt), pending, paid, declined. */
    paymentStatus: text("payment_status").notNull().default("not_required"),
    promoCode: text("promo_code"),
    currency: text("currency").notNull(),
    totalPrice: doublePrecision("total_price").notNull(),
    discount: doublePrecision("discount").notNull().default(0),
    deliveryPrice: doublePrecision("delivery_price").notNull().default(0),
    finalPrice: doublePrecision("final_price").notNull(),
    loyaltyGive: doublePrecision("loyalty_give").notNull().default(0),
    /** Points the customer spent on lines ticked "pay with points" (one point, one unit of currency). */
    loyaltyUsed: doublePrecision("loyalty_used").notNull().default(0),
    /**
     * The order's tax (VAT) when its shop calculates tax: its amount, the rate in percent (null:
     * no tax), and whether the prices included it (else it was added to `final_price`).
     */
    taxPrice: doublePrecision("tax_price").notNull().default(0),
    taxRate: doublePrecision("tax_rate"),
    taxIncluded: boolean("tax_included").notNull().default(true),
    /** The shopper's first visit's UTM fields (utm_source ...), when they came from a campaign. */
    utm: jsonb("utm").$type<
      Partial<Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content", string>>
    >(),
    idempotencyKey: text("idempotency_key"),
    /** sha256 of the request body the key was first used with. */
    requestHash: text("request_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("orders_site_idempotency").on(t.siteId, t.idempotencyKey),
    index("orders_site_created").on(t.siteId, t.createdAt),
    index("orders_user_created").on(t.userId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    price: doublePrecision("price").notNull(),
    /** The unit price after a promo code. */
    priceWithDiscount: doublePrecision("price_with_discount").notNull(),
    oldPrice: doublePrecision("old_price"),
    count: doublePrecision("count").notNull(),
    lineTotal: doublePrecision("line_total").notNull(),
    isRecipe: boolean("is_recipe").notNull().default(false),
    prescriptionChecked: boolean("prescription_checked").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** A card payment attempt of an order at a provider (sandbox, maib). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's id of the payment (payId). */
    externalId: text("external_id"),
    amount: doublePrecision("amount").notNull(),
    currency: text("currency").notNull(),
    /** pending, paid, declined. */
    status: text("status").notNull().default("pending"),
    payUrl: text("pay_url"),
    /**
     * What we asked (`request`: okUrl, failUrl, callbackUrl, language), the last callback or
     * status answer as received (`callback`, `payInfo`), a provider's failure (`error`), and the
     * sandbox's own record of the tester's choice (`sandbox`). Keys are merged, never replaced.
     */
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payments_provider_external").on(t.provider, t.externalId),
    index("payments_order").on(t.orderId),
  ],
);

/**
 * A shop's customer (accounts are per shop: the same e-mail can have an account in two shops).
 * E-mails are stored in lower case. An account is usable once activated (`is_active`).
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** argon2id (PHC string); null for an account that signs in by code or a social provider only. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    /** yyyy-mm-dd or null. */
    birthday: text("birthday"),
    isActive: boolean("is_active").notNull().default(false),
    /** The language the customer uses the shop in: their e-mails are written in it. */
    lang: text("lang").notNull(),
    loyaltyPoints: doublePrecision("loyalty_points").notNull().default(0),
    canUsePromocode: boolean("can_use_promocode").notNull().default(true),
    /** Bumped on a password change or reset: one-time links made before it stop working. */
    securityStamp: integer("security_stamp").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
  },
  (t) => [unique("users_site_email").on(t.siteId, t.email)],
);

/**
 * A sign-in: one family of rotating refresh tokens. Only the token with `current_jti` is
 * accepted; presenting an older one (outside a short grace for a race between two tabs) means
 * it was stolen, and the whole family is revoked. Access tokens name their session, so
 * revoking it (logout, password change) ends them too.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currentJti: text("current_jti").notNull(),
    previousJti: text("previous_jti"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Why it ended: logout, reuse, password. */
    revokedReason: text("revoked_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_sessions_user").on(t.userId)],
);

/**
 * One-time secrets sent to a customer: activation and password-reset links, account-deletion
 * confirmations and six-digit login codes. Only a hash is stored; a secret works once, until
 * it expires, and a code allows a few guesses.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose")
      .$type<"activation" | "reset_password" | "delete_account" | "login_code">()
      .notNull(),
    /** sha256 (hex) of the secret. */
    secretHash: text("secret_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_tokens_user_purpose").on(t.userId, t.purpose)],
);

/**
 * OAuth 1.0a request tokens (Twitter sign-in) between the request-token step and the callback:
 * the token secret must stay on the server until the access-token exchange signs with it. Bound
 * to the site, short-lived, and deleted when used (docs/decisions/0019).
 */
export const oauthRequestTokens = pgTable(
  "oauth_request_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    provider: text("provider").$type<"twitter">().notNull(),
    /** The provider's public `oauth_token` (it comes back in the callback's query). */
    token: text("token").notNull(),
    /** The provider's `oauth_token_secret`: needed in clear to sign the exchange. */
    secret: text("secret").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("oauth_request_tokens_site_provider_token").on(t.siteId, t.provider, t.token),
    index("oauth_request_tokens_expires").on(t.expiresAt),
  ],
);

/** A customer's saved delivery addresses (the checkout offers them). */
export const deliveryAddresses = pgTable(
  "delivery_addresses",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    regionId: integer("region_id"),
    localityId: integer("locality_id"),
    street: text("street").notNull(),
    building: text("building").notNull(),
    apartment: text("apartment").notNull().default(""),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("delivery_addresses_user").on(t.userId)],
);

/** A customer's favourite products (guests keep theirs in the browser; merged on sign-in). */
export const favorites = pgTable(
  "favorites",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** A business customer's company (spec: "my companies"; orders can be filtered by it). */
export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The fiscal code (IDNO in Moldova, CUI in Romania). */
    fiscalCode: text("fiscal_code").notNull(),
    vatCode: text("vat_code").notNull().default(""),
    address: text("address").notNull().default(""),
    bank: text("bank").notNull().default(""),
    iban: text("iban").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("companies_user").on(t.userId), unique("companies_user_fiscal").on(t.userId, t.fiscalCode)],
);

/** The list's tabs of articles (spec: news `statuses`): "News", "Health advice", ... */
export const articleStatuses = pgTable(
  "article_statuses",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** A stable key for the status (the spec's `status`), e.g. `news`. */
    key: text("key").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("article_statuses_site_key").on(t.siteId, t.key)],
);

/** A shop's article (news, advice, buying guide); its texts are per language in article_translations. */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    statusId: integer("status_id").references(() => articleStatuses.id, { onDelete: "set null" }),
    image: text("image"),
    active: boolean("active").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("articles_site_published").on(t.siteId, t.publishedAt)],
);

/** An article in one language, with its own slug (unique per site and language). */
export const articleTranslations = pgTable(
  "article_translations",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Sanitised shop HTML. */
    html: text("html").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
  },
  (t) => [
    unique("article_translations_site_lang_slug").on(t.siteId, t.lang, t.slug),
    unique("article_translations_article_lang").on(t.articleId, t.lang),
  ],
);

/**
 * What shoppers send through the shop's public forms: consultations, call-backs, newsletter
 * subscriptions and support messages (notify-me requests live in `stock_notifications`). One
 * row per submission; the shop gets each by e-mail too. A newsletter address is stored once per
 * site (the partial unique index), so subscribing again adds nothing.
 */
export const shopRequests = pgTable(
  "shop_requests",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** consultation | callback | newsletter | support */
    kind: text("kind").notNull(),
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    /** The comment or the support message. */
    body: text("body"),
    /** A consultation's wished day. */
    wishedDate: date("wished_date"),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    lang: text("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shop_requests_site_kind").on(t.siteId, t.kind, t.createdAt),
    uniqueIndex("shop_requests_newsletter_email").on(t.siteId, t.email).where(sql`${t.kind} = 'newsletter'`),
  ],
);

/**
 * A job the shop offers (spec: vacancies, `/{lang}/career`). Its texts are per language in
 * vacancy_translations; it is listed while active, published and not past `valid_through`.
 */
export const vacancies = pgTable(
  "vacancies",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** full_time | part_time | shift | contract | internship (`EMPLOYMENT_TYPES`). */
    employmentType: text("employment_type").notNull(),
    /** Monthly (or hourly) pay range in `salary_currency`; no salary shown when both are null. */
    salaryFrom: integer("salary_from"),
    salaryTo: integer("salary_to"),
    salaryCurrency: text("salary_currency"),
    /** month | hour */
    salaryPeriod: text("salary_period").notNull().default("month"),
    showOnMainPage: boolean("show_on_main_page").notNull().default(false),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last day applications are taken; null: until the shop closes it. */
    validThrough: date("valid_through"),
  },
  (t) => [index("vacancies_site_position").on(t.siteId, t.position)],
);

/** A vacancy in one language: its title, where the work is, and its description (sanitised HTML). */
export const vacancyTranslations = pgTable(
  "vacancy_translations",
  {
    id: serial("id").primaryKey(),
    vacancyId: integer("vacancy_id")
      .notNull()
      .references(() => vacancies.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    location: text("location").notNull().default(""),
    html: text("html").notNull(),
  },
  (t) => [unique("vacancy_translations_vacancy_lang").on(t.vacancyId, t.lang)],
);

/**
 * A CV sent to the shop (POST /base/send-resume): who sent it, for which vacancy (null: an
 * open application), and where the file is kept in the file storage (a private key, never a
 * public URL). The shop gets each by e-mail with the file attached.
 */
export const resumes = pgTable(
  "resumes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    vacancyId: integer("vacancy_id").references(() => vacancies.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    message: text("message"),
    /** The file's key in the storage (`private/resumes/...`). */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    /** pdf | doc | docx | odt, told from the bytes. */
    fileKind: text("file_kind").notNull(),
    fileSize: integer("file_size").notNull(),
    lang: text("lang").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resumes_site_created").on(t.siteId, t.createdAt)],
);

// ---------------------------------------------------------------- the shop's showcase (issue 14 C)

/**
 * Reviews of the shop itself (`/base/reviews`), not of a product: shaped like product_reviews
 * (published at once, counters kept on the row, the poster's hash for the daily limit).
 */
export const shopReviews = pgTable(
  "shop_reviews",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    authorName: text("author_name").notNull(),
    email: text("email"),
    voterHash: text("voter_hash"),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("published"),
    likes: integer("likes").notNull().default(0),
    dislikes: integer("dislikes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shop_reviews_site").on(t.siteId, t.createdAt),
    index("shop_reviews_voter").on(t.siteId, t.voterHash, t.createdAt),
  ],
);

/** One vote per voter and shop review; +1 like, -1 dislike. */
export const shopReviewVotes = pgTable(
  "shop_review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => shopReviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    vote: integer("vote").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** Video reviews (`/base/video-reviews`): a YouTube or Vimeo link and a preview picture. */
export const videoReviews = pgTable(
  "video_reviews",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<Localized>().notNull(),
    videoUrl: text("video_url").notNull(),
    preview: text("preview"),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("video_reviews_site").on(t.siteId, t.position)],
);

/** The shop's photo albums (`/base/gallery`). */
export const galleryAlbums = pgTable(
  "gallery_albums",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull().default({}),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("gallery_albums_site").on(t.siteId, t.position)],
);

/** A picture of an album; `image` is a /media path (an SVG master gets resized variants). */
export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial("id").primaryKey(),
    albumId: integer("album_id")
      .notNull()
      .references(() => galleryAlbums.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    image: text("image").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    caption: jsonb("caption").$type<Localized>().notNull().default({}),
  },
  (t) => [index("gallery_images_album").on(t.albumId, t.position)],
);

/** Regions the shop's partners are listed under (`/base/partners/region_partners`). */
export const partnerRegions = pgTable(
  "partner_regions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: jsonb("name").$type<Localized>().notNull(),
  },
  (t) => [index("partner_regions_site").on(t.siteId, t.position)],
);

export const partners = pgTable(
  "partners",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    regionId: integer("region_id")
      .notNull()
      .references(() => partnerRegions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    logo: text("logo"),
    url: text("url"),
  },
  (t) => [index("partners_region").on(t.regionId, t.position)],
);

/** The people who serve in the shop's stores (`/base/store_sellers`): name, role, contacts. */
export const storeSellers = pgTable(
  "store_sellers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    role: jsonb("role").$type<Localized>().notNull(),
    phone: text("phone"),
    email: text("email"),
    photo: text("photo"),
  },
  (t) => [index("store_sellers_site").on(t.siteId, t.position)],
);

/**
 * A shop's special offer (spec: promotions): a banner, dates and the products it covers; its
 * texts are per language in promotion_translations. Shown while `active` and within its dates.
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The banner picture (a /media path). */
    image: text("image"),
    /** A YouTube or Vimeo page address, played only when the shopper asks. */
    videoUrl: text("video_url"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(true),
    showOnMainPage: boolean("show_on_main_page").notNull().default(false),
    /** Higher first when the home page picks its offers. */
    priority: integer("priority").notNull().default(0),
  },
  (t) => [index("promotions_site_ends").on(t.siteId, t.endsAt)],
);

/** An offer in one language, with its own slug (unique per site and language). */
export const promotionTranslations = pgTable(
  "promotion_translations",
  {
    id: serial("id").primaryKey(),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    shortText: text("short_text").notNull().default(""),
    /** Sanitised shop HTML. */
    html: text("html").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
  },
  (t) => [
    unique("promotion_translations_site_lang_slug").on(t.siteId, t.lang, t.slug),
    unique("promotion_translations_promotion_lang").on(t.promotionId, t.lang),
  ],
);

/** The products an offer covers. */
export const promotionProducts = pgTable(
  "promotion_products",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index("promotion_products_product").on(t.productId),
  ],
);

/**
 * A shopper's credit application (`POST /calculator/credit-request/`, decision 0044): who asks,
 * under which programme, and the figures they were shown, kept as they were when they applied
 * (the shop may change its programmes later).
 */
export const creditRequests = pgTable(
  "credit_requests",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    programmeId: integer("programme_id").notNull(),
    programmeTitle: text("programme_title").notNull(),
    partner: text("partner").notNull().default(""),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    idnp: text("idnp").notNull(),
    email: text("email"),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    amount: doublePrecision("amount").notNull(),
    months: integer("months").notNull(),
    monthly: doublePrecision("monthly").notNull(),
    totalRepaid: doublePrecision("total_repaid").notNull(),
    dae: doublePrecision("dae").notNull(),
    lang: text("lang").notNull(),
    /** When the shopper agreed to the processing of their data (the form's consent box). */
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("credit_requests_site").on(t.siteId, t.createdAt)],
);

/**
 * The meal plan in a cart (issue 15; decision 0045): at most one per cart, beside its product
 * lines. Its price is not stored: it is worked out from the shop's plans whenever the cart is read.
 */
export const cartMealPlans = pgTable("cart_meal_plans", {
  cartId: integer("cart_id")
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  calories: integer("calories").notNull(),
  days: integer("days").notNull(),
  /** The first delivery, YYYY-MM-DD in the shop's time zone. */
  startDate: text("start_date").notNull(),
  /** The city the plan is delivered to (shops that deliver by city); null otherwise. */
  localityId: integer("locality_id"),
  addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The meal plan an order line stands for: what the kitchen cooks and when it is brought. */
export const orderMealPlans = pgTable(
  "order_meal_plans",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order line (`order_items.position`) that carries the plan's price and title. */
    position: integer("position").notNull(),
    calories: integer("calories").notNull(),
    days: integer("days").notNull(),
    startDate: text("start_date").notNull(),
    /** Every delivery date, on the shop's delivery weekdays. */
    deliveryDates: jsonb("delivery_dates").$type<string[]>().notNull(),
    localityId: integer("locality_id"),
    dailyPrice: doublePrecision("daily_price").notNull(),
    discount: doublePrecision("discount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);
