import { telHref } from "~/components/chrome/header.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/contacts";

export async function loader({ request }: Route.LoaderArgs) {
  const { site } = await apiFor(request);
  const [page, shops] = await Promise.all([site.pageContacts(), site.contacts()]);
  return { page, shops };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: data?.page.title ?? "",
    description: data ? `${data.page.address} · ${data.page.phones.join(", ")}` : undefined,
    pathname: location.pathname,
  });

const mapLink = (lat: number, lng: number, zoom = 16) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;

export default function Contacts({ loaderData: { page, shops } }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={page.title} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <ShopHtml html={page.html} />
        </div>
        <aside className="card space-y-4 p-5" aria-label={t("chrome.contacts")}>
          <p className="flex gap-3">
            <Icon name="map-pin" className="size-5 shrink-0" />
            <span>
              {page.address}
              {page.map ? (
                <>
                  {" "}
                  <a
                    className="text-link underline"
                    href={mapLink(page.map.lat, page.map.lng, page.map.zoom)}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t("contacts.openMap")}
                  </a>
                </>
              ) : null}
            </span>
          </p>
          {page.phones.map((phone) => (
            <p key={phone} className="flex gap-3">
              <Icon name="phone" className="size-5 shrink-0" />
              <a href={telHref(phone)} className="font-semibold text-link hover:underline">
                {phone}
              </a>
            </p>
          ))}
          <p className="flex gap-3">
            <Icon name="mail" className="size-5 shrink-0" />
            <a href={`mailto:${page.email}`} className="text-link hover:underline">
              {page.email}
            </a>
          </p>
          <p className="flex gap-3">
            <Icon name="clock" className="size-5 shrink-0" />
            <span>{page.work_hours}</span>
          </p>
        </aside>
      </div>
      {shops.length ? (
        <section aria-labelledby="shops-title" className="mx-auto max-w-7xl px-4 pb-8">
          <h2 id="shops-title" className="mb-4 text-2xl">
            {t("contacts.shops", { count: shops.length })}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shops.map((shop) => (
              <li key={shop.shopId} className="card space-y-2 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg">{shop.title}</h3>
                  <span
                    className={`shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${
                      shop.isOpen ? "border border-success-ink text-success-ink" : "bg-danger text-on-danger"
                    }`}
                  >
                    {shop.isOpen ? t("contacts.open") : t("contacts.closed")}
                  </span>
                </div>
                <p className="text-sm">{shop.address}</p>
                <p className="text-sm text-muted">{shop.schedule}</p>
                {shop.phones.map((phone) => (
                  <a
                    key={phone}
                    href={telHref(phone)}
                    className="block text-sm font-semibold text-link hover:underline"
                  >
                    {phone}
                  </a>
                ))}
                {shop.lat !== null && shop.lng !== null ? (
                  <a
                    className="block text-sm text-link underline"
                    href={mapLink(shop.lat, shop.lng)}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t("contacts.openMap")}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
