import { ADVERT_PAGE_SIZE } from "@sf/contract";
import { type AdvertSort, firstLoadShown } from "@sf/domain";
import { Suspense, useState } from "react";
import { data, Link, redirect } from "react-router";
import { AdvertCard } from "~/components/board/advert-card.tsx";
import { AdvertFilterForm } from "~/components/board/advert-filter-form.tsx";
import { BoardPagination } from "~/components/board/board-pagination.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { advertSearchQuery, apiFilters, readAdvertSearch } from "~/lib/board/advert-search.ts";
import { loadFilterOptions } from "~/lib/board/filter-options.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/adverts";

const SortDialog = lazyBlock(() => import("~/components/board/sort-dialog.tsx").then((m) => m.SortDialog));
const AdvertsMap = lazyBlock(() => import("~/components/board/adverts-map.tsx").then((m) => m.AdvertsMap));

/** OpenStreetMap's tiles unless MAP_TILE_URL names others; MAP_TILE_URL="" draws no tiles (tests). */
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * /{lang}/adverts: the board's listing (spec section 7), its filters a GET form (decision 0060).
 * Another spelling of the same search redirects to its one address; a page past the end is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const url = new URL(request.url);
  const search = readAdvertSearch(url.searchParams);
  const api = await apiFor(request);
  const options = await loadFilterOptions(api, search.filters);
  const query = advertSearchQuery(search);
  if (query !== url.search.replace(/^\?/, "")) throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
  const listing = await api.board.adverts({
    page: search.page,
    page_size: ADVERT_PAGE_SIZE,
    sortBy: search.sort,
    filters: apiFilters(search.filters),
  });
  if (search.page > 1 && search.page > listing.pages) throw data(null, { status: 404 });
  // Spec section 4: on the first load, when more than half a page comes back, half is shown.
  const firstLoad = search.page === 1 && !search.more;
  const shown = firstLoadShown(listing.results, listing.page_size, firstLoad);
  return {
    search,
    options,
    listing: { ...listing, results: [...shown] },
    hidden: listing.results.length - shown.length,
    tileUrl: process.env.MAP_TILE_URL ?? DEFAULT_TILE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const title = site ? translatorOf(site.lang)("board.advertsTitle") : "";
  // Filtered and later pages are not indexed: the plain listing and the adverts are.
  return seoMeta({ site, title, pathname: location.pathname, noindex: !data || location.search !== "" });
};

export default function Adverts({ loaderData }: Route.ComponentProps) {
  const { search, options, listing, hidden, tileUrl } = loaderData;
  const t = useT();
  const href = useHref();
  const [mapOpen, setMapOpen] = useState(false);
  const base = href("/adverts");
  const link = (changes: Partial<typeof search>) => {
    const query = advertSearchQuery({ ...search, more: false, ...changes });
    return query ? `${base}?${query}` : base;
  };
  const mapQuery = advertSearchQuery({ filters: search.filters });
  return (
    <>
      <PageHeader title={t("board.advertsTitle")} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 lg:grid-cols-[18rem_1fr]">
        <aside aria-label={t("board.filtersTitle")} className="card self-start p-4">
          <HydrateOnVisible id="advert-filters">
            <AdvertFilterForm options={options} filters={search.filters} sort={search.sort} />
          </HydrateOnVisible>
        </aside>
        <section aria-labelledby="adverts-found">
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <p id="adverts-found" className="mr-auto font-semibold" data-testid="adverts-total">
              {t("board.found", { count: listing.totalCount })}
            </p>
            <HydrateOnVisible id="advert-sort" load={SortDialog.preload}>
              <SortDialog sort={search.sort} hrefFor={(sort: AdvertSort) => link({ sort, page: 1 })} />
            </HydrateOnVisible>
            <button
              type="button"
              className="btn border border-line"
              aria-expanded={mapOpen}
              aria-controls="adverts-map"
              onClick={() => setMapOpen((open) => !open)}
              data-testid="map-toggle"
            >
              <Icon name="map" className="size-5" />
              {mapOpen ? t("board.hideMap") : t("board.showMap")}
            </button>
          </div>
          <div id="adverts-map">
            {mapOpen ? (
              <Suspense fallback={<p className="card p-4 text-muted">{t("board.mapLoading")}</p>}>
                <AdvertsMap query={mapQuery} tileUrl={tileUrl} currency={search.filters.price_unit} />
              </Suspense>
            ) : null}
          </div>
          {listing.results.length ? (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {listing.results.map((advert, index) => (
                <li key={advert.id} className="flex">
                  <AdvertCard advert={advert} priority={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="card mt-4 p-6 text-muted" data-testid="adverts-empty">
              {t("board.noAdverts")}
            </p>
          )}
          {hidden > 0 ? (
            <p className="mt-6 text-center">
              <Link
                to={link({ page: 1, more: true })}
                preventScrollReset
                className="btn btn-secondary"
                data-testid="adverts-more"
              >
                {t("board.showMore", { count: hidden })}
              </Link>
            </p>
          ) : null}
          <BoardPagination page={search.page} pages={listing.pages} hrefFor={(page) => link({ page })} />
        </section>
      </div>
    </>
  );
}
