import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { carts, orders } from "./orders.ts";

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
