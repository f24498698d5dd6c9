import { PromotionCard } from "~/components/promotions/promotion-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/special-offers";

/** /{lang}/special-offers: the shop's active offers (an ended one is not listed), soonest-ending first. */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const api = await apiFor(request);
  return { list: await api.promotions.list() };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  const title = site ? translatorOf(site.lang)("offers.title") : "";
  return seoMeta({ site, title, pathname: location.pathname });
};

export default function SpecialOffers({ loaderData: { list } }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("offers.title")} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        {list.list.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {list.list.map((offer, i) => (
              <li key={offer.id}>
                <PromotionCard offer={offer} eager={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="card p-6 text-center">{t("offers.empty")}</p>
        )}
      </div>
    </>
  );
}
