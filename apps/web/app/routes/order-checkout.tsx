import type { OrderDetail } from "@sf/contract";
import { BROWSER_ID_COOKIE, isBrowserId } from "@sf/domain";
import { formatPrice, type MessageKey } from "@sf/i18n";
import { useEffect } from "react";
import { data, Form, redirectDocument, useNavigation } from "react-router";
import { OrderSummary } from "~/components/orders/order-summary.tsx";
import { Icon, type IconName } from "~/components/ui/icon.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { pushPurchase } from "~/lib/analytics.ts";
import { ApiError } from "~/lib/api/client.server.ts";
import { apiFor } from "~/lib/api/request.server.ts";
import { readCookie } from "~/lib/cookies.ts";
import { translatorOf, useLang, useSite, useT } from "~/lib/i18n.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/order-checkout";

/** The guest's browser id: the cookie, else the one the payment page sent back in the link. */
function ownerOf(request: Request): string | null {
  const cookie = readCookie(request.headers.get("cookie"), BROWSER_ID_COOKIE);
  if (isBrowserId(cookie)) return cookie;
  const fromLink = new URL(request.url).searchParams.get("no_user_id");
  return isBrowserId(fromLink) ? fromLink : null;
}

function orderId(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) throw data(null, { status: 404 });
  return id;
}

/**
 * /{lang}/order-checkout/{id}: an order's confirmation and payment state for its owner; an
 * unpaid card order can be paid (again) from here. Someone else's order is a 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = orderId(params);
  const owner = ownerOf(request);
  const { signedIn, orders } = await apiFor(request);
  if (!owner && !signedIn) throw data(null, { status: 404 });
  try {
    let order: OrderDetail = await orders.get(id, owner);
    // Back from the payment page: ask for the payment's state (a lost callback is recovered).
    if (order.payment_status === "pending") {
      await orders.paymentStatus(id, owner).catch(() => null);
      order = await orders.get(id, owner);
    }
    const outcome = new URL(request.url).searchParams.get("payment");
    return { order, outcome: outcome === "failed" ? "failed" : outcome === "ok" ? "ok" : null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function action({ params, request }: Route.ActionArgs) {
  const id = orderId(params);
  const owner = ownerOf(request);
  const { signedIn, orders } = await apiFor(request);
  if (!owner && !signedIn) throw data(null, { status: 404 });
  const result = await orders.pay(id, owner, new URL(request.url).origin);
  if (result.ok && result.data.result.payUrl) return redirectDocument(result.data.result.payUrl);
  return { payFailed: true };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const site = matches[0]?.loaderData;
  const tags = seoMeta({
    site,
    title: site ? translatorOf(site.lang)("order.title") : "",
    pathname: location.pathname,
    noindex: true,
  });
  // An iute application still being decided: the page asks again by itself, with or without JavaScript.
  const deciding = data?.order.payment_type === "iute" && data.order.payment_status === "pending";
  return deciding ? [...tags, { httpEquiv: "refresh", content: String(IUTE_REFRESH_SECONDS) }] : tags;
};

const IUTE_REFRESH_SECONDS = 10;

/** What an order paid in instalments through iute tells the shopper (decision 0048). */
const IUTE_TEXT: Record<string, MessageKey> = {
  paid: "order.iuteApproved",
  pending: "order.iutePending",
  declined: "order.iuteRefused",
};

const PAYMENT_TEXT: Record<string, MessageKey> = {
  paid: "order.paymentPaid",
  pending: "order.paymentPending",
  declined: "order.paymentDeclined",
  not_required: "order.paymentOnReceipt",
};

export default function OrderCheckout({ loaderData: { order, outcome }, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const settings = useSite()?.settings;
  const price = (value: number) => formatPrice(value, order.currency, lang);
  const navigation = useNavigation();
  const unpaidCard = order.payment_type === "card" && order.payment_status !== "paid";
  useEffect(() => {
    if (order.payment_status === "paid" || order.payment_status === "not_required")
      pushPurchase(settings?.project_currency ?? order.currency, order);
  }, [order, settings?.project_currency]);
  const iute = order.payment_type === "iute";
  const statusIcon: IconName =
    iute && order.payment_status !== "paid"
      ? order.payment_status === "declined"
        ? "circle-exclamation-point"
        : "clock"
      : order.payment_status === "paid"
        ? "circle-check"
        : unpaidCard
          ? outcome === "failed"
            ? "circle-exclamation-point"
            : "clock"
          : "circle-check";
  return (
    <>
      <PageHeader title={t("order.title")} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-6">
        <div className="flex items-start gap-3 rounded-card bg-surface-alt p-4">
          <Icon name={statusIcon} className="size-8 shrink-0" />
          <div>
            <p className="text-xl font-semibold">{t("checkout.successNumber", { number: order.number })}</p>
            <p data-testid="payment-status">
              {t((iute ? IUTE_TEXT : PAYMENT_TEXT)[order.payment_status] ?? "order.paymentPending")}
            </p>
            {outcome === "failed" && unpaidCard ? (
              <p className="text-danger-ink">{t("order.paymentFailed")}</p>
            ) : null}
          </div>
        </div>
        {unpaidCard ? (
          <Form method="post">
            <button type="submit" className="btn btn-primary" aria-disabled={navigation.state !== "idle"}>
              {t("order.payNow", { amount: price(order.final_price) })}
            </button>
            {actionData?.payFailed ? (
              <p role="alert" className="mt-2 font-semibold text-danger-ink">
                {t("order.payUnavailable")}
              </p>
            ) : null}
          </Form>
        ) : null}
        <OrderSummary order={order} />
      </div>
    </>
  );
}
