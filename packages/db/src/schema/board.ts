import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { Localized } from "./columns.ts";
import { users } from "./customers.ts";
import { sites } from "./site.ts";
import { staff } from "./staff.ts";

/**
 * The land board (issue 17, decision 0054): adverts of land and property, posted by the site's
 * users, apart from the shop's products. Prices and areas are kept as typed and normalised
 * (`price_eur`, `area_m2`) so listings filter and sort across currencies and units on an index.
 */

/** Moldova's places: regions (raioane, municipalities), their locations, and sectors of a city. */
export const boardPlaces = pgTable(
  "board_places",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    parentId: integer("parent_id"),
    level: text("level").$type<"region" | "location" | "sector">().notNull(),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<Localized>().notNull(),
    position: integer("position").notNull().default(0),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
  },
  (t) => [
    unique("board_places_site_parent_slug").on(t.siteId, t.parentId, t.slug),
    index("board_places_site_parent").on(t.siteId, t.parentId, t.position),
  ],
);

export const advertCategories = pgTable(
  "advert_categories",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("advert_categories_site_slug").on(t.siteId, t.slug)],
);

/** An advert's typed attribute (utilities, access road, land use...), for one category or all. */
export const advertAttributes = pgTable(
  "advert_attributes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** null: offered in every category. */
    categoryId: integer("category_id").references(() => advertCategories.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    kind: text("kind").$type<"select" | "multi" | "boolean" | "number">().notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("advert_attributes_site_key").on(t.siteId, t.key)],
);

export const advertAttributeOptions = pgTable(
  "advert_attribute_options",
  {
    id: serial("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => advertAttributes.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("advert_attribute_options_key").on(t.attributeId, t.key)],
);

export const ADVERT_STATUSES = ["draft", "active", "inactive", "hidden", "deleted"] as const;

export const adverts = pgTable(
  "adverts",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    type: text("type").$type<"sale" | "rent">().notNull().default("sale"),
    categoryId: integer("category_id")
      .notNull()
      .references(() => advertCategories.id),
    title: jsonb("title").$type<Localized>().notNull(),
    description: jsonb("description").$type<Localized>().notNull().default({}),
    /** Null only on a draft that has no price yet (decision 0059); a published advert has one. */
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency").$type<"EUR" | "MDL" | "USD">().notNull().default("EUR"),
    /** The price in EUR at the site's current rates (recomputed when the rates change). */
    priceEur: numeric("price_eur", { precision: 14, scale: 2, mode: "number" }),
    /** Null only on a draft that has no area yet. */
    area: numeric("area", { precision: 14, scale: 4, mode: "number" }),
    areaUnit: text("area_unit").$type<"m2" | "ari" | "ha">().notNull().default("ari"),
    areaM2: numeric("area_m2", { precision: 16, scale: 2, mode: "number" }),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    regionId: integer("region_id").references(() => boardPlaces.id),
    locationId: integer("location_id").references(() => boardPlaces.id),
    sectorId: integer("sector_id").references(() => boardPlaces.id),
    address: text("address"),
    cadastralNumber: text("cadastral_number"),
    /**
     * The owner's phones (`user_phones` ids) that "show phone" reveals (the form's `contacts`);
     * null: every verified phone of the owner.
     */
    contactPhoneIds: integer("contact_phone_ids").array(),
    isNegotiablePrice: boolean("is_negotiable_price").notNull().default(false),
    status: text("status").$type<(typeof ADVERT_STATUSES)[number]>().notNull().default("draft"),
    /** Why a moderator hid it (shown to its owner). */
    hiddenReason: text("hidden_reason"),
    /**
     * What it was (up or paused) when its owner's ban hid it; null otherwise. Lifting the ban
     * puts back exactly these (decision 0063's migration; `statusAfterUnban`).
     */
    bannedFrom: text("banned_from").$type<"active" | "inactive">(),
    /**
     * When a moderator last approved, hid or restored it as it is now, and who (decision 0064);
     * null while it waits in the new adverts queue: since it went up, or since its owner changed
     * its content. Adverts from before the queue count as reviewed (by nobody: migration 0040).
     */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => staff.id, { onDelete: "set null" }),
    phoneViews: integer("phone_views").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("adverts_site_slug").on(t.siteId, t.slug),
    // The listing: published adverts of a site, newest first, by price or by area.
    // Each with the id as the sort's tie-breaker, so a page is read off the index (top-N) instead
    // of sorting every published advert.
    index("adverts_listing_newest_id")
      .on(t.siteId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index("adverts_listing_price_id").on(t.siteId, t.priceEur, t.id).where(sql`${t.status} = 'active'`),
    index("adverts_listing_area_id").on(t.siteId, t.areaM2, t.id).where(sql`${t.status} = 'active'`),
    index("adverts_listing_place")
      .on(t.siteId, t.regionId, t.locationId, t.sectorId)
      .where(sql`${t.status} = 'active'`),
    // Cheapest per are, over the site and within a region (migration 0037).
    index("adverts_listing_per_are_id")
      .on(t.siteId, sql`(${t.priceEur} / nullif(${t.areaM2}, 0))`, t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index("adverts_listing_region_per_are_id")
      .on(t.siteId, t.regionId, sql`(${t.priceEur} / nullif(${t.areaM2}, 0))`, t.id.desc())
      .where(sql`${t.status} = 'active'`),
    // A category's adverts: a filtered listing's count and price range (with its attributes,
    // joined by id) read this index alone, not the rows. (Drizzle has no INCLUDE: the columns
    // the count tests are trailing keys.)
    index("adverts_listing_category")
      .on(
        t.siteId,
        t.categoryId,
        t.regionId,
        t.locationId,
        t.expiresAt,
        t.id,
        t.priceEur,
        t.areaM2,
        t.isNegotiablePrice,
      )
      .where(sql`${t.status} = 'active'`),
    index("adverts_map").on(t.siteId, t.lat, t.lon).where(sql`${t.status} = 'active'`),
    index("adverts_owner").on(t.userId, t.status),
    // The new adverts queue: those up and not reviewed, newest change first.
    index("adverts_review_queue")
      .on(t.siteId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active' and ${t.reviewedAt} is null`),
    index("adverts_expiring").on(t.expiresAt).where(sql`${t.status} = 'active'`),
  ],
);

export const advertImages = pgTable(
  "advert_images",
  {
    id: serial("id").primaryKey(),
    advertId: integer("advert_id")
      .notNull()
      .references(() => adverts.id, { onDelete: "cascade" }),
    /** The uploaded master (`/media/uploads/<hash>.webp`, decision 0053). */
    path: text("path").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("advert_images_advert").on(t.advertId, t.position)],
);

export const advertAttributeValues = pgTable(
  "advert_attribute_values",
  {
    id: serial("id").primaryKey(),
    advertId: integer("advert_id")
      .notNull()
      .references(() => adverts.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => advertAttributes.id, { onDelete: "cascade" }),
    optionId: integer("option_id").references(() => advertAttributeOptions.id, { onDelete: "cascade" }),
    numberValue: numeric("number_value", { precision: 14, scale: 2, mode: "number" }),
  },
  (t) => [
    index("advert_attribute_values_advert").on(t.advertId),
    // With the advert: an attribute filter's semi-join reads the index alone.
    index("advert_attribute_values_option").on(t.attributeId, t.optionId, t.advertId),
  ],
);

/**
 * How many published adverts each (category, region, location, negotiable) of a site has, kept
 * by statement-level triggers on `adverts` (migration 0037, decision 0061): the listing's total
 * without a filter, or with only these, is a sum of a few rows instead of a count of every
 * advert. "Published" here is the status; adverts past their end but not yet marked inactive
 * by the expiry job are subtracted when read. Places are 0 where an advert has none.
 */
export const advertTallies = pgTable(
  "advert_tallies",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull(),
    regionId: integer("region_id").notNull(),
    locationId: integer("location_id").notNull(),
    negotiable: boolean("negotiable").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.categoryId, t.regionId, t.locationId, t.negotiable] })],
);

/**
 * The map's grid cells at the low zooms (1 to 10, `mapCellDegrees`), per category and
 * negotiable, with their published adverts' count and summed position (for the mean), kept by
 * the same triggers: the whole country's map reads a few hundred rows instead of grouping every
 * advert.
 */
export const advertMapCells = pgTable(
  "advert_map_cells",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    zoom: integer("zoom").notNull(),
    gy: integer("gy").notNull(),
    gx: integer("gx").notNull(),
    categoryId: integer("category_id").notNull(),
    negotiable: boolean("negotiable").notNull(),
    n: integer("n").notNull(),
    sumLat: doublePrecision("sum_lat").notNull(),
    sumLon: doublePrecision("sum_lon").notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.zoom, t.gy, t.gx, t.categoryId, t.negotiable] })],
);

export const advertFavorites = pgTable(
  "advert_favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    advertId: integer("advert_id")
      .notNull()
      .references(() => adverts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.advertId] })],
);

/** Lei for one unit of each currency, per site (the National Bank's rates, updated by staff). */
export const currencyRates = pgTable(
  "currency_rates",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    currency: text("currency").$type<"EUR" | "USD">().notNull(),
    leiPerUnit: numeric("lei_per_unit", { precision: 12, scale: 4, mode: "number" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.currency] })],
);

export const complaintCategories = pgTable(
  "complaint_categories",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    title: jsonb("title").$type<Localized>().notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [unique("complaint_categories_site_key").on(t.siteId, t.key)],
);

export const complaints = pgTable(
  "complaints",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    advertId: integer("advert_id")
      .notNull()
      .references(() => adverts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => complaintCategories.id),
    body: text("body").notNull().default(""),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** A hash of the reporter's browser id or address, for the rate limit (never the address). */
    reporterHash: text("reporter_hash").notNull(),
    status: text("status").$type<"open" | "handled">().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("complaints_site_status").on(t.siteId, t.status, t.createdAt)],
);

/** A board user's phone numbers and e-mails, each verified by a code; one phone signs in. */
export const userPhones = pgTable(
  "user_phones",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    isAuth: boolean("is_auth").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("user_phones_site_phone").on(t.siteId, t.phone), index("user_phones_user").on(t.userId)],
);

export const userEmails = pgTable(
  "user_emails",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("user_emails_site_email").on(t.siteId, t.email), index("user_emails_user").on(t.userId)],
);

/**
 * Six-digit codes sent to a phone or an e-mail address that is not (yet) an account's: signing
 * up or in by phone, adding a phone or an e-mail to a profile, changing the phone that signs in.
 * Only the newest live code of a target and purpose works; wrong guesses use it up after a few
 * (decision 0058). `user_id` is null for a sign-up by phone.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").$type<"phone" | "email">().notNull(),
    /** The normalised phone (+373...) or e-mail address the code went to. */
    target: text("target").notNull(),
    purpose: text("purpose").$type<"register" | "phone" | "email">().notNull(),
    /** sha256 (hex) of the code. */
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_codes_target").on(t.siteId, t.channel, t.target, t.purpose, t.createdAt)],
);
