import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { isBoard } from "~/lib/board/is-board.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/legal";

const DOCUMENTS = { terms: "terms", policy: "privacy_policy", cookies: "cookies" } as const;

/**
 * /terms, /policy and /cookies: one module, the document picked by the path. The board's terms
 * are the spec's static content 2 (`/api/static-content/2/`), in the page's language.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.split("/")[2] as keyof typeof DOCUMENTS;
  const api = await apiFor(request);
  if (isBoard && section === "terms") {
    const terms = await api.board.terms();
    return { document: { title: terms.title, html: terms.content } };
  }
  const legal = await api.site.legal();
  return { document: legal[DOCUMENTS[section] ?? "terms"] };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({ site: matches[0]?.loaderData, title: data?.document.title ?? "", pathname: location.pathname });

export default function Legal({ loaderData: { document } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={document.title} />
      <div className="mx-auto max-w-4xl px-4 py-8">
        <ShopHtml html={document.html} />
      </div>
    </>
  );
}
