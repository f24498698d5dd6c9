import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

/** The caterer's home: a way to the meal-plan calculator (plain markup, no script of its own). */
export function MealPlanTeaser() {
  const t = useT();
  const href = useHref();
  return (
    <section aria-labelledby="home-meal-plan" className="card mt-10 flex flex-wrap items-center gap-4 p-6">
      <div className="min-w-0 flex-1">
        <h2 id="home-meal-plan" className="text-2xl">
          {t("mealPlan.title")}
        </h2>
        <p className="mt-1 text-muted">{t("mealPlan.calculatorHint")}</p>
      </div>
      <Link
        to={href("/menu-calculator")}
        className="btn btn-primary min-h-11"
        data-testid="home-meal-plan-link"
      >
        {t("mealPlan.openCalculator")}
        <Icon name="chevron-right" className="size-5" />
      </Link>
    </section>
  );
}
