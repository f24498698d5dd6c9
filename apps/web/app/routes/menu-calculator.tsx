import { formatPrice } from "@sf/i18n";
import { AddPlanForm } from "~/components/meal-plan/add-plan-form.tsx";
import { DayMenu } from "~/components/meal-plan/day-menu.tsx";
import { PlanOptionsForm } from "~/components/meal-plan/plan-options-form.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { translatorOf, useLang, useSite, useT } from "~/lib/i18n.ts";
import { loadCalculator, mealPlanAction } from "~/lib/meal-plan.server.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/menu-calculator";

/**
 * /{lang}/menu-calculator: the caterer's meal plans (issue 15). Choose calories and length, see
 * the price and each day's menu, put the plan in the cart. Every choice is in the query, so the
 * screen works through links and forms without JavaScript. A shop without meal plans: 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  return loadCalculator(request);
}

export async function action({ params, request }: Route.ActionArgs) {
  return mealPlanAction(request, langParam(params));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const title = site ? translatorOf(site.lang)("mealPlan.title") : "";
  return seoMeta({ site, title, pathname: location.pathname, noindex: location.search !== "" });
};

export default function MenuCalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  if (loaderData.failed) {
    return (
      <>
        <PageHeader title={t("mealPlan.title")} />
        <div className="mx-auto max-w-7xl px-4 py-6">
          <p role="alert" className="rounded-card border border-danger p-4 font-semibold text-danger-ink">
            {t("mealPlan.loadFailed")}
          </p>
        </div>
      </>
    );
  }
  const { calculator, query, cities, byCity, startDates } = loaderData;
  const option = calculator.menu.find((o) => o.calories === query.calories);
  const duration = option?.durations.find((d) => d.days === query.days);
  const cityMissing = byCity && query.city === null;
  return (
    <>
      <PageHeader title={t("mealPlan.title")} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-6">
          <p>{t("mealPlan.intro")}</p>
          <DayMenu calculator={calculator} query={query} weeks={calculator.weeks || 1} />
        </div>
        <aside
          aria-labelledby="meal-plan-summary"
          className="h-fit space-y-6 rounded-card bg-surface-alt p-5"
        >
          <h2 id="meal-plan-summary" className="sr-only">
            {t("mealPlan.price")}
          </h2>
          <PlanOptionsForm calculator={calculator} query={query} cities={cities} />
          {duration ? (
            <dl className="space-y-1 border-t border-line pt-4" data-testid="meal-plan-price">
              <div className="flex justify-between text-lg font-bold">
                <dt>{t("mealPlan.price")}</dt>
                <dd>{formatPrice(duration.price, currency, lang)}</dd>
              </div>
              {duration.discount > 0 ? (
                <div className="flex justify-between text-danger-ink">
                  <dt>{t("mealPlan.discount", { discount: duration.discount })}</dt>
                  <dd>
                    {t("mealPlan.perDay", {
                      price: formatPrice(duration.price / duration.days, currency, lang),
                    })}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {query.city !== null && !calculator.delivery_available ? (
            <p role="alert" className="font-semibold text-danger-ink">
              {t("mealPlan.notDelivered")}
            </p>
          ) : null}
          <AddPlanForm
            query={query}
            startDates={startDates}
            cityMissing={cityMissing}
            refusal={actionData && "refused" in actionData ? (actionData.detail ?? "") : null}
          />
        </aside>
      </div>
    </>
  );
}
