import type { Cart, CreditOffer, DeliveryAddress, Region, Store } from "@sf/contract";
import { type IuteChoice, money, readPostalSteps, type StoreCartStock, storeCartStock } from "@sf/domain";
import { formatNumber, formatPrice } from "@sf/i18n";
import { useEffect } from "react";
import { Link } from "react-router";
import { CartLine } from "~/components/cart/cart-line.tsx";
import { ProductCarousel } from "~/components/catalogue/product-carousel.tsx";
import { type CheckoutContact, CheckoutForm } from "~/components/checkout/checkout-form.tsx";
import { CartMealPlanLine } from "~/components/meal-plan/cart-meal-plan-line.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { PageHeader } from "~/components/ui/page-header.tsx";
import { ga4Item, pushEcommerce } from "~/lib/analytics.ts";
import { siteSettings } from "~/lib/api/client.server.ts";
import { type Api, apiFor } from "~/lib/api/request.server.ts";
import type { CardView as ProductCard } from "~/lib/card-view.ts";
import { loadCart } from "~/lib/cart.server.ts";
import { seedCart, useCartState } from "~/lib/cart-store.ts";
import { checkoutAction } from "~/lib/checkout.server.ts";
import { translatorOf, useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import { iuteChoicesForCart } from "~/lib/iute.server.ts";
import { loadPostalSteps } from "~/lib/nova-post.server.ts";
import type { PostalStepsData } from "~/lib/nova-post.ts";
import { langParam } from "~/lib/params.ts";
import { seoMeta } from "~/lib/seo.ts";
import type { Route } from "./+types/cart";

/** /{lang}/cart: the visitor's cart, rendered on the server (never page-cached: it is theirs). */
export async function loader({ request }: Route.LoaderArgs) {
  const api = await apiFor(request);
  // One key per rendering of the form: a double submit (or a retry after a lost answer) makes one order.
  const idempotencyKey = crypto.randomUUID();
  // A change refused to a form posted without JavaScript (see cartAction).
  const query = new URL(request.url).searchParams;
  const problem = query.get("problem");
  const refused = problem === "stock" || problem === "failed" ? problem : null;
  // Nova Post's steps without JavaScript (`np_*`): the carrier is asked only when they are there.
  const steps = readPostalSteps(query);
  const [stores, regions] = await Promise.all([
    api.delivery.stores().catch(() => [] as Store[]),
    api.delivery.regions().catch(() => [] as Region[]),
  ]);
  try {
    const cart = await loadCart(request);
    const postalSteps = steps && cart.products.length ? loadPostalSteps(api.delivery, steps, cart) : null;
    // Products that go with the cart's (a failure is an empty list). Awaited, not streamed: a
    // boundary resolving while the shopper fills the form would re-render it under their fingers.
    const ids = cart.products.map((line) => line.id).slice(0, 50);
    const [recommended, credits, storeStock] = ids.length
      ? await Promise.all([
          api.catalogue
            .recommended(ids)
            .then((list) => list.products)
            .catch(() => [] as ProductCard[]),
          // Credit offers for the cart's total (none when the shop has no programme).
          api.orders
            .credits(cart.products.slice(0, 50).map((line) => ({ id: line.id, count: line.count })))
            .catch(() => [] as CreditOffer[]),
          pickupStock(api, cart, stores),
        ])
      : [[] as ProductCard[], [] as CreditOffer[], null];
    // A customer's details and saved delivery addresses fill the checkout (all editable).
    const [addresses, contact] = api.signedIn
      ? await Promise.all([
          api.delivery.addresses().catch(() => [] as DeliveryAddress[]),
          api.account
            .me()
            .then((me) => ({
              name: [me.first_name, me.last_name].filter(Boolean).join(" "),
              phone: me.phone,
              email: me.email,
            }))
            .catch(() => null),
        ])
      : [[] as DeliveryAddress[], null];
    const postal = await postalSteps;
    const iute = iuteChoicesForCart(await siteSettings(), cart);
    return {
      iute,
      cart,
      failed: false,
      stores,
      regions,
      idempotencyKey,
      refused,
      recommended,
      credits,
      storeStock,
      addresses,
      contact,
      postal,
    };
  } catch {
    const recommended: ProductCard[] = [];
    const credits: CreditOffer[] = [];
    const addresses: DeliveryAddress[] = [];
    const contact: CheckoutContact | null = null;
    const postal: PostalStepsData | null = null;
    const storeStock: [number, StoreCartStock][] | null = null;
    const iute: IuteChoice[] = [];
    return {
      iute,
      cart: null,
      failed: true,
      stores,
      regions,
      idempotencyKey,
      refused,
      recommended,
      credits,
      storeStock,
      addresses,
      contact,
      postal,
    };
  }
}

/**
 * How much of the cart each pickup store holds (null when the shop sells below zero, so any
 * store will do, or when the answer failed). A preorder line without stock is taken from no
 * store, so it is left out.
 */
async function pickupStock(
  api: Api,
  cart: Cart,
  stores: Store[],
): Promise<[number, StoreCartStock][] | null> {
  if (!stores.length || (await siteSettings()).allow_negative_stock === true) return null;
  const lines = cart.products
    .filter((line) => !(line.product.preorder && !line.product.available))
    .slice(0, 50)
    .map((line) => ({ id: line.id, count: line.count }));
  if (!lines.length) return null;
  const availability = await api.catalogue.availability(lines).catch(() => null);
  if (!availability) return null;
  return [
    ...storeCartStock(
      stores.map((s) => s.id),
      lines.map((line) => line.id),
      availability,
    ),
  ];
}

export async function action({ params, request }: Route.ActionArgs) {
  return checkoutAction(request, langParam(params));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = matches[0]?.loaderData;
  return seoMeta({
    site,
    title: site ? translatorOf(site.lang)("cart.title") : "",
    pathname: location.pathname,
    noindex: true,
  });
};

export default function CartPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const href = useHref();
  const lang = useLang();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  const state = useCartState();
  useEffect(() => {
    if (loaderData.cart) seedCart(loaderData.cart, params.lang);
  }, [loaderData.cart, params.lang]);
  // GA4 begin_checkout: the cart page with its checkout form, once per visit of the page.
  useEffect(() => {
    const lines = loaderData.cart?.products ?? [];
    if (lines.length)
      pushEcommerce(
        "begin_checkout",
        currency,
        lines.map((l) => l.product),
        {
          value: loaderData.cart?.total_price,
          items: lines.map((l) => ({ ...ga4Item(l.product), quantity: l.count })),
        },
      );
  }, [loaderData.cart, currency]);
  const cart = state.cart ?? loaderData.cart;

  return (
    <>
      <PageHeader title={t("cart.title")} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        {loaderData.refused ? (
          <p
            role="alert"
            className="mb-4 rounded-card border border-danger p-4 font-semibold text-danger-ink"
          >
            {t(loaderData.refused === "stock" ? "cart.notEnoughStock" : "cart.failed")}
          </p>
        ) : null}
        {!cart ? (
          <p role="alert" className="rounded-card border border-danger p-4">
            {t("cart.loadFailed")}
          </p>
        ) : cart.products.length === 0 && !cart.meal_plan ? (
          <div className="flex flex-col items-center gap-4 py-12 text-center">
            <Icon name="shopping-bag" className="size-16 text-muted" />
            <p className="text-lg">{t("cart.empty")}</p>
            <Link to={href("/product_list")} className="btn btn-primary">
              {t("cart.startShopping")}
            </Link>
          </div>
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
            <ul aria-label={t("cart.lines")}>
              {cart.meal_plan ? <CartMealPlanLine plan={cart.meal_plan} /> : null}
              {cart.products.map((line) => (
                <CartLine key={line.id} line={line} points={cart.available_bonuses ?? 0} />
              ))}
            </ul>
            <aside aria-labelledby="cart-summary" className="h-fit space-y-3 rounded-card bg-surface-alt p-5">
              <h2 id="cart-summary" className="text-xl font-bold">
                {t("cart.summary")}
              </h2>
              <dl className="space-y-2">
                <div className="flex justify-between">
                  <dt>{t("cart.itemsInCart", { count: cart.products.length + (cart.meal_plan ? 1 : 0) })}</dt>
                  <dd>{formatPrice(cart.total_price + cart.total_discount, currency, lang)}</dd>
                </div>
                {cart.total_discount > 0 ? (
                  <div className="flex justify-between text-danger-ink">
                    <dt>{t("cart.youSave")}</dt>
                    <dd>−{formatPrice(cart.total_discount, currency, lang)}</dd>
                  </div>
                ) : null}
                {cart.loyalty_give > 0 ? (
                  <div className="flex justify-between text-sm text-muted">
                    <dt>{t("cart.loyaltyEarned")}</dt>
                    <dd>{cart.loyalty_give}</dd>
                  </div>
                ) : null}
                {cart.used_bonuses ? (
                  <div className="flex justify-between text-danger-ink">
                    <dt>{t("checkout.pointsUsed")}</dt>
                    <dd>−{formatPrice(cart.used_bonuses, currency, lang)}</dd>
                  </div>
                ) : null}
                <div className="flex justify-between border-t border-line pt-2 text-lg font-bold">
                  <dt>{t("cart.total")}</dt>
                  <dd data-testid="cart-total">
                    {formatPrice(money(cart.total_price - (cart.used_bonuses ?? 0)), currency, lang)}
                  </dd>
                </div>
                {cart.available_bonuses !== undefined ? (
                  <div className="flex justify-between text-sm text-muted" data-testid="points-balance">
                    <dt>{t("cart.pointsAvailable")}</dt>
                    <dd>{formatNumber(cart.available_bonuses)}</dd>
                  </div>
                ) : null}
              </dl>
              {loaderData.credits[0] ? (
                <div className="rounded-card border border-line p-3 text-sm" data-testid="credit-offers">
                  <p className="font-semibold">
                    {t("cart.creditFrom", {
                      amount: formatPrice(loaderData.credits[0].monthly, currency, lang),
                    })}
                  </p>
                  <ul className="mt-1 space-y-1 text-muted">
                    {loaderData.credits.map((offer) => (
                      <li key={offer.id}>
                        {t("cart.creditOffer", {
                          title: offer.title,
                          months: offer.months,
                          amount: formatPrice(offer.monthly, currency, lang),
                          total: formatPrice(offer.total, currency, lang),
                        })}
                        {` · ${t("credit.fromDae", { dae: offer.dae })}`}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={`${href("/credit")}?amount=${loaderData.credits[0].sum}`}
                    className="mt-2 inline-block font-semibold text-link hover:underline"
                  >
                    {t("credit.cartLink")}
                  </Link>
                </div>
              ) : null}
            </aside>
            <div className="lg:col-span-2">
              {site?.settings.is_registration_required_for_order && !site.signedIn ? (
                <p
                  className="rounded-card border border-line bg-surface p-4 font-semibold"
                  data-testid="sign-in-to-order"
                >
                  {t("checkout.signInToOrder")}{" "}
                  <Link to={href(`/login?next=${encodeURIComponent(`/${lang}/cart`)}`)} className="underline">
                    {t("account.login")}
                  </Link>{" "}
                  ·{" "}
                  <Link to={href("/registration")} className="underline">
                    {t("account.register")}
                  </Link>
                </p>
              ) : (
                <CheckoutForm
                  cart={cart}
                  stores={loaderData.stores}
                  storeStock={loaderData.storeStock}
                  regions={loaderData.regions}
                  addresses={loaderData.addresses}
                  contact={loaderData.contact}
                  postalSteps={loaderData.postal}
                  idempotencyKey={loaderData.idempotencyKey}
                  result={actionData}
                  iute={loaderData.iute}
                />
              )}
            </div>
            <div className="min-w-0 lg:col-span-2">
              <ProductCarousel
                id="cart-recommended"
                title={t("cart.recommended")}
                products={loaderData.recommended}
                itemList={{ id: "cart_recommended", name: t("cart.recommended") }}
              />
            </div>
          </div>
        )}
      </div>
    </>
  );
}
