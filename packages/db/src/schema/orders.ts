import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
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
import { products } from "./catalogue.ts";
import { users } from "./customers.ts";
import { shops, sites } from "./site.ts";

/** What one order line took out of stock: whole units in all, and how many from each store. */
export type OrderStockTaken = { productId: number; units: number; shops: { shopId: number; qty: number }[] };

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
    /** Who may use it: `everyone`, signed-in `customers`, or the `listed` customers (`customer_ids`). */
    audience: text("audience").$type<"everyone" | "customers" | "listed">().notNull().default("everyone"),
    customerIds: jsonb("customer_ids").$type<number[]>().notNull().default([]),
    /** Uses per customer (orders not cancelled; a guest's by phone); null: no limit of its own. */
    maxUsesPerCustomer: integer("max_uses_per_customer"),
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
     * What the order took out of stock, per product and store, so a cancellation gives back
     * exactly that (null for orders placed before it was recorded).
     */
    stockTaken: jsonb("stock_taken").$type<OrderStockTaken[] | null>(),
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
    // The back-office's order list (100,000 orders a shop, p95 <= 50 ms: npm run bench, part o):
    // its filters and sorts lead with the shop, its search (name, e-mail, phone digits) is
    // trigram matching (pg_trgm, and btree_gin for the site id beside the text).
    index("orders_site_status_created").on(t.siteId, t.status, t.createdAt),
    index("orders_site_shop_created").on(t.siteId, t.shopId, t.createdAt),
    index("orders_site_final_price").on(t.siteId, t.finalPrice, t.id),
    // Any mix of the list's equality filters, for its total (a bitmap of one index, not a scan).
    index("orders_site_filters").using(
      "gin",
      t.siteId,
      t.status,
      t.paymentType,
      t.paymentStatus,
      t.deliveryMethod,
      t.shopId,
    ),
    index("orders_name_trgm").using("gin", t.siteId, t.name.op("gin_trgm_ops")),
    index("orders_email_trgm").using("gin", t.siteId, t.email.op("gin_trgm_ops")),
    index("orders_phone_trgm").using(
      "gin",
      t.siteId,
      sql`(regexp_replace(${t.phone}, '[^0-9+]', '', 'g')) gin_trgm_ops`,
    ),
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
