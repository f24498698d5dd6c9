import { type MenuCalculator, menuCalculatorContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import { MENU_DEFAULT_CALORIES, menuCalendarDay, menuPlanPrice, scalePortion } from "@sf/domain";
import { createTranslator, isLocale, type MessageKey } from "@sf/i18n";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { deliveryLocalities, findLocality } from "../delivery/list-regions.ts";
import { readSiteContent } from "./site-content.ts";

export type MenuQuery = { localityId: number; calories?: number; week?: number; day?: number };

/**
 * `/general/menu-calculator?locality_id=`: the caterer's meal plans (calorie options, each with
 * its plan lengths and prices), the menu of one day of the rotation for one option (today and
 * the smallest option unless asked), and where today falls. A shop without meal plans answers
 * an empty menu; an unknown locality is a 404.
 */
export async function getMenuCalculator(
  db: Db,
  site: Site,
  lang: string,
  query: MenuQuery,
  now = new Date(),
): Promise<MenuCalculator> {
  if (!findLocality(query.localityId)) throw notFound(`No locality ${query.localityId}.`);
  const delivers = deliveryLocalities(site);
  const t = createTranslator(isLocale(lang) ? lang : "ro");
  const dayName = (day: number) => t(`menuCalculator.weekday${day}` as MessageKey);
  const content = await readSiteContent(db, site, "menu_calculator", lang, menuCalculatorContentSchema);
  const today = menuCalendarDay(now, content?.weeks ?? 1);
  const answer = {
    current_date: { ...today, day_name: dayName(today.day) },
    delivery_available: delivers === null || delivers.has(query.localityId),
    weeks: content?.options.length ? content.weeks : 0,
  };
  if (!content?.options.length) return { menu: [], day: null, ...answer };

  const options = [...content.options].sort((a, b) => a.calories - b.calories);
  const calories =
    query.calories ??
    (options.some((o) => o.calories === MENU_DEFAULT_CALORIES)
      ? MENU_DEFAULT_CALORIES
      : (options[0]?.calories ?? MENU_DEFAULT_CALORIES));
  if (!options.some((o) => o.calories === calories)) {
    throw notFound(`No ${calories} kcal plan. Choose one of: ${options.map((o) => o.calories).join(", ")}.`);
  }
  const week = query.week ?? today.week;
  const day = query.day ?? today.day;
  const menuDay = content.days.find((d) => d.week === week && d.day === day);
  if (!menuDay) throw notFound(`No menu for week ${week}, day ${day}.`);

  return {
    menu: options.map((option) => ({
      calories: option.calories,
      title: t("menuCalculator.kcal", { calories: option.calories }),
      durations: content.durations.map((d) => ({
        duration: t("menuCalculator.days", { count: d.days }),
        days: d.days,
        price: menuPlanPrice(option.daily_price, d.days, d.discount),
        discount: d.discount,
      })),
    })),
    day: {
      week,
      day,
      day_name: dayName(day),
      calories,
      description: menuDay.description,
      products: menuDay.dishes.map((dish) => ({
        ...dish,
        weight: scalePortion(dish.weight, calories, content.base_calories),
        calories: scalePortion(dish.calories, calories, content.base_calories),
      })),
    },
    ...answer,
  };
}
