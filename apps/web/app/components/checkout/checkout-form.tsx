import type { Cart, DeliveryAddress, Region, Store } from "@sf/contract";
import {
  CAPITAL_REGION_ID,
  checkoutOptions,
  checkoutSwitchesOf,
  type IuteChoice,
  missingToMinimum,
  preferredPickupStore,
  type StoreCartStock,
} from "@sf/domain";
import { formatPrice } from "@sf/i18n";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { NovaPostPicker, type PostalQuote } from "~/components/cart/nova-post-picker.tsx";
import { NovaPostChoice, NovaPostSteps } from "~/components/cart/nova-post-steps.tsx";
import { inputClass } from "~/components/ui/form-field.tsx";
import type { CheckoutResult } from "~/lib/checkout.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import type { PostalStepsData } from "~/lib/nova-post.ts";
import { AddressFields } from "./address-fields.tsx";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { Prescriptions, Terms } from "./confirmations.tsx";
import { ContactFields, type ContactValues } from "./contact-fields.tsx";
import { DeliveryMethod, type Method } from "./delivery-method.tsx";
import { ErrorSummary } from "./error-summary.tsx";
import { OrderField } from "./field.tsx";
import { OrderProblems } from "./order-problems.tsx";
import { PaymentOptions } from "./payment-options.tsx";
import { PickupFields } from "./pickup-fields.tsx";
import { PromoCode, usePromo } from "./promo-code.tsx";
import { useDeliveryData } from "./use-delivery-data.ts";
import { useFormProblems } from "./use-form-problems.ts";

type OrderRefusal = Extract<CheckoutResult, { intent: "order" }>;

/** A signed-in customer's details, filled into the contact fields. */
export type CheckoutContact = ContactValues;

/**
 * The checkout form under the cart: contact, how the order is received (delivery to an address,
 * pickup at a store, or Nova Post), payment, promo code, prescriptions, comments and terms.
 * What the cart may be ordered with comes from the domain's `checkoutOptions`; what must be
 * filled in from its `checkoutFormProblems`, checked here before sending and again by the cart
 * page's action (so a page without JavaScript gets the same messages). Refusals show beside
 * each field, listed at the top, and the first refused field gets the focus below the sticky
 * header. Works without JavaScript (the delivery price and pickup times then appear after the
 * first submit; Nova Post is chosen in steps of its own, `NovaPostSteps`).
 */
export function CheckoutForm({
  cart,
  stores,
  storeStock = null,
  regions,
  addresses = [],
  contact = null,
  idempotencyKey,
  result,
  postalSteps = null,
  iute = [],
}: {
  cart: Cart;
  stores: Store[];
  /** How much of the cart each store holds, by store id (null: not known, or any will do). */
  storeStock?: [number, StoreCartStock][] | null;
  regions: Region[];
  /** A signed-in customer's saved delivery addresses (the first is chosen to begin with). */
  addresses?: DeliveryAddress[];
  contact?: CheckoutContact | null;
  idempotencyKey: string;
  result: CheckoutResult | undefined;
  /** Nova Post's steps without JavaScript, when the page's query has them. */
  postalSteps?: PostalStepsData | null;
  /** The instalment plans iute offers for the cart (decision 0048). */
  iute?: IuteChoice[];
}) {
  const t = useT();
  const lang = useLang();
  const site = useSite();
  const price = (value: number) => formatPrice(value, site?.settings.project_currency ?? "MDL", lang);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  const refusal: OrderRefusal | null = result?.intent === "order" && !result.ok ? result : null;
  const values = refusal?.values ?? null;

  const options = checkoutOptions({
    lines: cart.products.map((p) => ({
      productId: p.id,
      isRecipe: p.is_recipe,
      homeDelivery: p.home_delivery,
      cardPaymentAvailable: p.card_payment_available,
    })),
    delivers: regions.length > 0,
    postal: Boolean(site?.settings.additional_settings.novapost.enabled),
    // The ways the owner switched off are not offered (the API refuses them too).
    switches: checkoutSwitchesOf(site?.settings ?? {}),
  });
  const offered = (m: string) => options.methods.some((o) => o.method === m && o.available);
  const postalPossible = offered("novapost");
  // Until hydration (and for good without JavaScript) Nova Post is chosen in its own steps; once
  // hydrated, the live picker takes over. Shops without Nova Post skip that extra render.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (postalPossible) setHydrated(true);
  }, [postalPossible]);
  const asked = values?.deliveryType;
  const [method, setMethod] = useState<Method>(
    postalPossible && postalSteps
      ? "novapost"
      : asked && offered(asked)
        ? (asked as Method)
        : options.initialMethod,
  );
  const [postalQuote, setPostalQuote] = useState<PostalQuote>({
    price: postalSteps?.price?.price ?? null,
    warning: postalSteps?.warning || null,
  });
  const savedRegion = addresses[0]?.shipping_region_id;
  const [regionId, setRegionId] = useState<number>(
    (savedRegion && regions.find((r) => r.id === savedRegion)?.id) ||
      (regions.find((r) => r.id === CAPITAL_REGION_ID)?.id ?? regions[0]?.id ?? 0),
  );
  const [speed, setSpeed] = useState<"standart" | "express">("standart");
  const stock = new Map(storeStock ?? []);
  // The store sent before a refusal, else the first that has the whole cart.
  const [storeId, setStoreId] = useState<number>(
    stores.find((s) => String(s.id) === values?.shop_id)?.id ??
      preferredPickupStore(
        stores.map((s) => s.id),
        stock,
      ) ??
      0,
  );
  const { applied } = usePromo();
  const goods = applied ? applied.general_price : cart.total_price;
  const data = useDeliveryData({ method, regionId, storeId, goods });
  const quote = data.quotes[speed] ?? data.quotes.standart;
  const delivery =
    method === "pickup" ? 0 : method === "novapost" ? postalQuote.price : (quote?.price ?? null);
  const priceOf = (value: number | null | undefined) =>
    value === null || value === undefined ? null : value === 0 ? t("checkout.free") : price(value);

  const recipeLines = cart.products.filter((p) => options.prescriptionLines.includes(p.id));
  const { form, summary, prescriptions, focus, error, check } = useFormProblems(
    cart,
    options.prescriptionLines,
    refusal,
  );

  const minimum = site?.settings.cart_settings.min_order_sum ?? 0;
  const missing = missingToMinimum(cart.total_price, minimum);
  return (
    <section aria-labelledby="checkout-title" className="mt-10 max-w-3xl">
      <h2 id="checkout-title" className="mb-4 text-2xl font-bold">
        {t("checkout.title")}
      </h2>
      {postalPossible && !hydrated ? <NovaPostSteps data={postalSteps} /> : null}
      <PromoCode />
      <Form
        ref={form}
        method="post"
        noValidate
        className="space-y-6"
        aria-describedby="checkout-problem"
        onSubmit={check}
      >
        <ErrorSummary items={summary} />
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {applied ? <input type="hidden" name="promo_code" value={applied.code} /> : null}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("checkout.contact")}</legend>
          <ContactFields
            form="checkout"
            values={values ?? contact}
            error={error}
            emailLabel={t("checkout.email")}
            focus={focus}
          />
          <OrderField form="checkout" name="company_name" label={t("checkout.company")} error={null}>
            {(props) => (
              <input
                {...props}
                name="company_name"
                autoComplete="organization"
                maxLength={200}
                defaultValue={values?.company_name}
                className={inputClass}
              />
            )}
          </OrderField>
        </fieldset>

        <DeliveryMethod
          options={options}
          hasStores={stores.length > 0}
          method={method}
          onChange={setMethod}
          prices={{
            delivery: priceOf(data.quotes.standart?.price),
            pickup: t("checkout.free"),
            novapost: priceOf(postalQuote.price),
          }}
        />

        {method === "novapost" ? (
          hydrated ? (
            <NovaPostPicker cart={cart} goods={goods} error={error} onQuote={setPostalQuote} />
          ) : (
            <NovaPostChoice data={postalSteps} error={error} />
          )
        ) : method === "delivery" ? (
          <AddressFields
            addresses={addresses}
            regions={regions}
            regionId={regionId}
            onRegion={setRegionId}
            localities={data.localities}
            localitiesLoaded={data.localitiesLoaded}
            speed={speed}
            onSpeed={setSpeed}
            speedPrices={{
              standart: priceOf(data.quotes.standart?.price),
              express: priceOf(data.quotes.express?.price),
            }}
            values={values}
            error={error}
            focus={focus}
          />
        ) : (
          <PickupFields
            stores={stores}
            stock={stock}
            storeId={storeId}
            onStore={setStoreId}
            days={data.slots}
            error={error}
            focus={focus}
          />
        )}

        <PaymentOptions payments={options.payments} chosen={values?.paymentType} iute={iute} price={price} />
        <Prescriptions lines={recipeLines} missing={prescriptions} focus={focus} />

        <OrderField form="checkout" name="comments" label={t("checkout.comments")} error={null}>
          {(props) => (
            <textarea
              {...props}
              name="comments"
              rows={3}
              maxLength={1000}
              defaultValue={values?.comments}
              className={`${inputClass} py-2`}
            />
          )}
        </OrderField>

        <CheckoutSummary
          cart={cart}
          applied={applied}
          delivery={delivery}
          missingToFree={method === "delivery" ? (quote?.missing_to_free_delivery ?? null) : null}
          price={price}
        />

        <Terms error={error("terms")} focus={focus === "terms"} />

        <OrderProblems refusal={refusal} minimum={minimum} missing={missing} price={price} />

        <button type="submit" className="btn btn-primary w-full sm:w-auto" aria-disabled={submitting}>
          {t("checkout.submit")}
        </button>
      </Form>
    </section>
  );
}
