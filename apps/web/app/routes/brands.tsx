import type { BrandSummary } from "@sf/contract";

import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/brands";

/** /{lang}/brands: every brand of the shop by first letter, with a letter index and the featured brands. */
export async function loader({ request }: Route.LoaderArgs) {
  const index = await (await apiFor(request)).catalogue.brands();
  return { index };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  return seoMeta({
    site,
    title: site ? translatorOf(site.lang)("brands.title") : "",
    pathname: location.pathname,
  });
};

/** An anchor id per letter group that is a valid, readable fragment ("0-9" -> "brands-0-9"). */
const anchor = (letter: string) => `brands-${letter === "#" ? "other" : letter}`;

function BrandLogo({ brand, size }: { brand: BrandSummary; size: "sm" | "lg" }) {
  if (!brand.logo) return null;
  return (
    <img
      src={brand.logo}
      alt=""
      width={320}
      height={160}
      loading="lazy"
      className={size === "lg" ? "h-16 w-32 rounded object-contain" : "h-8 w-16 rounded object-contain"}
    />
  );
}

export default function Brands({ loaderData: { index } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  return (
    <>
      <PageHeader title={t("brands.title")} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        {index.letters.length ? (
          <nav aria-label={t("brands.letters")} className="sticky top-0 z-10 -mx-4 bg-surface px-4 py-2">
            <ul className="flex flex-wrap gap-1">
              {index.letters.map((group) => (
                <li key={group.letter}>
                  <a
                    href={`#${anchor(group.letter)}`}
                    className="inline-flex h-10 min-w-10 items-center justify-center rounded-button border border-line px-2 font-semibold hover:bg-surface-alt"
                  >
                    {group.letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <p className="card p-6 text-center">{t("brands.empty")}</p>
        )}
        {index.featured.length ? (
          <section aria-labelledby="brands-featured" className="mt-8">
            <h2 id="brands-featured" className="mb-4 text-2xl">
              {t("brands.featured")}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {index.featured.map((brand) => (
                <li key={brand.id}>
                  <Link
                    to={href(`/brands/${brand.slug}`)}
                    className="card flex h-full flex-col items-center gap-2 p-4 text-center hover:ring-2 hover:ring-secondary"
                  >
                    <BrandLogo brand={brand} size="lg" />
                    <span className="font-semibold leading-tight">{brand.name}</span>
                    <span className="text-sm text-muted">
                      {t("brands.productCount", { count: brand.product_count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="mt-10 space-y-8">
          {index.letters.map((group) => (
            <section
              key={group.letter}
              id={anchor(group.letter)}
              aria-labelledby={`${anchor(group.letter)}-title`}
              className="scroll-mt-20"
            >
              <h2 id={`${anchor(group.letter)}-title`} className="mb-3 border-b border-line pb-1 text-2xl">
                {group.letter}
              </h2>
              <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-4">
                {group.brands.map((brand) => (
                  <li key={brand.id}>
                    <Link
                      to={href(`/brands/${brand.slug}`)}
                      className="flex items-center gap-2 hover:underline"
                    >
                      <BrandLogo brand={brand} size="sm" />
                      <span>{brand.name}</span>
                      <span className="text-sm text-muted">({brand.product_count})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
