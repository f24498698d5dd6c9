import type { ServiceCenterPage } from "@sf/contract";
import { telHref } from "~/components/chrome/header.tsx";
import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/info-page";

const PAGES = { discount: "discount_page", insurance: "insurance_page" } as const;

/**
 * /discount, /insurance and /service-center: one document screen, picked by the path (/credit has
 * its own screen with the calculator: credit.tsx).
 * A shop without the page (the API's 404) shows the 404 page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.split("/")[2] ?? "";
  const { infoPages } = await apiFor(request);
  if (section === "service-center") {
    const page = await orNotFound(infoPages.serviceCenter());
    return { page, centre: page as ServiceCenterPage | null };
  }
  const key = PAGES[section as keyof typeof PAGES] ?? "discount_page";
  return { page: await orNotFound(infoPages.page(key)), centre: null };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: data?.page.title ?? "",
    description: data?.page.html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 160),
    pathname: location.pathname,
  });

export default function InfoPage({ loaderData: { page, centre } }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={page.title} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ShopHtml html={page.html} />
          {page.sections.map((section) => (
            <section key={section.title} className="card p-5">
              <h2 className="text-xl">{section.title}</h2>
              <ShopHtml html={section.html} className="mt-2" />
            </section>
          ))}
        </div>
        {centre ? (
          <aside className="card content-start space-y-3 p-5" aria-label={t("info.serviceCenter")}>
            <h2 className="text-lg">{t("info.address")}</h2>
            <p>{centre.address}</p>
            <h2 className="text-lg">{t("info.phones")}</h2>
            {centre.phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className="block font-semibold text-link hover:underline">
                {phone}
              </a>
            ))}
            <h2 className="text-lg">{t("info.workHours")}</h2>
            <p>{centre.work_hours}</p>
          </aside>
        ) : null}
      </div>
    </>
  );
}
