import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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
import { products } from "./catalogue.ts";
import type { Localized } from "./columns.ts";
import { shops, sites } from "./site.ts";

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
    /** When staff marked it handled in the back-office's inbox; null while open. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
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
    /** When staff marked it handled in the back-office's inbox; null while open. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("resumes_site_created").on(t.siteId, t.createdAt)],
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
