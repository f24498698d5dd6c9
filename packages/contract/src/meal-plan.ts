import { z } from "zod";

/**
 * The caterer's meal plan as a cart line (issue 15, decision 0045): one per cart, beside the
 * product lines, priced by the API from the shop's plans (`/general/menu-calculator`).
 */
export const cartMealPlanSchema = z.object({
  calories: z.number().int(),
  days: z.number().int(),
  /** The first delivery, YYYY-MM-DD. */
  start_date: z.string(),
  /** Every delivery date, on the shop's delivery weekdays. */
  delivery_dates: z.array(z.string()),
  locality_id: z.number().int().nullable(),
  /** The plan in words ("Meal plan 1200 kcal, 7 days, from 30.11.2026"), in the request's language. */
  title: z.string(),
  daily_price: z.number(),
  /** Percent off for the length. */
  discount: z.number(),
  /** The whole plan's price after the discount. */
  price: z.number(),
  /** False when the plan can no longer be ordered as it is (its start date has passed, say). */
  available: z.boolean(),
});
export type CartMealPlan = z.infer<typeof cartMealPlanSchema>;

const noUserId = z
  .string({ error: "no_user_id is required for a guest cart." })
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, "no_user_id is not a valid browser id.");

/** `POST /general/cart/add-meal-plan`: puts a plan in the cart (replacing the one there). */
export const cartMealPlanAddSchema = z.object({
  calories: z
    .number({ error: "Choose the calories of the plan." })
    .int("Choose the calories of the plan.")
    .min(1, "Choose the calories of the plan.")
    .max(10_000, "Choose the calories of the plan."),
  days: z
    .number({ error: "Choose how many days the plan lasts." })
    .int("Choose how many days the plan lasts.")
    .min(1, "Choose how many days the plan lasts.")
    .max(366, "Choose how many days the plan lasts."),
  start_date: z
    .string({ error: "Choose the day of the first delivery." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "The start date must be written YYYY-MM-DD."),
  /** The city (required when the shop delivers by city). */
  locality_id: z
    .number({ error: "Select a city." })
    .int("Select a city.")
    .min(1, "Select a city.")
    .max(2 ** 31 - 1, "Select a city.")
    .optional(),
  /** A guest's cart; a signed-in customer's cart comes with the bearer token instead. */
  no_user_id: noUserId.optional(),
});
export type CartMealPlanAdd = z.infer<typeof cartMealPlanAddSchema>;

/** `POST /general/cart/remove-meal-plan`: takes the plan out of the cart (none there: no change). */
export const cartMealPlanRemoveSchema = z.object({ no_user_id: noUserId.optional() });
