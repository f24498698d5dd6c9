import type { MenuCalculator } from "@sf/contract";
import { type MealPlanQuery, mealPlanSearch } from "@sf/domain";
import type { KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "~/lib/i18n.ts";

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * The rotation's weeks and days as links (they work without JavaScript) and the chosen day's
 * menu. The days are tabs: arrow keys move between them, the panel names its day.
 */
export function DayMenu({
  calculator,
  query,
  weeks,
}: {
  calculator: MenuCalculator;
  query: MealPlanQuery;
  weeks: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const day = calculator.day;
  const to = (week: number, d: number) => mealPlanSearch({ ...query, week, day: d });
  const dayName = (d: number) => t(`menuCalculator.weekday${d}` as Parameters<typeof t>[0]);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = ((query.day - 1 + step + 7) % 7) + 1;
    void navigate(to(query.week, next), { preventScrollReset: true, replace: true });
    document.getElementById(`meal-day-${next}`)?.focus();
  };
  const total = day?.products.reduce((sum, p) => sum + p.calories, 0) ?? 0;
  return (
    <section aria-labelledby="meal-day-heading" className="space-y-4">
      <nav aria-label={t("mealPlan.weeks")}>
        <ul className="flex flex-wrap gap-2">
          {Array.from({ length: weeks }, (_, i) => i + 1).map((week) => (
            <li key={week}>
              <Link
                to={to(week, query.day)}
                preventScrollReset
                replace
                aria-current={week === query.week ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border border-line px-4 ${
                  week === query.week ? "bg-secondary text-on-secondary" : "hover:bg-surface-alt"
                }`}
              >
                {t("mealPlan.week", { week })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div
        role="tablist"
        aria-label={t("mealPlan.days")}
        className="grid grid-cols-7 gap-1"
        onKeyDown={onKey}
      >
        {DAYS.map((d) => (
          <Link
            key={d}
            id={`meal-day-${d}`}
            role="tab"
            aria-selected={d === query.day}
            aria-controls="meal-day-panel"
            tabIndex={d === query.day ? 0 : -1}
            to={to(query.week, d)}
            preventScrollReset
            replace
            className={`flex min-h-11 items-center justify-center rounded-card border border-line font-semibold ${
              d === query.day ? "bg-primary text-on-primary" : "bg-surface hover:bg-surface-alt"
            }`}
          >
            {dayName(d)}
          </Link>
        ))}
      </div>
      <div id="meal-day-panel" role="tabpanel" aria-labelledby={`meal-day-${query.day}`} className="card p-4">
        <h2 id="meal-day-heading" className="text-xl font-bold">
          {t("mealPlan.menuOf", { day: day?.day_name ?? dayName(query.day), week: query.week })}
        </h2>
        {day?.description ? <p className="mt-1 text-muted">{day.description}</p> : null}
        <ul className="mt-4 divide-y divide-line" data-testid="meal-day-dishes">
          {day?.products.map((dish) => (
            <li key={`${dish.meal}-${dish.title}`} className="flex flex-wrap justify-between gap-x-4 py-3">
              <span>
                <span className="block text-sm font-semibold text-muted">{dish.meal}</span>
                <span className="block">{dish.title}</span>
              </span>
              <span className="text-sm whitespace-nowrap text-muted">
                {t("mealPlan.dish", { calories: dish.calories, weight: dish.weight })}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 font-semibold">{t("mealPlan.dayTotal", { calories: total })}</p>
      </div>
    </section>
  );
}
