import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import type { Localized } from "./columns.ts";
import { sites } from "./site.ts";

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
