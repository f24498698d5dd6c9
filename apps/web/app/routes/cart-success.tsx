import { useEffect } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { pushPurchase } from "~/lib/analytics.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { knownBrowserId } from "~/lib/cart.server.ts";
import { startCart } from "~/lib/cart-store.ts";
import { translatorOf, useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/cart-success";

/** /{lang}/cart/success?order={id}: shown after an order is created. */
export async function loader({ request }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("order"));
  const order = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
  const owner = knownBrowserId(request);
  // The order's lines for GA4 `purchase`; only its owner gets them.
  const detail =
    order && owner ? await (await apiFor(request)).orders.get(order, owner).catch(() => null) : null;
  return { order, detail };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  return seoMeta({
    site,
    title: site ? translatorOf(site.lang)("checkout.successTitle") : "",
    pathname: location.pathname,
    noindex: true,
  });
};

export default function CartSuccess({ loaderData: { order, detail } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  useEffect(() => {
    if (detail) pushPurchase(currency, detail);
  }, [detail, currency]);
  // The cart was emptied by the order: refresh the counters.
  useEffect(() => {
    startCart(lang, true);
  }, [lang]);
  return (
    <>
      <PageHeader title={t("checkout.successTitle")} />
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-12 text-center">
        <Icon name="circle-check" className="size-16 text-success-ink" />
        {order ? (
          <p className="text-xl font-semibold">{t("checkout.successNumber", { number: String(order) })}</p>
        ) : null}
        <p>{t("checkout.successText")}</p>
        <Link to={href("/")} className="btn btn-primary">
          {t("checkout.backHome")}
        </Link>
      </div>
    </>
  );
}
