import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { AgeGate } from "~/components/catalogue/age-gate.tsx";
import { CategoryBanner } from "~/components/catalogue/category-banner.tsx";
import { FilteredProducts } from "~/components/catalogue/filtered-products.tsx";
import { Advantages } from "~/components/ui/advantages.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { pushEcommerce } from "~/lib/analytics.ts";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { cardViews } from "~/lib/card-view.ts";
import { useHref, useSite, useT } from "~/lib/i18n.ts";
import { listingQuery } from "~/lib/listing-query.server.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/category";

const CATEGORY_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+){0,5}$/;

/**
 * /{lang}/{category path}: a category listing. Any other path under a language is the 404 page.
 * A path from another language redirects to this language's path.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  const path = params["*"] ?? "";
  if (!CATEGORY_PATH.test(path)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const api = await apiFor(request);
  const settings = await api.site.settings();
  const { query, defaultSort, apiSearch } = listingQuery(url, `/${lang}/${path}`, settings);
  const advantages = api.site.advantages("category_page").catch(() => []);
  const listing = await orNotFound(api.catalogue.category(path, apiSearch));
  if (listing.category.url !== `/${path}`)
    throw redirect(`/${lang}${listing.category.url}${url.search}`, 301);
  const [banner, categoryAdvantages] = await Promise.all([
    api.catalogue.banner(listing.category.id).catch(() => null),
    advantages,
  ]);
  return {
    // Cards as the listing reads them (lib/card-view.ts).
    listing: { ...listing, products: cardViews(listing.products) },
    query,
    defaultSort,
    alternates: listing.category.alternates,
    banner,
    advantages: categoryAdvantages,
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const { listing, query } = data;
  const filtered = Object.keys(query.filters).length > 0 || query.price !== null;
  const meta = seoMeta({
    site,
    title: listing.category.seo_title,
    description: listing.category.seo_description,
    alternates: listing.category.alternates,
    pathname: location.pathname,
    noindex: filtered,
  });
  meta.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: listing.breadcrumbs.map((b, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: b.categoryTitle,
        item: `${site?.origin ?? ""}/${site?.lang}${b.categoryUrl}`,
      })),
    },
  });
  return meta;
};

export default function Category({ loaderData }: Route.ComponentProps) {
  const { listing, query, defaultSort, banner, advantages } = loaderData;
  const t = useT();
  const href = useHref();
  const site = useSite();
  const state = { basePath: href(listing.category.url), query, defaultSort };
  useEffect(() => {
    pushEcommerce("view_item_list", site?.settings.project_currency ?? "MDL", listing.products, {
      item_list_id: String(listing.category.id),
      item_list_name: listing.category.title,
    });
  }, [listing, site?.settings.project_currency]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 lg:py-6">
      {listing.category.show_18_popup ? <AgeGate /> : null}
      <Breadcrumbs items={listing.breadcrumbs.map((b) => ({ title: b.categoryTitle, url: b.categoryUrl }))} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl">{listing.category.title}</h1>
        <p className="text-muted">{t("catalogue.productCount", { count: listing.totalCount })}</p>
      </div>
      {banner && query.page === 1 ? <CategoryBanner banner={banner} /> : null}
      {/* On a phone a row of small tiles whose text only screen readers read, so that the
          products start on the first screen (styled here, not in the shared block, which the
          product page loads too). */}
      <Advantages
        items={advantages}
        compact
        className="mt-4 max-sm:[&_li]:flex-col max-sm:[&_li]:items-center max-sm:[&_li]:gap-1.5 max-sm:[&_li]:p-2 max-sm:[&_li]:text-center max-sm:[&_li_.text-muted]:sr-only max-sm:[&_li_.text-sm]:text-xs max-sm:[&_ul]:grid-cols-3 max-sm:[&_ul]:gap-2"
      />
      {listing.subcategories.length ? (
        // One row that scrolls sideways on a phone, so the products start on the first screen.
        <ul className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
          {listing.subcategories.map((sub) => (
            <li key={sub.id} className="shrink-0">
              <Link
                to={href(sub.url)}
                className="inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-line px-4 py-2 hover:bg-surface-alt"
              >
                {sub.title} <span className="text-sm text-muted">{sub.product_count}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <FilteredProducts
        listing={listing}
        state={state}
        itemList={{ id: String(listing.category.id), name: listing.category.title }}
        className="mt-4 lg:mt-6"
      />
      {listing.category.description && query.page === 1 ? (
        <p className="mt-8 max-w-3xl text-muted">{listing.category.description}</p>
      ) : null}
    </div>
  );
}
