import { SHOP_TIME_ZONE, shopDate } from "./product-of-the-day.ts";

/** The menu calculator's defaults (spec section 9): 1200 kcal, 7 days, week 1, day 1 (Monday). */
export const MENU_DEFAULT_CALORIES = 1200;
export const MENU_DEFAULT_DAYS = 7;

const DAY_MS = 86_400_000;
/** A Monday, the first day of week 1 of every rotation. */
const ROTATION_EPOCH = Date.UTC(2024, 0, 1);

/**
 * Where a date falls in a menu that repeats every `weeks` weeks: week 1..weeks, day 1..7
 * (Monday first), counted in the shop's time zone.
 */
export function menuCalendarDay(
  at: Date,
  weeks: number,
  timeZone = SHOP_TIME_ZONE,
): { week: number; day: number } {
  const [y, m, d] = shopDate(at, timeZone).split("-").map(Number) as [number, number, number];
  const days = Math.floor((Date.UTC(y, m - 1, d) - ROTATION_EPOCH) / DAY_MS);
  const weekIndex = Math.floor(days / 7);
  const rotation = Math.max(1, Math.floor(weeks));
  return {
    week: (((weekIndex % rotation) + rotation) % rotation) + 1,
    day: (((days % 7) + 7) % 7) + 1,
  };
}

/** A plan's price: the daily price for each day, less the duration's discount (percent), to the whole unit. */
export function menuPlanPrice(dailyPrice: number, days: number, discountPercent: number): number {
  const discount = Math.min(Math.max(discountPercent, 0), 100);
  return Math.round(dailyPrice * days * (1 - discount / 100));
}

/** A dish's weight or calories for a calorie option, scaled from the base plan's portion. */
export function scalePortion(amount: number, calories: number, baseCalories: number): number {
  return baseCalories > 0 ? Math.round((amount * calories) / baseCalories) : amount;
}
