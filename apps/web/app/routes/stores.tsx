import type { Store } from "@sf/contract";
import { directionsUrl, initialsOf, sellersByStore } from "@sf/domain";
import { useMemo } from "react";
import { telHref } from "~/components/chrome/header.tsx";
import { StoreMap } from "~/components/stores/store-map.tsx";
import { type SellerView, StoreSellers } from "~/components/stores/store-sellers.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/stores";

/** OpenStreetMap's tiles unless MAP_TILE_URL names others; MAP_TILE_URL="" draws no tiles (tests). */
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  const [stores, sellers] = await Promise.all([
    api.delivery.stores(),
    // The consultants are extra: without them the locator still shows the stores.
    api.showcase.storeSellers().catch(() => []),
  ]);
  const { byStore, elsewhere } = sellersByStore(
    sellers.map((seller) => ({ ...seller, view: sellerView(seller) })),
    stores.map((store) => store.id),
  );
  return {
    title: translatorOf(api.lang)("info.stores"),
    stores,
    sellers: Object.fromEntries(
      Object.entries(byStore).map(([id, list]) => [id, list.map((s) => s.view)]),
    ) as Record<number, SellerView[]>,
    otherSellers: elsewhere.map((s) => s.view),
    tileUrl: process.env.MAP_TILE_URL ?? DEFAULT_TILE_URL,
  };
}

/** Only what the page shows of a seller. */
function sellerView(seller: { id: number; name: string; role: string; photo: string | null }): SellerView {
  return {
    id: seller.id,
    name: seller.name,
    role: seller.role,
    photo: seller.photo,
    initials: seller.photo ? "" : initialsOf(seller.name),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const meta = seoMeta({
    site,
    title: data?.title ?? "",
    description: data?.stores.map((s) => s.address).join(" · "),
    pathname: location.pathname,
  });
  for (const store of data?.stores ?? []) meta.push({ "script:ld+json": localBusiness(store) });
  return meta;
};

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org LocalBusiness for one store: address, phone, place and weekly hours. */
function localBusiness(store: Store) {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: store.title,
    address: store.address,
    ...(store.phones[0] ? { telephone: store.phones[0] } : {}),
    ...(store.lat !== null && store.lng !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: store.lat, longitude: store.lng } }
      : {}),
    openingHoursSpecification: store.hours.flatMap((day) => {
      const [opens, closes] = day.hours?.split("-") ?? [];
      return opens && closes
        ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: DAYS[day.weekday], opens, closes }]
        : [];
    }),
  };
}

/** The store locator: a list that needs no JavaScript, and a map of the same stores with it. */
export default function Stores({
  loaderData: { title, stores, sellers, otherSellers, tileUrl },
}: Route.ComponentProps) {
  const t = useT();
  // One array per loader answer: the map redraws when the stores change, not on every render.
  const onMap = useMemo(
    () =>
      stores.flatMap((s) =>
        s.lat !== null && s.lng !== null
          ? [{ id: s.id, title: s.title, address: s.address, lat: s.lat, lng: s.lng }]
          : [],
      ),
    [stores],
  );
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-2">
        <section aria-labelledby="stores-list">
          <h2 id="stores-list" className="sr-only">
            {t("stores.list")}
          </h2>
          {stores.length === 0 ? <p>{t("info.empty")}</p> : null}
          <ul className="grid gap-4">
            {stores.map((store) => (
              <li key={store.id} className="card space-y-2 p-5" data-testid="store">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg">{store.title}</h3>
                  <span
                    className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${
                      store.isOpen ? "border border-success-ink text-success-ink" : "bg-danger text-on-danger"
                    }`}
                  >
                    {store.isOpen ? t("contacts.open") : t("contacts.closed")}
                  </span>
                </div>
                <p className="flex gap-2 text-sm">
                  <Icon name="map-pin" className="size-4 shrink-0" />
                  {store.address}
                </p>
                <p className="flex gap-2 text-sm">
                  <Icon name="clock" className="size-4 shrink-0" />
                  {store.hours_today
                    ? t("stores.today", { hours: store.hours_today })
                    : t("stores.closedToday")}
                </p>
                <p className="text-sm text-muted">{store.schedule}</p>
                {store.phones.map((phone) => (
                  <a
                    key={phone}
                    href={telHref(phone)}
                    className="block text-sm font-semibold text-link hover:underline"
                  >
                    {phone}
                  </a>
                ))}
                {store.lat !== null && store.lng !== null ? (
                  <a
                    className="inline-block text-sm text-link underline"
                    href={directionsUrl(store.lat, store.lng)}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t("stores.directions")}
                  </a>
                ) : null}
                <StoreSellers sellers={sellers[store.id] ?? []} headingId={`store-sellers-${store.id}`} />
              </li>
            ))}
          </ul>
          {otherSellers.length ? (
            <div className="card mt-4 p-5">
              <StoreSellers sellers={otherSellers} headingId="store-sellers-all" all />
            </div>
          ) : null}
        </section>
        <StoreMap stores={onMap} tileUrl={tileUrl} />
      </div>
    </>
  );
}
