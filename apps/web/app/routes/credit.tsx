import type { InfoPage, Store } from "@sf/contract";
import { data } from "react-router";
import { telHref } from "~/components/chrome/header.tsx";
import { CreditCalculator } from "~/components/credit/credit-calculator.tsx";
import { PageHeader, ShopHtml } from "~/components/ui/page-header.tsx";
import { ApiError } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { submitCreditRequest } from "~/lib/credit.server.ts";
import { translatorOf, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/credit";

/**
 * /{lang}/credit: the shop's credit page (decision 0044): its information document, the
 * calculator (`?amount=&programme=&months=&product=` when sent without JavaScript, or linked from
 * the cart and a product), the branches that arrange credit, and the application. A shop with
 * neither programmes nor the document shows the 404 page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  const [page, calculator, filials] = await Promise.all([
    api.infoPages.page("credit_page").catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
    api.credit.calculator(),
    api.credit.filials().catch(() => [] as Store[]),
  ]);
  if (!page && !calculator.programmes.length) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const read = (name: string, max: number) => (query.get(name) ?? "").slice(0, max);
  return {
    title: page?.title ?? translatorOf(api.lang)("credit.title"),
    page: page as InfoPage | null,
    programmes: calculator.programmes,
    filials,
    query: {
      amount: read("amount", 12),
      months: read("months", 3),
      programme: read("programme", 10),
      product: /^\d{1,10}$/.test(read("product", 10)) ? read("product", 10) : "",
    },
  };
}

export async function action({ params, request }: Route.ActionArgs) {
  langParam(params);
  return submitCreditRequest(request, await request.formData());
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seoMeta({
    site: matches[0]?.loaderData,
    title: data?.title ?? "",
    description: data?.page?.html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 160),
    pathname: location.pathname,
  });

export default function CreditPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { page, programmes, filials, query } = loaderData;
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        {page ? <ShopHtml html={page.html} /> : null}
        {programmes.length ? (
          <CreditCalculator programmes={programmes} initial={query} result={actionData} />
        ) : null}
        {page?.sections.length ? (
          <div className="grid gap-4 md:grid-cols-2">
            {page.sections.map((section) => (
              <section key={section.title} className="card p-5">
                <h2 className="text-xl">{section.title}</h2>
                <ShopHtml html={section.html} className="mt-2" />
              </section>
            ))}
          </div>
        ) : null}
        {filials.length ? (
          <section aria-labelledby="credit-filials" data-testid="credit-filials">
            <h2 id="credit-filials" className="mb-3 text-xl">
              {t("credit.filials")}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {filials.map((store) => (
                <li key={store.id} className="card space-y-1 p-4 text-sm">
                  <h3 className="text-base font-semibold">{store.title}</h3>
                  <p>{store.address}</p>
                  <p className="text-muted">{store.schedule}</p>
                  {store.phones.map((phone) => (
                    <a
                      key={phone}
                      href={telHref(phone)}
                      className="block font-semibold text-link hover:underline"
                    >
                      {phone}
                    </a>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
