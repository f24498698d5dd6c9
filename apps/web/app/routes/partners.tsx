import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/partners";

/** /{lang}/partners: the shop's partners, grouped by region. */
export async function loader({ params, request }: Route.LoaderArgs) {
  langParam(params);
  const api = await apiFor(request);
  return { regions: await api.showcase.regionPartners() };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  return seoMeta({
    site,
    title: t ? t("showcase.partners.title") : "",
    description: loaded?.regions
      .map((r) => `${r.name}: ${r.partners.map((p) => p.name).join(", ")}`)
      .join(" · "),
    pathname: location.pathname,
    noindex: !loaded,
  });
};

export default function PartnersPage({ loaderData: { regions } }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader title={t("showcase.partners.title")} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-6">
        {regions.length ? null : <p className="card p-6 text-center">{t("showcase.partners.empty")}</p>}
        {regions.map((region) => (
          <section key={region.id} aria-labelledby={`region-${region.id}`}>
            <h2 id={`region-${region.id}`} className="mb-4 text-2xl">
              {region.name}
            </h2>
            <ul className="grid grid-cols-1 gap-4 min-[390px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {region.partners.map((partner) => {
                const body = (
                  <>
                    {partner.logo ? (
                      <img
                        src={partner.logo}
                        alt=""
                        width={320}
                        height={160}
                        loading="lazy"
                        decoding="async"
                        className="aspect-[2/1] w-full rounded-card border border-line bg-surface object-contain"
                      />
                    ) : null}
                    <span className="mt-2 block font-semibold">{partner.name}</span>
                  </>
                );
                return (
                  <li key={partner.id} className="card p-4">
                    {partner.url ? (
                      <a href={partner.url} rel="noopener noreferrer" className="block hover:underline">
                        {body}
                        <span className="sr-only"> — {t("showcase.partners.site")}</span>
                      </a>
                    ) : (
                      body
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
