import { z } from "zod";
import { productCardSchema } from "./catalogue.ts";
import { idSchema } from "./common.ts";
import { cartMealPlanSchema } from "./meal-plan.ts";

/** Shapes of the server cart (spec section 7, "Cart (server)"). */

const productId = idSchema("product");

/** The guest's browser id (`browser_id` cookie), sent as `no_user_id`. */
export const noUserIdSchema = z
  .string({ error: "no_user_id is required for a guest cart." })
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, "no_user_id is not a valid browser id.");

/**
 * Where an order is taxed (the original platform's `tax_data`), used when the shop calculates
 * tax; without a country the shop's own country applies.
 */
export const taxDataSchema = z.object({
  country: z
    .string({ error: "tax_data.country must be a two-letter country code, like MD." })
    .trim()
    .regex(/^([A-Za-z]{2})?$/, "tax_data.country must be a two-letter country code, like MD.")
    .nullable()
    .optional(),
  zip_code: z
    .string()
    .trim()
    .max(20, "tax_data.zip_code can have at most 20 characters.")
    .nullable()
    .optional(),
});
export type TaxData = z.infer<typeof taxDataSchema>;

/** An order's or a cart's tax, when the shop calculates tax (decision 0023). */
export const taxFieldsSchema = {
  /** The tax (VAT) in the total, or to add to it when `tax_included` is false. */
  tax_price: z.number(),
  /** The rate in percent; null: no tax. */
  tax_rate: z.number().nullable(),
  tax_included: z.boolean(),
};

const quantity = z
  .number({ error: "count must be a number." })
  .finite("count must be a number.")
  .min(0, "count cannot be negative.")
  .max(1_000_000, "count is too large.");

export const cartAddItemSchema = z.object({
  product_id: productId,
  /** Added to the line; raised to the product's multiplicity. Default: one step. */
  count: quantity.optional(),
  /** A guest's cart; a signed-in customer's cart comes with the bearer token instead. */
  no_user_id: noUserIdSchema.optional(),
});
export type CartAddItem = z.infer<typeof cartAddItemSchema>;

export const cartReduceItemSchema = z.object({
  product_id: productId,
  /** Taken off the line; reaching 0 removes it. Default: one step. */
  count: quantity.optional(),
  /** A guest's cart; a signed-in customer's cart comes with the bearer token instead. */
  no_user_id: noUserIdSchema.optional(),
});

export const cartRemoveItemSchema = z.object({
  product_ids: z.array(productId, { error: "product_ids must be a list of product ids." }).min(1).max(500),
  /** A guest's cart; a signed-in customer's cart comes with the bearer token instead. */
  no_user_id: noUserIdSchema.optional(),
});

export const cartSetLoyaltySchema = z.object({
  product_id: productId,
  active: z.boolean({ error: "active must be true or false." }),
  /** A guest's cart; a signed-in customer's cart comes with the bearer token instead. */
  no_user_id: noUserIdSchema.optional(),
});

export const cartQuerySchema = z.object({ no_user_id: noUserIdSchema.optional() });

/** The most lines a cart holds (a local cart's cookie must stay small). */
export const CART_MAX_LINES = 100;

/**
 * `POST /general/cart/price-lines/`: a local cart's lines (kept in the shopper's browser), priced
 * and checked like the server cart; nothing is stored.
 */
export const cartPriceLinesSchema = z.object({
  products: z
    .array(z.object({ product_id: productId, count: quantity, loyalty: z.boolean().optional() }))
    .max(CART_MAX_LINES, `A cart holds at most ${CART_MAX_LINES} lines.`),
  tax_data: taxDataSchema.nullable().optional(),
});
export type CartPriceLines = z.infer<typeof cartPriceLinesSchema>;

export const cartProductSchema = z.object({
  /** The product id. */
  id: z.number().int(),
  count: z.number(),
  price: z.number(),
  old_price: z.number().nullable(),
  /** price x count, two decimals. */
  line_total: z.number(),
  home_delivery: z.boolean(),
  card_payment_available: z.boolean(),
  is_recipe: z.boolean(),
  /** The line is paid with loyalty points (and earns none). */
  is_loyalty_active: z.boolean(),
  loyalty_give: z.number(),
  /** Still sold and in stock for this quantity (or preorder / negative stock allowed). */
  available: z.boolean(),
  /** Units the shop can sell now; null when the shop sells below zero or on preorder. */
  max_count: z.number().nullable(),
  product: productCardSchema,
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartSchema = z.object({
  /** Sum of the lines' quantities. */
  total_count: z.number(),
  total_discount: z.number(),
  total_price: z.number(),
  loyalty_give: z.number(),
  /** A customer's loyalty points (not for guests). */
  available_bonuses: z.number().optional(),
  /** The points the lines ticked "pay with points" spend at today's prices (customers only). */
  used_bonuses: z.number().optional(),
  /**
   * The goods' tax when the shop calculates tax (`total_price` does not include a tax that
   * prices exclude); absent otherwise. Delivery and promo codes are taxed at the order.
   */
  ...z.object(taxFieldsSchema).partial().shape,
  products: z.array(cartProductSchema),
  /** The caterer's meal plan in the cart, when there is one (counted in the totals); absent otherwise. */
  meal_plan: cartMealPlanSchema.nullable().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** `fetch-all` answers a list; the first element is the cart. */
export const cartListSchema = z.array(cartSchema);

/** `validate-products`: 200 when every line can be ordered, else 400 with the problems. */
export const cartValidationSchema = z.object({
  valid: z.boolean(),
  products: z.array(
    z.object({
      id: z.number().int(),
      code: z.enum(["inactive", "out_of_stock", "not_enough_stock"]),
      detail: z.string(),
      max_count: z.number().nullable(),
    }),
  ),
});
export type CartValidation = z.infer<typeof cartValidationSchema>;
