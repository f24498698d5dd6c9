import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/about";

export async function loader({ request }: Route.LoaderArgs) {
  return { about: await (await apiFor(request)).site.about() };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: data?.about.title ?? "",
    description: data?.about.html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 160),
    pathname: location.pathname,
  });

export default function About({ loaderData: { about } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={about.title} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-3">
        <ShopHtml html={about.html} className="lg:col-span-2" />
        {about.facts.length ? (
          <dl className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
            {about.facts.map((fact) => (
              <div key={fact.label} className="card p-5">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="font-heading text-3xl font-bold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </>
  );
}
