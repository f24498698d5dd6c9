import { catalogueSearch, parseCatalogueQuery, sortOptions } from "@sf/domain";
import { formatNumber } from "@sf/i18n";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { Pagination, SortSelect } from "~/components/catalogue/listing.tsx";
import { ProductGrid } from "~/components/catalogue/product-grid.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { pushEcommerce } from "~/lib/analytics.ts";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { useHref, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/brand";

/** /{lang}/brands/{slug}: a brand's products with sorting and paging (page 1 without `page`). */
export async function loader({ params, request }: Route.LoaderArgs) {
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw data(null, { status: 404 });
  const api = await apiFor(request);
  const settings = await api.site.settings();
  const { fallback } = sortOptions({
    sortByPriority: settings.additional_settings.sort_by_priority,
    defaultSorting: settings.default_sorting,
  });
  const query = { ...parseCatalogueQuery(new URL(request.url).searchParams), filters: {}, price: null };
  const page = await orNotFound(api.catalogue.brand(params.slug, catalogueSearch(query, fallback)));
  return { page, query, defaultSort: fallback };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const { brand } = data.page;
  return seoMeta({
    site,
    title: brand.name,
    description: brand.name,
    pathname: location.pathname,
    noindex: data.query.page > 1 || data.query.sort !== null,
  });
};

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { page, query, defaultSort } = loaderData;
  const t = useT();
  const href = useHref();
  const site = useSite();
  const state = { basePath: href(`/brands/${page.brand.slug}`), query, defaultSort };
  useEffect(() => {
    pushEcommerce("view_item_list", site?.settings.project_currency ?? "MDL", page.products, {
      item_list_id: `brand-${page.brand.slug}`,
      item_list_name: page.brand.name,
    });
  }, [page, site?.settings.project_currency]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        items={[
          { title: t("brands.title"), url: "/brands" },
          { title: page.brand.name, url: `/brands/${page.brand.slug}` },
        ]}
      />
      <div className="flex flex-wrap items-center gap-4">
        {page.brand.logo ? (
          <img
            src={page.brand.logo}
            alt=""
            width={320}
            height={160}
            className="h-16 w-32 rounded object-contain"
          />
        ) : null}
        <h1 className="text-3xl">{page.brand.name}</h1>
        <p className="text-muted">{t("brands.productCount", { count: page.totalCount })}</p>
      </div>
      {page.categories.length > 1 ? (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("brands.categories")}>
          {page.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={href(category.url)}
                className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 hover:bg-surface-alt"
              >
                {category.title}{" "}
                <span className="text-sm text-muted">{formatNumber(category.product_count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-label={t("catalogue.products")} className="mt-6">
        <div className="mb-4 flex justify-end">
          <SortSelect listing={page} state={state} />
        </div>
        {page.products.length ? (
          <ProductGrid products={page.products} list={site?.settings.product_display === "list"} />
        ) : (
          <p className="card p-6 text-center">{t("brands.noProducts")}</p>
        )}
        <Pagination listing={page} state={state} />
      </section>
    </div>
  );
}
