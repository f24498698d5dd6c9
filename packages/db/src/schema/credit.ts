import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { sites } from "./site.ts";

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
    /** When staff marked it handled in the back-office's inbox; null while open. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("credit_requests_site").on(t.siteId, t.createdAt)],
);
