import { type CartMealPlan, menuCalculatorContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  type MealPlanProblem,
  mealPlanDeliveryDates,
  mealPlanQuote,
  mealPlanStartProblem,
  parseOpeningRange,
  pickupDays,
  SHOP_TIME_ZONE,
  shopDate,
} from "@sf/domain";
import { createTranslator, formatDate, isLocale, type Locale } from "@sf/i18n";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { deliveryLocalities, findLocality } from "../delivery/list-regions.ts";
import { readSiteContent } from "../showcase/site-content.ts";

/** A plan as chosen (in the cart or the request). */
export type PlanChoice = { calories: number; days: number; startDate: string; localityId: number | null };

/** Why a plan is refused, in words, with the field of the request it concerns. */
const REFUSAL: Record<MealPlanProblem | "no_city" | "unknown_city" | "no_delivery", [string, string]> = {
  no_plans: ["calories", "This shop offers no meal plans."],
  unknown_calories: ["calories", "The shop has no meal plan with these calories."],
  unknown_duration: ["days", "The shop has no meal plan of this length."],
  bad_date: ["start_date", "The start date is not a valid date."],
  start_in_past: ["start_date", "The plan can start tomorrow at the earliest."],
  not_delivery_day: ["start_date", "The shop does not deliver on this day; choose another start date."],
  no_city: ["locality_id", "Select a city."],
  unknown_city: ["locality_id", "No such city."],
  no_delivery: ["locality_id", "The shop does not deliver meal plans to this city."],
};

export function mealPlanRefusal(problem: keyof typeof REFUSAL): AppError {
  const [field, text] = REFUSAL[problem];
  return new AppError("invalid", text, { [field]: [text] });
}

/**
 * The shop's delivery calendar as the checkout shows it: the dates its stores have slots on
 * (`calendar_settings`, opening hours) and the weekdays it is open. A shop without stores
 * delivers every day of its calendar.
 */
async function deliveryCalendar(db: Db, site: Site, now: Date) {
  const stores = await db
    .select({ hours: schema.shops.hours })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, site.id));
  const calendar = site.settings.calendar_settings;
  const everyDay = Array.from({ length: 7 }, () => "00:00-24:00");
  const weeks = stores.length ? stores.map((s) => s.hours) : [everyDay];
  const dates = weeks.flatMap((hours) =>
    pickupDays(hours, now, {
      daysAhead: calendar.days_ahead,
      slotMinutes: calendar.slot_minutes,
      timeZone: SHOP_TIME_ZONE,
    }).map((d) => d.date),
  );
  const weekdays = new Set(
    weeks.flatMap((hours) => [0, 1, 2, 3, 4, 5, 6].filter((day) => parseOpeningRange(hours[day] ?? null))),
  );
  return { dates, weekdays };
}

type Refusal = keyof typeof REFUSAL;

/**
 * A plan weighed against the shop as it is now: its plans (the `menu_calculator` document), the
 * cities it delivers to, its delivery calendar. The cart line, priced here (null when the shop no
 * longer has such a plan), and what stops it from being ordered (null: nothing).
 */
export async function weighMealPlan(
  db: Db,
  site: Site,
  lang: string,
  choice: PlanChoice,
  now = new Date(),
): Promise<{ plan: CartMealPlan | null; problem: Refusal | null }> {
  const content = await readSiteContent(db, site, "menu_calculator", lang, menuCalculatorContentSchema);
  const { quote, problem } = mealPlanQuote(content ?? { options: [], durations: [] }, choice);
  if (!quote) return { plan: null, problem };
  const calendar = await deliveryCalendar(db, site, now);
  const locale: Locale = isLocale(lang) ? lang : "ro";
  const t = createTranslator(locale);
  const plan: CartMealPlan = {
    calories: choice.calories,
    days: choice.days,
    start_date: choice.startDate,
    delivery_dates: mealPlanDeliveryDates(choice.startDate, choice.days, calendar.weekdays),
    locality_id: choice.localityId,
    title: t("mealPlan.line", {
      calories: t("menuCalculator.kcal", { calories: choice.calories }),
      days: t("menuCalculator.days", { count: choice.days }),
      date: formatDate(choice.startDate, locale),
    }),
    daily_price: quote.dailyPrice,
    discount: quote.discount,
    price: quote.price,
    available: true,
  };
  const cities = deliveryLocalities(site);
  const refusal: Refusal | null =
    choice.localityId !== null && !findLocality(choice.localityId)
      ? "unknown_city"
      : cities !== null && choice.localityId === null
        ? "no_city"
        : cities !== null && choice.localityId !== null && !cities.has(choice.localityId)
          ? "no_delivery"
          : mealPlanStartProblem(choice.startDate, calendar.dates, shopDate(now, SHOP_TIME_ZONE));
  return { plan: { ...plan, available: refusal === null }, problem: refusal };
}

/** A plan that can be ordered as it stands, or a 400 naming the field at fault. */
export async function checkedMealPlan(
  db: Db,
  site: Site,
  lang: string,
  choice: PlanChoice,
  now = new Date(),
): Promise<CartMealPlan> {
  const { plan, problem } = await weighMealPlan(db, site, lang, choice, now);
  if (problem || !plan) throw mealPlanRefusal(problem ?? "no_plans");
  return plan;
}
