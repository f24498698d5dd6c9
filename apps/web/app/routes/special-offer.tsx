import { useEffect } from "react";
import { data, redirect } from "react-router";
import { FilteredProducts } from "~/components/catalogue/filtered-products.tsx";
import { OfferVideo } from "~/components/promotions/offer-video.tsx";
import { PromotionPeriod } from "~/components/promotions/promotion-card.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { ShopHtml } from "~/components/ui/page-header.tsx";
import { pushEcommerce } from "~/lib/analytics.ts";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { useHref, useSite, useT } from "~/lib/i18n.ts";
import { listingQuery } from "~/lib/listing-query.server.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/special-offer";

/**
 * /{lang}/special-offers/{url}: an active offer (banner, text, video) and its products with the
 * category listing's filters. A slug of another language redirects to this language's; the
 * offer's own slugs drive the language switcher and hreflang. An ended offer is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  if (!/^[a-z0-9-]{1,200}$/.test(params.url)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const api = await apiFor(request);
  const [offer, settings] = await Promise.all([
    orNotFound(api.promotions.detail(params.url)),
    api.site.settings(),
  ]);
  if (offer.lang === lang && offer.slug !== params.url)
    throw redirect(`/${lang}/special-offers/${offer.slug}${url.search}`, 301);
  const { query, defaultSort, apiSearch } = listingQuery(
    url,
    `/${lang}/special-offers/${offer.slug}`,
    settings,
  );
  const listing = await orNotFound(api.promotions.products(offer.id, apiSearch));
  const alternates = Object.fromEntries(
    Object.entries(offer.alternates).map(([l, slug]) => [l, `/special-offers/${slug}`]),
  );
  return { offer, listing, query, defaultSort, alternates };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const { offer, query } = data;
  const filtered = Object.keys(query.filters).length > 0 || query.price !== null || query.page > 1;
  const meta = seoMeta({
    site,
    title: offer.seo_title,
    description: offer.seo_description,
    alternates: data.alternates,
    pathname: location.pathname,
    noindex: filtered,
  });
  if (offer.image) meta.push({ property: "og:image", content: (site?.origin ?? "") + offer.image });
  return meta;
};

export default function SpecialOffer({ loaderData }: Route.ComponentProps) {
  const { offer, listing, query, defaultSort } = loaderData;
  const t = useT();
  const href = useHref();
  const site = useSite();
  const state = { basePath: href(`/special-offers/${offer.slug}`), query, defaultSort };
  useEffect(() => {
    pushEcommerce("view_item_list", site?.settings.project_currency ?? "MDL", listing.products, {
      item_list_id: `offer-${offer.id}`,
      item_list_name: offer.title,
    });
  }, [listing, offer, site?.settings.project_currency]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 lg:py-6">
      <Breadcrumbs
        items={[
          { title: t("offers.title"), url: "/special-offers" },
          { title: offer.title, url: `/special-offers/${offer.slug}` },
        ]}
      />
      <h1 className="text-3xl sm:text-4xl">{offer.title}</h1>
      <PromotionPeriod offer={offer} className="mt-2" />
      {query.page === 1 ? (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {offer.image ? (
            <img
              src={offer.image}
              alt=""
              width={1200}
              height={500}
              fetchPriority="high"
              className="aspect-[12/5] w-full rounded-card object-cover lg:col-span-2"
            />
          ) : null}
          <div>
            {offer.short_text ? <p className="text-lg">{offer.short_text}</p> : null}
            <ShopHtml html={offer.html} className="mt-3" />
          </div>
          {offer.video && offer.video_url ? (
            <OfferVideo video={offer.video} url={offer.video_url} title={offer.title} />
          ) : null}
        </div>
      ) : null}
      <div className="mt-8 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl">{t("offers.products")}</h2>
        <p className="text-muted">{t("catalogue.productCount", { count: listing.totalCount })}</p>
      </div>
      <FilteredProducts
        listing={listing}
        state={state}
        itemList={{ id: `offer-${offer.id}`, name: offer.title }}
        className="mt-4"
      />
    </div>
  );
}
