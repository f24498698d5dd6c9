import { themeConfigs } from "@sf/themes";
import { lazy, Suspense, useEffect } from "react";
import { Await, data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { AddToCart } from "~/components/cart/add-to-cart.tsx";
import { AvailabilityDialog } from "~/components/catalogue/availability-dialog.tsx";
import { ColourSwatches } from "~/components/catalogue/colour-swatches.tsx";
import { DeliveryInfoNote } from "~/components/catalogue/delivery-info-note.tsx";
import { LazyProductSliders } from "~/components/catalogue/lazy-product-sliders.tsx";
import { PocketProductsDialog } from "~/components/catalogue/pocket-products-dialog.tsx";
import { Price } from "~/components/catalogue/product-card.tsx";
import { ProductGrid } from "~/components/catalogue/product-grid.tsx";
import { ProductStockState } from "~/components/catalogue/product-stock-state.tsx";
import { ReviewsSummaryLink } from "~/components/catalogue/reviews-summary.tsx";
import { CompareButton, FavoriteButton } from "~/components/catalogue/saved-list-buttons.tsx";
import { WhyUs } from "~/components/catalogue/why-us.tsx";
import { ProductCredit } from "~/components/credit/product-credit.tsx";
import { DeferredAdvantages } from "~/components/ui/advantages.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { pushEcommerce } from "~/lib/analytics.ts";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { cardViews, type CardView as ProductCard, productView } from "~/lib/card-view.ts";
import { settleWithin } from "~/lib/deferred.server.ts";
import { useHref, useSite, useT } from "~/lib/i18n.ts";
import { submitNotifyMe } from "~/lib/notify-me.server.ts";
import { langParam } from "~/lib/params.ts";
import { loadReviews, reviewsAction } from "~/lib/reviews.server.ts";
import { reviewsJsonLd } from "~/lib/reviews.ts";
import { seoMeta } from "~/lib/seo.ts";
import { siteOf } from "~/lib/site-data.ts";
import type { Route } from "./+types/product";

const theme = themeConfigs[__THEME__];
// Pharmacy only, filled in the browser from local storage: not part of the page's first load.
const RecentlyViewed = lazy(() =>
  import("~/components/catalogue/recently-viewed.tsx").then((m) => ({ default: m.RecentlyViewed })),
);
// Below the fold: their code loads as they near the screen (tabs, the review form and votes).
/** Below the fold: the carousel's code loads as it nears the screen, not with the page. */
const CompatibleCarousel = lazyBlock(() =>
  import("~/components/catalogue/product-carousel.tsx").then((m) => m.DeferredProductCarousel),
);
const ProductDetails = lazyBlock(() =>
  import("~/components/catalogue/product-details.tsx").then((m) => m.ProductDetails),
);
const ReviewsSection = lazyBlock(() =>
  import("~/components/catalogue/reviews.tsx").then((m) => m.ReviewsSection),
);
// The gallery's thumbnails, swipe and zoom: its code loads apart from the page's first load,
// while the server's HTML (the main picture, the page's LCP, and the thumbnails as links) shows.
const ProductGallery = lazyBlock(() =>
  import("~/components/catalogue/product-gallery.tsx").then((m) => m.ProductGallery),
);
const SIMILAR_LIST = { id: "similar_products", name: "Similar products" };
const COMPATIBLE_LIST = { id: "compatible_products", name: "Compatible products" };

/**
 * /{lang}/product/{slug}: the product page. A slug from another language redirects to this
 * language's slug. Similar and compatible products (not in pharmacy themes) come with the page when the API has them at once, else stream in after
 * it; they never fail it.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw data(null, { status: 404 });
  const api = await apiFor(request);
  const { catalogue } = api;
  const detail = await orNotFound(catalogue.product(params.slug));
  if (detail.product.url !== params.slug) throw redirect(`/${lang}/product/${detail.product.url}`, 301);
  const linked = (list: typeof catalogue.similar) =>
    theme.isPharmacy
      ? Promise.resolve([] as ProductCard[])
      : list(detail.product.productId)
          .then((r) => cardViews(r.products))
          .catch(() => [] as ProductCard[]);
  // A pharmacy shows no "similar" products but the same medicine's alternatives, cheapest first.
  const similar = theme.isPharmacy
    ? catalogue
        .sameSubstance(detail.product.productId)
        .then((r) => cardViews(r.products))
        .catch(() => [] as ProductCard[])
    : linked(catalogue.similar);
  const compatible = linked(catalogue.compatible);
  const reviews = await loadReviews(request, api, detail.product.productId);
  // The other languages' slugs travel once, as the page's `alternates` (the language switcher's).
  const alternates = Object.fromEntries(
    Object.entries(detail.product.alternates).map(([l, slug]) => [l, `/product/${slug}`]),
  );
  const product = productView(detail.product);
  const advantages = api.site.advantages("product_page").catch(() => []);
  const whyUs = api.site.advantages("product_why_we").catch(() => []);
  const deliveryInfo = api.site.deliveryInfo().catch(() => null);
  // Usually there within milliseconds: then the page renders in one pass (deferred.server.ts).
  const secondary = await settleWithin({ similar, compatible, advantages, whyUs, deliveryInfo });
  return { detail: { ...detail, product }, ...secondary, alternates, reviews };
}

/** Forms posted from the product page, told apart by `intent`: notify-me, reviews and votes. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.clone().formData();
  if (form.get("intent") === "notify_me") return submitNotifyMe(args.request, form);
  return reviewsAction(args);
}

/** A refused one-click order (a fetcher's post to /quick-order) changes nothing on the page. */
export function shouldRevalidate({
  formAction,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction?.includes("/quick-order") && !(actionResult as { ok?: boolean } | undefined)?.ok)
    return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const { product, seo_info, breadcrumbs } = data.detail;
  const origin = site?.origin ?? "";
  const meta = seoMeta({
    site,
    title: seo_info.title,
    description: seo_info.description || product.short_description,
    alternates: data.alternates,
    pathname: location.pathname,
  });
  if (seo_info.keywords) meta.push({ name: "keywords", content: seo_info.keywords });
  meta.push(
    { property: "og:image", content: origin + product.img.srcset.split(", ").at(-1)?.split(" ")[0] },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.title,
        sku: product.code,
        image: origin + product.img.src,
        description: product.short_description,
        ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
        offers: {
          "@type": "Offer",
          price: product.price,
          priceCurrency: site ? siteOf(site).settings.project_currency : "MDL",
          availability: `https://schema.org/${product.available ? "InStock" : product.preorder ? "PreOrder" : "OutOfStock"}`,
          url: origin + location.pathname,
        },
        ...reviewsJsonLd(data.reviews),
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          ...breadcrumbs.map((b, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: b.categoryTitle,
            item: `${origin}/${site?.lang}${b.categoryUrl}`,
          })),
          {
            "@type": "ListItem",
            position: breadcrumbs.length + 1,
            name: product.title,
            item: origin + location.pathname,
          },
        ],
      },
    },
  );
  return meta;
};

export default function Product({ loaderData }: Route.ComponentProps) {
  const { detail, similar, compatible, reviews, advantages, whyUs, deliveryInfo } = loaderData;
  const { product, breadcrumbs, properties, availability } = detail;
  const t = useT();
  const href = useHref();
  const site = useSite();
  useEffect(() => {
    pushEcommerce("view_item", site?.settings.project_currency ?? "MDL", [product]);
  }, [product, site?.settings.project_currency]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs
        items={[
          ...breadcrumbs.map((b) => ({ title: b.categoryTitle, url: b.categoryUrl })),
          { title: product.title, url: `/product/${product.url}` },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <HydrateOnVisible id="product-gallery" load={ProductGallery.preload}>
          <ProductGallery product={product} />
        </HydrateOnVisible>
        <div className="space-y-4">
          {product.brand ? (
            <p className="font-semibold uppercase tracking-wide text-muted">
              <Link to={href(`/brands/${product.brand.slug}`)} className="hover:underline">
                {product.brand.name}
              </Link>
            </p>
          ) : null}
          <h1 className="text-2xl sm:text-3xl">{product.title}</h1>
          <ReviewsSummaryLink reviews={reviews} />
          <p className="text-sm text-muted">
            {t("product.code")}: {product.code}
          </p>
          <Price price={product.price} oldPrice={product.old_price} size="lg" />
          <ProductCredit price={product.price} productId={product.productId} />
          <ColourSwatches colors={product.colors} />
          <ProductStockState product={product} />
          <AddToCart product={product} hasAssociated={product.has_associated_products} />
          <DeliveryInfoNote info={deliveryInfo} />
          <div className="flex gap-2">
            <FavoriteButton product={product} />
            <CompareButton product={product} />
          </div>
          {availability.length ? (
            <AvailabilityDialog productId={product.productId} productTitle={product.title} />
          ) : null}
          {product.has_associated_products ? <PocketProductsDialog productId={product.productId} /> : null}
          {product.is_recipe ? (
            <p className="rounded-card border border-secondary p-3 text-sm">
              {t("product.prescriptionNotice")}
            </p>
          ) : null}
          {product.short_description ? <p>{product.short_description}</p> : null}
          <DeferredAdvantages items={advantages} />
        </div>
      </div>
      {/* Below the fold on a phone: each part hydrates when it nears the screen. */}
      <HydrateOnVisible id="product-details" load={ProductDetails.preload}>
        <ProductDetails description={product.description} leaflet={product.leaflet} properties={properties} />
      </HydrateOnVisible>
      <WhyUs items={whyUs} />
      <HydrateOnVisible id="product-reviews" load={ReviewsSection.preload}>
        <ReviewsSection productId={product.productId} reviews={reviews} />
      </HydrateOnVisible>
      <HydrateOnVisible id="product-similar">
        <Suspense fallback={null}>
          <Await resolve={similar}>
            {(products) =>
              products.length ? (
                <section aria-labelledby="similar" className="mt-10">
                  <h2 id="similar" className="mb-4 text-2xl">
                    {t(theme.isPharmacy ? "product.sameSubstance" : "product.similar")}
                  </h2>
                  <ProductGrid
                    products={products.slice(0, 8)}
                    list={false}
                    itemList={SIMILAR_LIST}
                    belowTheFold
                  />
                </section>
              ) : null
            }
          </Await>
        </Suspense>
      </HydrateOnVisible>
      <HydrateOnVisible id="product-compatible" load={CompatibleCarousel.preload}>
        <CompatibleCarousel
          id="compatible-products"
          title={t("product.compatible")}
          products={compatible}
          itemList={COMPATIBLE_LIST}
        />
      </HydrateOnVisible>
      <LazyProductSliders />
      {theme.isPharmacy ? (
        <Suspense fallback={null}>
          <RecentlyViewed productId={product.productId} />
        </Suspense>
      ) : null}
    </div>
  );
}
