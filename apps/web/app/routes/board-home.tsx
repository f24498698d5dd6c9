import { DEFAULT_ADVERT_FILTERS } from "@sf/domain";
import { Link } from "react-router";
import { AdvertCard } from "~/components/board/advert-card.tsx";
import { AdvertFilterForm } from "~/components/board/advert-filter-form.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { loadFilterOptions } from "~/lib/board/filter-options.server.ts";
import { translatorOf, useHref, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/board-home";

const LATEST = 8;

/**
 * The board's home (decision 0060): a search (place, category, price and area ranges) that
 * opens the listing, and the latest adverts, all rendered on the server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  const filters = { ...DEFAULT_ADVERT_FILTERS };
  const [options, latest, main] = await Promise.all([
    loadFilterOptions(api, filters),
    api.board.adverts({ page: 1, page_size: LATEST }),
    api.site.mainPage().catch(() => null),
  ]);
  return { options, filters, latest: latest.results, total: latest.totalCount, main };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const fallback = site ? translatorOf(site.lang)("board.homeTitle") : "";
  return seoMeta({
    site,
    title: data?.main?.seo_title || fallback,
    description: data?.main?.seo_description ?? undefined,
    pathname: location.pathname,
  });
};

export default function BoardHome({ loaderData: { options, filters, latest, total } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const site = useSite();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8">
      <section aria-labelledby="board-search" className="card p-6">
        <h1 id="board-search" className="mb-1 text-3xl sm:text-4xl">
          {t("board.homeTitle")}
        </h1>
        <p className="mb-6 text-muted">
          {t("board.homeLead", { count: total, project: site?.settings.project ?? "" })}
        </p>
        <HydrateOnVisible id="board-home-search">
          <AdvertFilterForm options={options} filters={filters} sort="newest" compact />
        </HydrateOnVisible>
      </section>
      <section aria-labelledby="board-latest" className="mt-10">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="board-latest" className="text-2xl">
            {t("board.latest")}
          </h2>
          <Link to={href("/adverts")} className="font-semibold underline">
            {t("board.allAdverts")}
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {latest.map((advert, index) => (
            <li key={advert.id} className="flex">
              <AdvertCard advert={advert} priority={index < 2} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
