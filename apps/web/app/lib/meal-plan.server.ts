import type { MenuCalculator } from "@sf/contract";
import {
  CAPITAL_REGION_ID,
  MENU_DEFAULT_DAYS,
  mealPlanStartDates,
  readMealPlanQuery,
  shopDate,
} from "@sf/domain";
import { data, redirect } from "react-router";
import { siteSettings } from "./api/client.server.ts";
import { apiFor } from "./api/request.server.ts";
import { ensureBrowserId } from "./cart.server.ts";

/** Chișinău: whose menu a shop that does not deliver by city shows. */
const HOME_LOCALITY_ID = 1;

export type CalculatorCity = { id: number; name: string };

/**
 * The calculator screen's data: the shop's plans and the menu of the day asked (week 1, day 1
 * unless asked), the cities it delivers to (when it delivers by city) and the days a plan may
 * start on (its delivery calendar). A shop without meal plans is a 404; a failing answer is
 * `failed` (the screen says so).
 */
export async function loadCalculator(request: Request) {
  const query = readMealPlanQuery(new URL(request.url).searchParams);
  const [api, settings] = await Promise.all([apiFor(request), siteSettings()]);
  const cityIds = settings.cities_to_choose.map((c) => c.id);
  const byCity = cityIds.length > 0;
  const city = query.city !== null && (!byCity || cityIds.includes(query.city)) ? query.city : null;
  let calculator: MenuCalculator;
  try {
    // The menu is the same everywhere: without a chosen city, the first one the shop serves shows it.
    calculator = await api.mealPlans.calculator({
      localityId: city ?? cityIds[0] ?? HOME_LOCALITY_ID,
      calories: query.calories ?? undefined,
      week: query.week,
      day: query.day,
    });
  } catch {
    return { failed: true as const, query };
  }
  if (calculator.menu.length === 0) throw data(null, { status: 404 });
  const [cities, startDates] = await Promise.all([
    byCity ? cityNames(api, settings.cities_to_choose) : Promise.resolve([] as CalculatorCity[]),
    planStartDates(api),
  ]);
  const option = calculator.menu.find((o) => o.calories === calculator.day?.calories) ?? calculator.menu[0];
  const duration =
    option?.durations.find((d) => d.days === (query.days ?? MENU_DEFAULT_DAYS)) ??
    option?.durations[0] ??
    null;
  return {
    failed: false as const,
    query: { ...query, city, calories: option?.calories ?? null, days: duration?.days ?? null },
    calculator,
    byCity,
    cities,
    startDates,
  };
}

/** The cities' names in the page's language (the reference list), else as the settings spell them. */
async function cityNames(
  api: Awaited<ReturnType<typeof apiFor>>,
  listed: { id: number; title: string }[],
): Promise<CalculatorCity[]> {
  const localities = await api.delivery.localities(CAPITAL_REGION_ID).catch(() => []);
  const names = new Map(localities.map((l) => [l.id, l.name]));
  return listed.map((c) => ({ id: c.id, name: names.get(c.id) ?? c.title }));
}

/** The days a plan may start on: the shop's delivery days after today (the API checks again). */
async function planStartDates(api: Awaited<ReturnType<typeof apiFor>>): Promise<string[]> {
  const stores = await api.delivery.stores().catch(() => []);
  const calendars = await Promise.all(
    stores.slice(0, 10).map((store) => api.delivery.pickupSlots(store.id).catch(() => null)),
  );
  const dates = calendars.flatMap((calendar) => calendar?.days.map((d) => d.date) ?? []);
  return mealPlanStartDates(dates, shopDate(new Date()));
}

const int = (value: FormDataEntryValue | null): number | undefined => {
  const n = Number(value);
  return typeof value === "string" && /^\d{1,9}$/.test(value) && n > 0 ? n : undefined;
};

/**
 * The calculator's "add to cart" (and the cart's "remove the plan", `intent=remove`): the plan goes to the visitor's cart (the API prices it) and the
 * visitor to the cart page; a refusal comes back with the API's message.
 */
export async function mealPlanAction(request: Request, lang: string) {
  const form = await request.formData();
  const { browserId, headers } = ensureBrowserId(request);
  const api = await apiFor(request);
  if (form.get("intent") === "remove") {
    const removed = await api.mealPlans.removeFromCart(browserId);
    if (removed.ok) throw redirect(`/${lang}/cart`, { status: 303, headers });
    throw redirect(`/${lang}/cart?problem=failed`, { status: 303, headers });
  }
  const city = int(form.get("city"));
  const result = await api.mealPlans.addToCart(browserId, {
    calories: int(form.get("calories")) ?? 0,
    days: int(form.get("days")) ?? 0,
    start_date: String(form.get("start_date") ?? ""),
    ...(city ? { locality_id: city } : {}),
  });
  if (result.ok) throw redirect(`/${lang}/cart`, { status: 303, headers });
  const body = result.body as Record<string, unknown> | null;
  const first = body && Object.values(body).find((v) => typeof v === "string" || Array.isArray(v));
  const detail =
    typeof body?.detail === "string"
      ? body.detail
      : Array.isArray(first) && typeof first[0] === "string"
        ? first[0]
        : null;
  return data({ refused: true as const, detail }, { status: result.status, headers });
}
