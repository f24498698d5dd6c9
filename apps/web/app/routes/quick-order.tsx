import { productStockState, stepOf } from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { QuickOrderForm } from "~/components/cart/quick-order-form.tsx";
import { ProductPicture } from "~/components/catalogue/product-card.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { apiFor } from "~/lib/api/request.server.ts";
import { translatorOf, useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { quickOrderAction } from "~/lib/quick-order.server.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/quick-order";

/**
 * /{lang}/quick-order?product={id}: the one-click order form on its own page, where the product
 * page's "buy in one click" leads before its script runs (or without JavaScript). Its action
 * takes the form from here and from the product page's dialog (a fetcher). Never page-cached:
 * the form carries this visitor's idempotency key.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("product"));
  if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) throw data(null, { status: 404 });
  const [product] = (await (await apiFor(request)).catalogue.productsByIds([id])).products;
  if (!product) throw data(null, { status: 404 });
  // One key per rendering of the form: a double submit makes one order.
  return data(
    { product, idempotencyKey: crypto.randomUUID() },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export async function action({ params, request }: Route.ActionArgs) {
  return quickOrderAction(request, langParam(params));
}

/** The form's answer is shown in place: its post does not reload the product (nor a new key). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const t = site ? translatorOf(site.lang) : null;
  const preorder = data ? productStockState(data.product) === "preorder" : false;
  return seoMeta({
    site,
    title: t ? `${t(preorder ? "quick.preorder" : "quick.buy")}${data ? `: ${data.product.title}` : ""}` : "",
    pathname: location.pathname,
    noindex: true,
  });
};

export default function QuickOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, idempotencyKey } = loaderData;
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const state = productStockState(product);
  return (
    <>
      <PageHeader title={t(state === "preorder" ? "quick.preorder" : "quick.buy")} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
        <div className="flex gap-4">
          <ProductPicture
            image={product.img}
            alt=""
            sizes="96px"
            className="size-24 shrink-0 rounded-card object-cover"
          />
          <div className="min-w-0 space-y-1">
            <Link to={href(`/product/${product.url}`)} className="font-semibold hover:underline">
              {product.title}
            </Link>
            <p className="text-muted">{formatPrice(product.price, currency, lang)}</p>
          </div>
        </div>
        {state === "out_of_stock" && !actionData?.ok ? (
          <p className="font-semibold">{t("quick.unavailable")}</p>
        ) : (
          <>
            <p>{t("quick.hint")}</p>
            <QuickOrderForm
              product={product}
              count={stepOf(product.multiplicity)}
              idempotencyKey={idempotencyKey}
              pageResult={actionData}
            />
          </>
        )}
      </div>
    </>
  );
}
