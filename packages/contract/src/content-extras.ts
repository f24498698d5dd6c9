import { z } from "zod";
import { carouselCategorySchema } from "./showcase.ts";

/**
 * Smaller content GETs of spec section 7: the home page's similar categories, the product
 * page's delivery note, and the legacy `/api/v1` lists (grinding options, CMS pages).
 */

/** How the storefront lays out the similar categories: tiles in a grid, or one scrolling row. */
export const SIMILAR_CATEGORY_VIEW_MODES = ["grid", "slider"] as const;
export const similarCategoryViewModeSchema = z.enum(SIMILAR_CATEGORY_VIEW_MODES);
export type SimilarCategoryViewMode = z.infer<typeof similarCategoryViewModeSchema>;

/** `/base/main_page_similar_category`: categories for the home page's "similar categories" block. */
export const mainPageSimilarCategorySchema = z.object({
  categories: z.array(carouselCategorySchema),
  view_mode: similarCategoryViewModeSchema,
});
export type MainPageSimilarCategory = z.infer<typeof mainPageSimilarCategorySchema>;

/**
 * `site_contents` key `main_page_similar_category` (language-independent): the shop's layout and,
 * optionally, its own categories (else the fullest second-level ones are shown).
 */
export const similarCategoryContentSchema = z.object({
  category_ids: z.array(z.number().int()).optional(),
  view_mode: similarCategoryViewModeSchema.default("grid"),
});
export type SimilarCategoryContent = z.infer<typeof similarCategoryContentSchema>;

/** `/mi/delivery_info_text`: the short delivery note beside the buy button; empty when unset. */
export const deliveryInfoTextSchema = z.object({ title: z.string(), text: z.string() });
export type DeliveryInfoText = z.infer<typeof deliveryInfoTextSchema>;

/** Legacy `/api/v1/grinding`: how the shop can grind what it sells (coffee, spices); [] when not offered. */
export const grindingOptionSchema = z.object({ id: z.number().int(), code: z.string(), title: z.string() });
export const grindingOptionsSchema = z.array(grindingOptionSchema);
export type GrindingOption = z.infer<typeof grindingOptionSchema>;
/** `site_contents` key `grinding`, one document per language. */
export const grindingContentSchema = z.object({ options: grindingOptionsSchema });

/** Legacy `/api/v1/pages`: the shop's CMS pages in the language (open each with `/page/{slug}/`). */
export const legacyPagesSchema = z.array(z.object({ slug: z.string(), title: z.string() }));
export type LegacyPages = z.infer<typeof legacyPagesSchema>;

/** Legacy `/api/v1/filter`: the shop's filter groups (brands, then specifications) with every option. */
export const legacyFilterSchema = z.array(
  z.object({
    id: z.number().int(),
    title: z.string(),
    /** The group's key in a listing's `filter` query (`brand` or the specification's `sp_key`). */
    keyword: z.string(),
    type: z.enum(["checkbox", "radio"]),
    options: z.array(z.object({ id: z.number().int(), title: z.string(), keyword: z.string() })),
  }),
);
export type LegacyFilter = z.infer<typeof legacyFilterSchema>;

// ---------------------------------------------------------------- menu calculator

const weekDaySchema = z.object({
  week: z.number().int().min(1),
  /** 1 (Monday) to 7 (Sunday). */
  day: z.number().int().min(1).max(7),
  day_name: z.string(),
});

export const menuDishSchema = z.object({
  meal: z.string(),
  title: z.string(),
  /** Grams, for the calorie option asked. */
  weight: z.number().int(),
  calories: z.number().int(),
});
export type MenuDish = z.infer<typeof menuDishSchema>;

/** `/general/menu-calculator?locality_id=`: the meal plans, one day's menu, and today in the rotation. */
export const menuCalculatorSchema = z.object({
  /** The calorie options, each with its plan lengths; [] for a shop without meal plans. */
  menu: z.array(
    z.object({
      calories: z.number().int(),
      title: z.string(),
      durations: z.array(
        z.object({
          /** The plan length in words ("7 days"). */
          duration: z.string(),
          days: z.number().int(),
          /** The whole plan's price after the discount. */
          price: z.number(),
          /** Percent off the daily price. */
          discount: z.number(),
        }),
      ),
    }),
  ),
  /** The menu of the day asked (default: today) for the calorie option asked; null without plans. */
  day: weekDaySchema
    .extend({ calories: z.number().int(), products: z.array(menuDishSchema), description: z.string() })
    .nullable(),
  current_date: weekDaySchema,
  /** How many weeks the menu runs before it repeats (the calculator's week tabs); 0 without plans. */
  weeks: z.number().int().optional(),
  /** Whether the shop delivers to the locality asked. */
  delivery_available: z.boolean(),
});
export type MenuCalculator = z.infer<typeof menuCalculatorSchema>;

export const menuCalculatorQuerySchema = z.object({
  locality_id: z
    .string({ error: "Select a city." })
    .regex(/^\d{1,10}$/, "Select a city.")
    .transform(Number),
  calories: z.coerce.number().int().min(1).max(10_000).optional(),
  week: z.coerce.number().int().min(1).max(52).optional(),
  day: z.coerce.number().int().min(1).max(7).optional(),
});

/** `site_contents` key `menu_calculator`, one document per language: the caterer's plans and rotation. */
export const menuCalculatorContentSchema = z.object({
  /** The menu repeats every so many weeks. */
  weeks: z.number().int().min(1).max(52),
  /** The calories the dishes' weights and calories are written for. */
  base_calories: z.number().int().min(1),
  options: z.array(z.object({ calories: z.number().int().min(1), daily_price: z.number().min(0) })),
  durations: z.array(z.object({ days: z.number().int().min(1), discount: z.number().min(0).max(100) })),
  days: z.array(
    z.object({
      week: z.number().int().min(1),
      day: z.number().int().min(1).max(7),
      description: z.string(),
      dishes: z.array(menuDishSchema),
    }),
  ),
});
export type MenuCalculatorContent = z.infer<typeof menuCalculatorContentSchema>;
