import type { MenuCalculator } from "@sf/contract";
import type { MealPlanQuery } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { Form, useSubmit } from "react-router";
import { OptionCards } from "~/components/checkout/option-cards.tsx";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import type { CalculatorCity } from "~/lib/meal-plan.server.ts";

/**
 * The calculator's choices (city, calories, length) as a GET form: without JavaScript the
 * button shows the new choice; with it, every change shows it at once (the page's data is
 * reloaded in place, the scroll kept).
 */
export function PlanOptionsForm({
  calculator,
  query,
  cities,
}: {
  calculator: MenuCalculator;
  query: MealPlanQuery;
  cities: CalculatorCity[];
}) {
  const t = useT();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const submit = useSubmit();
  const option = calculator.menu.find((o) => o.calories === query.calories) ?? calculator.menu[0];
  return (
    <Form
      method="get"
      preventScrollReset
      className="space-y-6"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <input type="hidden" name="week" value={query.week} />
      <input type="hidden" name="day" value={query.day} />
      {cities.length ? (
        <div>
          <label htmlFor="meal-plan-city" className="mb-2 block text-lg font-semibold">
            {t("mealPlan.city")}
          </label>
          <select
            id="meal-plan-city"
            name="city"
            defaultValue={query.city ?? ""}
            className="min-h-11 w-full rounded-card border border-line bg-surface px-3"
          >
            <option value="">{t("mealPlan.chooseCity")}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <OptionCards
        key={`calories-${query.calories}`}
        name="calories"
        legend={t("mealPlan.calories")}
        value={String(query.calories ?? "")}
        options={calculator.menu.map((o) => ({ value: String(o.calories), title: o.title }))}
      />
      <OptionCards
        key={`days-${query.days}`}
        name="days"
        legend={t("mealPlan.duration")}
        value={String(query.days ?? "")}
        options={(option?.durations ?? []).map((d) => ({
          value: String(d.days),
          title: d.duration,
          description: d.discount > 0 ? t("mealPlan.discount", { discount: d.discount }) : null,
          price: formatPrice(d.price, currency, lang),
        }))}
      />
      <button type="submit" className="btn btn-secondary min-h-11 w-full sm:w-auto">
        {t("mealPlan.show")}
      </button>
    </Form>
  );
}
