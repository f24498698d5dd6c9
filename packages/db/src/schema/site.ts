import { sql } from "drizzle-orm";
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
import { bytea, type Localized } from "./columns.ts";

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
