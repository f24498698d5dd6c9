import { data, redirect } from "react-router";
import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { orNotFound } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/cms-page";

/**
 * A CMS page by slug. A slug from another language redirects to this language's slug; the
 * page's own translations drive the language switcher and hreflang links.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = langParam(params);
  if (!/^[\p{L}\p{N}_-]{1,200}$/u.test(params.slug)) throw data(null, { status: 404 });
  const page = await orNotFound((await apiFor(request)).site.page(params.slug));
  if (page.lang === lang && page.slug !== params.slug) throw redirect(`/${lang}/page/${page.slug}`, 301);
  const alternates = Object.fromEntries(
    Object.entries(page.alternates).map(([l, slug]) => [l, `/page/${slug}`]),
  );
  return { page, alternates, ignoreLayout: page.ignore_layout };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: data?.page.seo_title || data?.page.title || "",
    description: data?.page.seo_description,
    alternates: data?.alternates,
    pathname: location.pathname,
  });

export default function CmsPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={page.title} crumbs={page.show_breadcrumbs} />
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ShopHtml html={page.html} />
      </div>
    </>
  );
}
