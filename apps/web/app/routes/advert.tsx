import type { AdvertDetail } from "@sf/contract";
import { ADVERT_CURRENCIES, type AdvertCurrency, DEFAULT_ADVERT_CURRENCY, pricePerAre } from "@sf/domain";
import { formatDate } from "@sf/i18n";
import { Form, Link } from "react-router";
import { AdvertGallery } from "~/components/board/advert-gallery.tsx";
import { type ComplaintReason, ReportFields, ReportOutcome } from "~/components/board/report-fields.tsx";
import { ShowPhone } from "~/components/board/show-phone.tsx";
import { Breadcrumbs } from "~/components/ui/breadcrumbs.tsx";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { lazyBlock } from "~/components/ui/lazy-block.ts";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { advertAnswer } from "~/lib/board/advert-action.server.ts";
import type { PhoneAnswer, ReportAnswer } from "~/lib/board/advert-answers.ts";
import { advertArea, advertPlace, advertPrice, perAre } from "~/lib/board/advert-format.ts";
import { favouriteAction } from "~/lib/board/owner-actions.server.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/advert";

const ShareDialog = lazyBlock(() =>
  import("~/components/articles/share-dialog.tsx").then((m) => m.ShareDialog),
);
const ReportDialog = lazyBlock(() =>
  import("~/components/board/report-dialog.tsx").then((m) => m.ReportDialog),
);
// The advert's pin: Leaflet comes when the map nears the screen, never with the page.
const StoreMap = lazyBlock(() => import("~/components/stores/store-map.tsx").then((m) => m.StoreMap));

const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const readCurrency = (value: string | null): AdvertCurrency =>
  (ADVERT_CURRENCIES as readonly string[]).includes(value ?? "")
    ? (value as AdvertCurrency)
    : DEFAULT_ADVERT_CURRENCY;

/**
 * /{lang}/advert/{slug}: one advert (spec section 7). Its price in the visitor's currency
 * (`?currency=`, EUR by default) with the price per are; a draft, hidden, expired or unknown
 * advert is the 404 page. The action reveals the phone and sends reports.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const url = new URL(request.url);
  const api = await apiFor(request);
  const [advert, reasons, favourites] = await Promise.all([
    orNotFound(api.board.advert(params.slug)),
    api.board.complaintCategories().catch(() => []),
    // A signed-in member's saved adverts (such a page is never page-cached).
    api.signedIn ? api.boardAccounts.favouriteIds().catch(() => null) : null,
  ]);
  return {
    advert,
    saved: favourites?.product_ids.includes(advert.id) ?? false,
    reasons: reasons.map(({ id, title }) => ({ id, title })),
    currency: readCurrency(url.searchParams.get("currency")),
    reportOpen: url.searchParams.has("report"),
    tileUrl: process.env.MAP_TILE_URL ?? DEFAULT_TILE_URL,
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  const lang = langParam(params);
  const api = await apiFor(request);
  const form = await request.formData();
  // The favourite button (a guest is sent to sign in and comes back here).
  if (form.get("intent") === "favourite")
    return favouriteAction(api, lang, form, `/${lang}/advert/${params.slug}`);
  return advertAnswer(api, params.slug, form) as Promise<PhoneAnswer | ReportAnswer>;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  if (!data) return seoMeta({ site, title: "", pathname: location.pathname, noindex: true });
  const { advert } = data;
  const tags = seoMeta({
    site,
    title: advert.title,
    description: advert.description.slice(0, 160),
    pathname: location.pathname,
  });
  const origin = tags.find((tag) => "rel" in tag && tag.rel === "canonical") as { href?: string } | undefined;
  tags.push({ "script:ld+json": realEstateListing(advert, origin?.href ?? location.pathname) });
  return tags;
};

/** schema.org RealEstateListing: the offer (price, currency) of a place with its coordinates. */
function realEstateListing(advert: AdvertDetail, url: string) {
  const place = {
    "@type": "Place",
    name: advert.title,
    address: [advert.address, advertPlace(advert)].filter(Boolean).join(", "),
    ...(advert.lat !== null && advert.lon !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: advert.lat, longitude: advert.lon } }
      : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: advert.title,
    description: advert.description,
    url,
    ...(advert.published_at ? { datePosted: advert.published_at } : {}),
    image: advert.images.map((image) => image.src),
    contentLocation: place,
    offers: {
      "@type": "Offer",
      price: advert.price,
      priceCurrency: advert.currency,
      businessFunction:
        advert.type === "rent"
          ? "http://purl.org/goodrelations/v1#LeaseOut"
          : "http://purl.org/goodrelations/v1#Sell",
      itemOffered: place,
    },
  };
}

function AttributeValue({ value }: { value: AdvertDetail["attributes"][number]["value"] }) {
  const t = useT();
  if (typeof value === "boolean") return <>{t(value ? "board.yes" : "board.no")}</>;
  if (typeof value === "number") return <>{value}</>;
  return <>{value.join(", ")}</>;
}

export default function Advert({ loaderData, actionData }: Route.ComponentProps) {
  const { advert, reasons, currency, reportOpen, tileUrl, saved } = loaderData;
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const site = useSite();
  const path = href(`/advert/${advert.slug}`);
  const shown = advert.prices.find((p) => p.currency === currency) ?? {
    amount: advert.price,
    currency: advert.currency,
  };
  const ares = pricePerAre(shown.amount, advert.area, advert.area_unit);
  const phone = actionData?.intent === "phone" ? actionData : null;
  const report = actionData?.intent === "report" ? actionData : null;
  const place = advertPlace(advert);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <Breadcrumbs
        items={[
          { title: advert.category.title, url: `/adverts?category=${advert.category.id}` },
          { title: advert.title, url: `/advert/${advert.slug}` },
        ]}
      />
      <h1 className="text-2xl sm:text-3xl">{advert.title}</h1>
      <p className="mt-1 flex items-center gap-1 text-muted">
        <Icon name="map-pin" className="size-4" />
        {[place, advert.address].filter(Boolean).join(" · ")}
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <AdvertGallery images={advert.images} title={advert.title} />
          <section aria-labelledby="advert-details">
            <h2 id="advert-details" className="mb-3 text-xl">
              {t("board.details")}
            </h2>
            <dl
              className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
              data-testid="advert-attributes"
            >
              <dt className="text-muted">{t("board.category")}</dt>
              <dd>{advert.category.title}</dd>
              <dt className="text-muted">{t("board.area")}</dt>
              <dd data-testid="advert-area">{advertArea(advert.area, advert.area_unit, t)}</dd>
              {advert.cadastral_number ? (
                <>
                  <dt className="text-muted">{t("board.cadastralNumber")}</dt>
                  <dd data-testid="advert-cadastral">{advert.cadastral_number}</dd>
                </>
              ) : null}
              {advert.attributes.map((attribute) => (
                <div key={attribute.id} className="contents">
                  <dt className="text-muted">{attribute.title}</dt>
                  <dd>
                    <AttributeValue value={attribute.value} />
                  </dd>
                </div>
              ))}
              {advert.published_at ? (
                <>
                  <dt className="text-muted">{t("board.published")}</dt>
                  <dd>{formatDate(advert.published_at, lang)}</dd>
                </>
              ) : null}
            </dl>
          </section>
          <section aria-labelledby="advert-description">
            <h2 id="advert-description" className="mb-3 text-xl">
              {t("board.description")}
            </h2>
            <p className="whitespace-pre-line">{advert.description}</p>
          </section>
          {advert.lat !== null && advert.lon !== null ? (
            <HydrateOnVisible id="advert-map" load={StoreMap.preload}>
              <StoreMap
                stores={[
                  { id: advert.id, title: advert.title, address: place, lat: advert.lat, lng: advert.lon },
                ]}
                tileUrl={tileUrl}
                label={t("board.mapOfAdvert")}
                unavailable={t("board.mapUnavailable")}
              />
            </HydrateOnVisible>
          ) : null}
        </div>
        <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
          <section aria-labelledby="advert-price" className="card p-5">
            <h2 id="advert-price" className="sr-only">
              {t("board.price")}
            </h2>
            <p className="text-3xl font-bold" data-testid="advert-price">
              {advertPrice(shown.amount, shown.currency, lang)}
            </p>
            {ares !== null ? (
              <p className="text-muted" data-testid="advert-price-per-are">
                {perAre(ares, shown.currency, lang, t)}
              </p>
            ) : null}
            {advert.is_negotiable_price ? <p className="text-sm">{t("board.negotiable")}</p> : null}
            <nav aria-label={t("board.currency")} className="mt-3 flex gap-2" data-testid="currency-switch">
              {ADVERT_CURRENCIES.map((code) => (
                <Link
                  key={code}
                  to={code === DEFAULT_ADVERT_CURRENCY ? path : `${path}?currency=${code}`}
                  replace
                  preventScrollReset
                  aria-current={code === currency ? "true" : undefined}
                  className="rounded-button border border-line px-3 py-1 text-sm aria-[current=true]:border-primary aria-[current=true]:font-bold"
                >
                  {code}
                </Link>
              ))}
            </nav>
          </section>
          <section aria-labelledby="advert-seller" className="card space-y-3 p-5" data-testid="advert-seller">
            <h2 id="advert-seller" className="text-lg">
              {t("board.seller")}
            </h2>
            <p className="font-semibold">{advert.owner.name || t("board.seller")}</p>
            <p className="text-sm">
              <Link
                to={href(`/user/${advert.owner.id}`)}
                className="inline-flex items-center gap-1 underline"
                data-testid="seller-link"
              >
                {t("board.sellerAdverts", { count: advert.owner.adverts })}
                <Icon name="chevron-right" className="size-4" />
              </Link>
            </p>
            <ShowPhone views={advert.phone_views} revealed={phone} />
            <p className="text-sm text-muted" data-testid="advert-safety">
              {t("board.safetyTip")}{" "}
              <Link to={href("/terms")} className="underline">
                {t("board.termsLink")}
              </Link>
            </p>
          </section>
          <div className="flex flex-wrap items-center gap-4">
            <HydrateOnVisible id="advert-share" load={ShareDialog.preload}>
              <ShareDialog url={(site?.origin ?? "") + path} title={advert.title} what="advert" />
            </HydrateOnVisible>
            <HydrateOnVisible id="advert-report" load={ReportDialog.preload}>
              <ReportDialog reasons={reasons} formHref={`${path}?report=1#report`} />
            </HydrateOnVisible>
            <Form method="post" data-testid="advert-favourite">
              <input type="hidden" name="intent" value="favourite" />
              <input type="hidden" name="advert" value={advert.id} />
              <input type="hidden" name="favourite" value={saved ? "remove" : "add"} />
              <button type="submit" className="btn btn-secondary" aria-pressed={saved}>
                <Icon name="heart" className="size-5" />
                {t(saved ? "owner.saved" : "owner.save")}
              </button>
            </Form>
          </div>
          {report ? <ReportOutcome answer={report} /> : null}
          {reportOpen && !report?.ok ? <ReportSection reasons={reasons} /> : null}
        </aside>
      </div>
    </div>
  );
}

/** The report form on the page itself, for a browser without JavaScript (`?report=1`). */
function ReportSection({ reasons }: { reasons: ComplaintReason[] }) {
  const t = useT();
  return (
    <section id="report" aria-labelledby="report-title" className="card p-5">
      <h2 id="report-title" className="mb-3 text-lg">
        {t("board.reportTitle")}
      </h2>
      <form method="post">
        <ReportFields reasons={reasons} idPrefix="report-page" />
        <button type="submit" className="btn btn-primary mt-4">
          {t("board.reportSend")}
        </button>
      </form>
    </section>
  );
}
