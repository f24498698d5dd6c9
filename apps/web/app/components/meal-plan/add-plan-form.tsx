import type { MealPlanQuery } from "@sf/domain";
import { formatDate } from "@sf/i18n";
import { Form, useNavigation } from "react-router";
import { useLang, useT } from "~/lib/i18n.ts";

/**
 * "Add the plan to the cart": the plan chosen above, the day of the first delivery (the shop's
 * delivery days) and, for a shop that delivers by city, the city. A plain form post: the action
 * puts the plan in the cart and opens the cart, or shows the API's refusal.
 */
export function AddPlanForm({
  query,
  startDates,
  cityMissing,
  refusal,
}: {
  query: MealPlanQuery;
  startDates: string[];
  cityMissing: boolean;
  refusal: string | null;
}) {
  const t = useT();
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="space-y-3" data-testid="add-meal-plan">
      <input type="hidden" name="calories" value={query.calories ?? ""} />
      <input type="hidden" name="days" value={query.days ?? ""} />
      {query.city ? <input type="hidden" name="city" value={query.city} /> : null}
      {startDates.length ? (
        <div>
          <label htmlFor="meal-plan-start" className="mb-1 block font-semibold">
            {t("mealPlan.startDate")}
          </label>
          <select
            id="meal-plan-start"
            name="start_date"
            className="min-h-11 w-full rounded-card border border-line bg-surface px-3"
          >
            {startDates.map((date) => (
              <option key={date} value={date}>
                {formatDate(date, lang)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-muted">{t("mealPlan.noStartDates")}</p>
      )}
      {cityMissing ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger-ink">
          {t("mealPlan.cityNotChosen")}
        </p>
      ) : null}
      {refusal !== null ? (
        <p role="alert" className="rounded-card border border-danger p-3 font-semibold text-danger-ink">
          {refusal || t("cart.failed")}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary min-h-11 w-full"
        disabled={cityMissing || !startDates.length || busy}
      >
        {t("mealPlan.addToCart")}
      </button>
    </Form>
  );
}
