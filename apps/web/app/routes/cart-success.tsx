import type { MessageKey } from "@sf/i18n";
import { useEffect } from "react";
import { Link, redirect } from "react-router";
import { OrderSummary } from "~/components/orders/order-summary.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { pushPurchase } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { knownBrowserId } from "~/lib/cart.server.ts";
import { startCart } from "~/lib/cart-store.ts";
import { translatorOf, useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/cart-success";

/**
 * /{lang}/cart/success?order={id}: the thanks after an order is created, with what was ordered,
 * how it reaches the shopper, its payment state and where the confirmation went. Only the
 * order's owner sees it (their browser or their account); no order, or someone else's, goes
 * back to the cart: there is nothing to thank for.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = langParam(params);
  const id = Number(new URL(request.url).searchParams.get("order"));
  const owner = knownBrowserId(request);
  const { signedIn, orders } = await apiFor(request);
  const order =
    Number.isInteger(id) && id > 0 && id < 2 ** 31 && (owner || signedIn)
      ? await orders.get(id, owner).catch((error) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        })
      : null;
  if (!order) throw redirect(`/${lang}/cart`);
  return { order };
}

const PAYMENT_TEXT: Record<string, MessageKey> = {
  paid: "order.paymentPaid",
  pending: "order.paymentPending",
  declined: "order.paymentDeclined",
  not_required: "order.paymentOnReceipt",
};

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  return seoMeta({
    site,
    title: site ? translatorOf(site.lang)("checkout.successTitle") : "",
    pathname: location.pathname,
    noindex: true,
  });
};

export default function CartSuccess({ loaderData: { order } }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  useEffect(() => {
    pushPurchase(currency, order);
  }, [order, currency]);
  // The cart was emptied by the order: refresh the counters.
  useEffect(() => {
    startCart(lang, true);
  }, [lang]);
  const email = order.shippingInformation.email;
  return (
    <>
      <PageHeader title={t("checkout.successTitle")} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <div className="flex items-start gap-3 rounded-card bg-surface-alt p-4">
          <Icon name="circle-check" className="size-10 shrink-0 text-success-ink" />
          <div className="space-y-1">
            <p className="text-xl font-semibold">{t("checkout.successNumber", { number: order.number })}</p>
            <p>{t("checkout.successText")}</p>
            <p data-testid="payment-status">
              {t(PAYMENT_TEXT[order.payment_status] ?? "order.paymentPending")}
            </p>
            {email ? (
              <p data-testid="confirmation-sent">{t("checkout.confirmationSent", { email })}</p>
            ) : null}
          </div>
        </div>
        <OrderSummary order={order} />
        <div className="flex flex-wrap gap-3">
          <Link to={href(`/order-checkout/${order.id}`)} className="btn btn-primary">
            {t("checkout.viewOrder")}
          </Link>
          <Link to={href("/")} className="btn btn-secondary">
            {t("checkout.backHome")}
          </Link>
        </div>
      </div>
    </>
  );
}
