import { isSearchable } from "@sf/domain";

import { useEffect } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { PopularQueries } from "~/components/catalogue/popular-queries.tsx";
import { ProductGrid } from "~/components/catalogue/product-grid.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { pushEcommerce } from "~/lib/analytics.ts";
import { type Api, apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/product-list";

const SEARCH_LIST = { id: "search", name: "search" };

/** Popular queries are a secondary block: when they fail, the page shows none. */
const popularOrNone = (api: Api) => api.search.popularQueries().catch(() => []);

/**
 * /{lang}/product_list?search=...: search results (fewer than 2 characters: no call, no results).
 * This is the completed search that counts for popular queries: the API is told so (`record`)
 * with the visitor's user agent, so bots are not counted. Nothing found: popular queries instead.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  const query = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, 200);
  if (!isSearchable(query)) return { query, result: null, popular: await popularOrNone(api) };
  const result = await api.search.search(query, 48, { userAgent: request.headers.get("user-agent") ?? "" });
  return { query, result, popular: result.products.length ? [] : await popularOrNone(api) };
}

/** Only a new query reloads the results (and counts a search); a form action elsewhere does not. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET" && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  return seoMeta({
    site,
    // The page's own heading, in the page's language.
    title: t ? (data?.query ? t("search.resultsFor", { query: data.query }) : t("search.title")) : "",
    pathname: location.pathname,
    noindex: true,
  });
};

export default function ProductList({ loaderData: { query, result, popular } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const site = useSite();
  useEffect(() => {
    if (result?.products.length) {
      pushEcommerce("view_item_list", site?.settings.project_currency ?? "MDL", result.products, {
        item_list_id: SEARCH_LIST.id,
        item_list_name: SEARCH_LIST.name,
      });
    }
  }, [result, site?.settings.project_currency]);
  return (
    <>
      <PageHeader title={query ? t("search.resultsFor", { query }) : t("search.title")} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is not yet in React's JSX types */}
        <form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
          <label htmlFor="search-page" className="sr-only">
            {t("search.title")}
          </label>
          <input
            id="search-page"
            type="search"
            name="search"
            defaultValue={query}
            minLength={2}
            maxLength={200}
            className="h-12 flex-1 rounded-button border border-line bg-surface px-3"
          />
          <button type="submit" className="btn btn-primary">
            {t("search.submit")}
          </button>
        </form>
        {!result ? (
          <>
            <p className="text-muted">{t("search.hint", { min: 2 })}</p>
            <PopularQueries queries={popular} />
          </>
        ) : result.products.length ? (
          <>
            {result.corrected_query ? (
              <p className="mb-4 text-muted" data-testid="search-corrected">
                {t("search.showingFor", { corrected: result.corrected_query })}
              </p>
            ) : null}
            {result.categories.length ? (
              <ul className="mb-6 flex flex-wrap gap-2">
                {result.categories.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={href(c.url)}
                      className="inline-flex rounded-full border border-line px-4 py-2 hover:bg-surface-alt"
                    >
                      {c.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <ProductGrid products={result.products} list={false} itemList={SEARCH_LIST} />
          </>
        ) : (
          <>
            <p className="card p-6 text-center">
              {t("search.noResults", { query })}
              {result.did_you_mean ? (
                <span className="mt-2 block" data-testid="search-did-you-mean">
                  {t("search.didYouMean")}{" "}
                  <Link
                    to={`${href("/product_list")}?search=${encodeURIComponent(result.did_you_mean)}`}
                    className="font-semibold underline"
                  >
                    {result.did_you_mean}
                  </Link>
                </span>
              ) : null}
            </p>
            <PopularQueries queries={popular} />
          </>
        )}
      </div>
    </>
  );
}
