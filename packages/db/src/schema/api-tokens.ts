import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { categories, products } from "./catalogue.ts";
import { sites } from "./site.ts";

/**
 * A shop's integration keys for ERPs (`API-Token` header of `/external/*`, decision 0050). Only
 * the SHA-256 of a key is kept: the key itself is shown once, when it is made. At most one key
 * of a site is live (`revoked_at` null); rotating revokes the old one in the same transaction.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the key. */
    tokenHash: text("token_hash").notNull(),
    /** The key's first characters, to tell keys apart in lists and logs. */
    prefix: text("prefix").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_tokens_hash").on(t.tokenHash),
    uniqueIndex("api_tokens_site_live").on(t.siteId).where(sql`${t.revokedAt} is null`),
  ],
);

/**
 * What an ERP sent for a category that our catalogue has no column for (its own key
 * `group_category_id`, `hide`, `description_position`, `meta_keywords_*`), so reads answer it back.
 */
export const externalCategoryFields = pgTable(
  "external_category_fields",
  {
    categoryId: integer("category_id")
      .primaryKey()
      .references(() => categories.id, { onDelete: "cascade" }),
    siteId: integer("site_id").notNull(),
    /** The ERP's own key of the category: bulk-create matches on it when no `id` is sent. */
    groupCategoryId: text("group_category_id"),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("external_category_fields_group").on(t.siteId, t.groupCategoryId)],
);

/**
 * What an ERP sent for a product that our catalogue has no column for (`bookmark`, `keywords`,
 * dimensions, `images`, `specifications` and `category` as sent), so reads answer it back.
 */
export const externalProductFields = pgTable("external_product_fields", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  siteId: integer("site_id").notNull(),
  fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
});
