import { articleCardSizes, articleListRedirect, articleListSearch, parseArticleListQuery } from "@sf/domain";
import { Link, redirect } from "react-router";
import { ArticleCard } from "~/components/articles/article-card.tsx";
import { ArticlePagination } from "~/components/articles/article-pagination.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/articles";

/**
 * /{lang}/articles: the shop's articles in tabs by status and pages; `tab` is left out for
 * every status and `page` for the first page (another spelling redirects).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const url = new URL(request.url);
  const canonical = articleListRedirect(url.searchParams);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`, 301);
  const query = parseArticleListQuery(url.searchParams);
  const api = await apiFor(request);
  const list = await orNotFound(api.articles.list({ statusId: query.tab, page: query.page }));
  return { list, query };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const title = site ? translatorOf(site.lang)("articles.title") : "";
  return seoMeta({ site, title, pathname: location.pathname, noindex: !data || data.query.page > 1 });
};

export default function Articles({ loaderData: { list, query } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const basePath = href("/articles");
  const tabs = [{ id: 0, name: t("articles.allTab") }, ...list.statuses];
  return (
    <>
      <PageHeader title={t("articles.title")} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        {list.statuses.length ? (
          <nav aria-label={t("articles.tabs")} className="mb-6">
            <ul className="flex flex-wrap gap-2">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  <Link
                    to={`${basePath}${articleListSearch({ tab: tab.id, page: 1 })}`}
                    aria-current={tab.id === query.tab ? "page" : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border border-line px-4 ${
                      tab.id === query.tab ? "bg-secondary text-on-secondary" : "hover:bg-surface-alt"
                    }`}
                  >
                    {tab.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {list.list.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {articleCardSizes(list.list).map(({ item, size }, i) => (
              <li key={item.id} className={size === "large" ? "sm:col-span-2" : ""} data-size={size}>
                <ArticleCard article={item} size={size} eager={i === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="card p-6 text-center">{t("articles.empty")}</p>
        )}
        <ArticlePagination basePath={basePath} query={query} pages={list.pages} />
      </div>
    </>
  );
}
