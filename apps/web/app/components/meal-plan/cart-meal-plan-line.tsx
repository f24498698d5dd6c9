import type { CartMealPlan } from "@sf/contract";
import { formatDate, formatPrice } from "@sf/i18n";
import { Form, Link } from "react-router";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";

/** The cart's meal-plan line: which plan, how long, its deliveries, its price; change or remove it. */
export function CartMealPlanLine({ plan }: { plan: CartMealPlan }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const first = plan.delivery_dates[0];
  const last = plan.delivery_dates.at(-1);
  return (
    <li className="flex flex-wrap items-start gap-4 border-b border-line py-4" data-testid="cart-meal-plan">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{plan.title}</p>
        {first && last ? (
          <p className="text-sm text-muted">
            {t("mealPlan.deliveries", {
              count: plan.delivery_dates.length,
              from: formatDate(first, lang),
              to: formatDate(last, lang),
            })}
          </p>
        ) : null}
        {plan.discount > 0 ? (
          <p className="text-sm text-muted">{t("mealPlan.discount", { discount: plan.discount })}</p>
        ) : null}
        {!plan.available ? (
          <p role="alert" className="mt-1 text-sm font-semibold text-danger-ink">
            {t("mealPlan.unavailable")}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-4 text-sm">
          <Link
            to={href(`/menu-calculator?calories=${plan.calories}&days=${plan.days}`)}
            className="underline"
          >
            {t("mealPlan.change")}
          </Link>
          <Form method="post" action={href("/menu-calculator")}>
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="underline">
              {t("mealPlan.remove")}
            </button>
          </Form>
        </div>
      </div>
      <p className="font-bold whitespace-nowrap">{formatPrice(plan.price, currency, lang)}</p>
    </li>
  );
}
