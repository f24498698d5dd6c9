import { menuPlanPrice } from "./menu-calculator.ts";

/**
 * A meal plan in the cart (issue 15): one calorie option of the caterer's, one plan length, and
 * the day of the first delivery. The price is always worked out here from the shop's own plans,
 * never taken from the shopper.
 */
export type MealPlanChoice = { calories: number; days: number; startDate: string };

/** What the shop offers (its `menu_calculator` document's options and lengths). */
export type MealPlanOffer = {
  options: readonly { calories: number; daily_price: number }[];
  durations: readonly { days: number; discount: number }[];
};

export type MealPlanQuote = { dailyPrice: number; discount: number; price: number };

export type MealPlanProblem =
  | "no_plans"
  | "unknown_calories"
  | "unknown_duration"
  | "bad_date"
  | "start_in_past"
  | "not_delivery_day";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The plan's price for the option and length chosen, or why the shop has no such plan. */
export function mealPlanQuote(
  offer: MealPlanOffer,
  choice: Pick<MealPlanChoice, "calories" | "days">,
): { quote: MealPlanQuote; problem: null } | { quote: null; problem: MealPlanProblem } {
  if (offer.options.length === 0 || offer.durations.length === 0) return { quote: null, problem: "no_plans" };
  const option = offer.options.find((o) => o.calories === choice.calories);
  if (!option) return { quote: null, problem: "unknown_calories" };
  const duration = offer.durations.find((d) => d.days === choice.days);
  if (!duration) return { quote: null, problem: "unknown_duration" };
  return {
    quote: {
      dailyPrice: option.daily_price,
      discount: duration.discount,
      price: menuPlanPrice(option.daily_price, duration.days, duration.discount),
    },
    problem: null,
  };
}

/**
 * The days a plan may start on: the shop's delivery days (the dates its calendar has slots on)
 * after `today` (the kitchen cooks the evening before, so a plan never starts the day it is
 * ordered), earliest first, without repeats.
 */
export function mealPlanStartDates(deliveryDates: readonly string[], today: string): string[] {
  return [...new Set(deliveryDates.filter((d) => isIsoDate(d) && d > today))].sort();
}

/** Why a start date cannot be taken (null: it can). */
export function mealPlanStartProblem(
  startDate: string,
  deliveryDates: readonly string[],
  today: string,
): Extract<MealPlanProblem, "bad_date" | "start_in_past" | "not_delivery_day"> | null {
  if (!isIsoDate(startDate)) return "bad_date";
  if (startDate <= today) return "start_in_past";
  return mealPlanStartDates(deliveryDates, today).includes(startDate) ? null : "not_delivery_day";
}

/**
 * The dates a plan of `days` deliveries is brought on: from the start date, each weekday the shop
 * delivers on (0 = Sunday), skipping the others. No delivery weekday at all: none.
 */
export function mealPlanDeliveryDates(
  startDate: string,
  days: number,
  deliveryWeekdays: ReadonlySet<number>,
): string[] {
  const match = ISO_DATE.exec(startDate);
  if (!match || deliveryWeekdays.size === 0) return [];
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const dates: string[] = [];
  for (let offset = 0; dates.length < days && offset < days * 7; offset++) {
    const date = new Date(Date.UTC(y, m - 1, d + offset));
    if (deliveryWeekdays.has(date.getUTCDay())) dates.push(date.toISOString().slice(0, 10));
  }
  return dates;
}

/** The calculator screen's choices as its links and forms carry them (`?city=&calories=&days=&week=&day=`). */
export type MealPlanQuery = {
  city: number | null;
  calories: number | null;
  days: number | null;
  week: number;
  day: number;
};

const positive = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

/** Reads the calculator's query; anything malformed is left to its default (week 1, day 1: Monday). */
export function readMealPlanQuery(search: URLSearchParams): MealPlanQuery {
  return {
    city: positive(search.get("city"), 999_999),
    calories: positive(search.get("calories"), 10_000),
    days: positive(search.get("days"), 366),
    week: positive(search.get("week"), 52) ?? 1,
    day: positive(search.get("day"), 7) ?? 1,
  };
}

/** The calculator's query string for these choices (defaults and unknowns left out). */
export function mealPlanSearch(query: Partial<MealPlanQuery>): string {
  const search = new URLSearchParams();
  for (const key of ["city", "calories", "days", "week", "day"] as const) {
    const value = query[key];
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
