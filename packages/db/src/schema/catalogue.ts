import {
  boolean,
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
} from "drizzle-orm/pg-core";
import type { Localized } from "./columns.ts";
import { shops, sites } from "./site.ts";

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
    /**
     * The product's pictures in order, as master paths under /media (uploaded WebP masters or SVG
     * ones), set in the back-office; empty: the pictures derived from its code (`image_count` views).
     */
    images: jsonb("images").$type<string[]>().notNull().default([]),
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
