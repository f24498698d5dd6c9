import type {
  Cart,
  DeliveryAddress,
  DeliveryCost,
  DeliveryTime,
  Locality,
  Region,
  Store,
} from "@sf/contract";
import {
  CAPITAL_REGION_ID,
  checkoutOptions,
  finalTotal,
  loyaltySpend,
  missingToMinimum,
  money,
  PHONE_MAX_LENGTH,
  shopTax,
} from "@sf/domain";
import { formatPrice, type MessageKey } from "@sf/i18n";
import { useEffect, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Field as FormField, inputClass as input } from "~/components/ui/form-field.tsx";
import type { CheckoutResult } from "~/lib/checkout.ts";
import { useHref, useLang, useSite, useT } from "~/lib/i18n.ts";
import type { PostalStepsData } from "~/lib/nova-post.ts";
import { NovaPostPicker, type PostalQuote } from "./nova-post-picker.tsx";
import { NovaPostChoice, NovaPostSteps } from "./nova-post-steps.tsx";
import { TaxRow } from "./tax-row.tsx";

type OrderRefusal = Extract<CheckoutResult, { intent: "order" }>;

/** The checkout's fields: their errors' ids start with `checkout-`. */
const Field = (props: Omit<Parameters<typeof FormField>[0], "form">) => (
  <FormField form="checkout" {...props} />
);

/** The API's field names -> the message key the form shows. */
const FIELD_MESSAGES: Record<string, MessageKey> = {
  name: "checkout.errorName",
  phone: "checkout.errorPhone",
  email: "checkout.errorEmail",
  shop_id: "checkout.errorStore",
  region_id: "checkout.errorRegion",
  locality_id: "checkout.errorRegion",
  address: "checkout.errorStreet",
  "address.street": "checkout.errorStreet",
  "address.building": "checkout.errorBuilding",
  promo_code: "checkout.promoInvalid",
  deliveryType: "checkout.errorPostal",
  postal: "checkout.errorTown",
  "postal.cityRef": "checkout.errorTown",
  "postal.city": "checkout.errorTown",
  "postal.warehouseRef": "checkout.errorBranch",
  "postal.street": "checkout.errorStreet",
  "postal.building": "checkout.errorBuilding",
  "postal.delivery_type": "checkout.errorPostal",
  terms: "checkout.errorTerms",
};

/**
 * The checkout form under the cart: contact, delivery (address with region, locality and the
 * delivery price; or pickup at a store with a day and time), payment, promo code, prescriptions,
 * comments and terms. Posts to the cart page's action; works without JavaScript (the delivery
 * price and pickup times then appear after the first submit; Nova Post is chosen in steps of
 * its own, `NovaPostSteps`, answered by the cart page's loader as `postalSteps`).
 */
/** A signed-in customer's details, filled into the contact fields. */
export type CheckoutContact = { name: string; phone: string; email: string };

export function CheckoutForm({
  cart,
  stores,
  regions,
  addresses = [],
  contact = null,
  idempotencyKey,
  result,
  postalSteps = null,
}: {
  cart: Cart;
  stores: Store[];
  regions: Region[];
  /** A signed-in customer's saved delivery addresses (the first is chosen to begin with). */
  addresses?: DeliveryAddress[];
  contact?: CheckoutContact | null;
  idempotencyKey: string;
  result: CheckoutResult | undefined;
  /** Nova Post's steps without JavaScript, when the page's query has them. */
  postalSteps?: PostalStepsData | null;
}) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const site = useSite();
  const currency = site?.settings.project_currency ?? "MDL";
  const price = (value: number) => formatPrice(value, currency, lang);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "order";
  const refusal: OrderRefusal | null = result?.intent === "order" && !result.ok ? result : null;
  const error = (field: string) => {
    const message =
      refusal?.fields[field] ?? (field === "address.street" ? refusal?.fields.address : undefined);
    return message ? t(FIELD_MESSAGES[field] ?? "checkout.errorField") : null;
  };

  // What this cart may be ordered with (domain checkout.ts): methods, payments, prescriptions.
  const options = checkoutOptions({
    lines: cart.products.map((p) => ({
      productId: p.id,
      isRecipe: p.is_recipe,
      homeDelivery: p.home_delivery,
      cardPaymentAvailable: p.card_payment_available,
    })),
    delivers: regions.length > 0,
    postal: Boolean(site?.settings.additional_settings.novapost.enabled),
  });
  const offers = (method: string) => options.methods.some((m) => m.method === method && m.available);
  const pickupOnly = options.pickupOnly;
  const canDeliver = offers("delivery");
  const postalOffered = options.methods.some((m) => m.method === "novapost");
  const postalPossible = offers("novapost");
  // Until hydration (and for good without JavaScript) Nova Post is chosen in its own steps; once
  // hydrated, the live picker takes over. Shops without Nova Post skip that extra render.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (postalPossible) setHydrated(true);
  }, [postalPossible]);
  const [method, setMethod] = useState<"delivery" | "pickup" | "novapost">(
    postalPossible && postalSteps ? "novapost" : options.initialMethod,
  );
  const [postalQuote, setPostalQuote] = useState<PostalQuote>({
    price: postalSteps?.price?.price ?? null,
    warning: postalSteps?.warning || null,
  });
  const firstSaved = addresses[0] ?? null;
  const [regionId, setRegionId] = useState<number>(
    (firstSaved?.shipping_region_id && regions.find((r) => r.id === firstSaved.shipping_region_id)?.id) ||
      (regions.find((r) => r.id === CAPITAL_REGION_ID)?.id ?? regions[0]?.id ?? 0),
  );
  const [deliveryType, setDeliveryType] = useState<"standart" | "express">("standart");
  const [savedId, setSavedId] = useState<number | null>(firstSaved?.shipping_address_id ?? null);
  const saved = addresses.find((a) => a.shipping_address_id === savedId) ?? null;
  const chooseSaved = (id: number | null) => {
    setSavedId(id);
    const address = addresses.find((a) => a.shipping_address_id === id);
    if (address?.shipping_region_id) setRegionId(address.shipping_region_id);
  };
  const [storeId, setStoreId] = useState<number>(stores[0]?.id ?? 0);
  const localities = useFetcher<{ localities?: Locality[] }>();
  const slots = useFetcher<{ slots?: DeliveryTime }>();
  const quote = useFetcher<{ quote?: DeliveryCost }>();
  const promo = useFetcher<CheckoutResult>();
  const promoResult = promo.data?.intent === "promo" ? promo.data : null;
  const applied = promoResult?.ok ? promoResult.promo : null;
  const goods = applied ? applied.general_price : cart.total_price;
  const discount = applied ? applied.discount_sum : 0;

  useEffect(() => {
    if (method === "delivery" && regionId) localities.load(href(`/cart/options?localities=${regionId}`));
  }, [method, regionId]);
  useEffect(() => {
    if (method === "pickup" && storeId) slots.load(href(`/cart/options?slots=${storeId}`));
  }, [method, storeId]);
  useEffect(() => {
    if (method === "delivery" && regionId)
      quote.load(
        href(`/cart/options?quote=1&region_id=${regionId}&delivery_type=${deliveryType}&total=${goods}`),
      );
  }, [method, regionId, deliveryType, goods]);

  const delivery =
    method === "pickup" ? 0 : method === "novapost" ? postalQuote.price : (quote.data?.quote?.price ?? null);
  // Lines ticked "pay with points" are covered from the customer's points, at the promo's prices.
  const promoPrices = new Map(applied?.products.map((p) => [p.id, p.priceWithDiscount]));
  const points = loyaltySpend(
    cart.products.map((p) => ({
      unitPrice: promoPrices.get(p.id) ?? p.price,
      count: p.count,
      loyaltyChecked: p.is_loyalty_active,
    })),
    cart.available_bonuses ?? 0,
  );
  // The API taxes the order the same way (at the shop's country: the form asks no tax_data).
  const payable = finalTotal({ total: goods, delivery: delivery ?? 0, discount, points });
  const tax = site ? shopTax(payable, site.settings) : null;
  const final = tax?.payable ?? payable;
  const phoneLength = site?.settings.is_romanian ? PHONE_MAX_LENGTH.RO : PHONE_MAX_LENGTH.MD;
  const recipeLines = cart.products.filter((p) => options.prescriptionLines.includes(p.id));
  const minimum = site?.settings.cart_settings.min_order_sum ?? 0;
  const missing = missingToMinimum(cart.total_price, minimum);
  const problemOf = (id: number) => refusal?.products.find((p) => p.id === id)?.code;

  return (
    <section aria-labelledby="checkout-title" className="mt-10 max-w-3xl">
      <h2 id="checkout-title" className="mb-4 text-2xl font-bold">
        {t("checkout.title")}
      </h2>
      {postalPossible && !hydrated ? <NovaPostSteps data={postalSteps} /> : null}
      <promo.Form method="post" className="mb-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="promo" />
        <Field
          name="promo_code"
          label={t("checkout.promoCode")}
          error={
            promoResult && !promoResult.ok
              ? t(promoResult.problem === "throttled" ? "checkout.promoThrottled" : "checkout.promoInvalid")
              : null
          }
        >
          {(props) => (
            <input {...props} name="promo_code" maxLength={40} autoComplete="off" className={input} />
          )}
        </Field>
        <button type="submit" className="btn btn-secondary" aria-disabled={promo.state !== "idle"}>
          {t("checkout.promoApply")}
        </button>
        {applied ? (
          <p role="status" className="w-full text-sm font-semibold text-success-ink">
            {t("checkout.promoApplied", { code: applied.code })}
          </p>
        ) : null}
      </promo.Form>

      <Form method="post" className="space-y-6" aria-describedby="checkout-problem">
        <input type="hidden" name="intent" value="order" />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {applied ? <input type="hidden" name="promo_code" value={applied.code} /> : null}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("checkout.contact")}</legend>
          <Field name="name" label={t("checkout.name")} error={error("name")}>
            {(props) => (
              <input
                {...props}
                name="name"
                required
                autoComplete="name"
                maxLength={120}
                defaultValue={contact?.name}
                className={input}
              />
            )}
          </Field>
          <Field name="phone" label={t("checkout.phone")} error={error("phone")}>
            {(props) => (
              <input
                {...props}
                name="phone"
                type="tel"
                required
                defaultValue={contact?.phone}
                autoComplete="tel"
                maxLength={phoneLength + 2}
                placeholder={site?.settings.is_romanian ? "+40 712 345 678" : "+373 69 123 456"}
                className={input}
              />
            )}
          </Field>
          <Field name="email" label={t("checkout.email")} error={error("email")}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="email"
                defaultValue={contact?.email}
                maxLength={254}
                className={input}
              />
            )}
          </Field>
          <Field name="company_name" label={t("checkout.company")} error={null}>
            {(props) => (
              <input
                {...props}
                name="company_name"
                autoComplete="organization"
                maxLength={200}
                className={input}
              />
            )}
          </Field>
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-lg font-semibold">{t("checkout.deliveryMethod")}</legend>
          <div className="flex flex-wrap gap-4">
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="deliveryType"
                value="delivery"
                checked={method === "delivery"}
                disabled={!canDeliver}
                onChange={() => setMethod("delivery")}
              />
              {t("checkout.methodDelivery")}
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="deliveryType"
                value="pickup"
                checked={method === "pickup"}
                disabled={stores.length === 0}
                onChange={() => setMethod("pickup")}
              />
              {t("checkout.methodPickup")}
            </label>
            {postalOffered ? (
              <label className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="deliveryType"
                  value="novapost"
                  checked={method === "novapost"}
                  disabled={pickupOnly}
                  onChange={() => setMethod("novapost")}
                />
                {t("checkout.methodNovaPost")}
              </label>
            ) : null}
          </div>
          {pickupOnly ? <p className="mt-1 text-sm text-muted">{t("checkout.pickupOnlyNotice")}</p> : null}
        </fieldset>

        {method === "novapost" ? (
          hydrated ? (
            <NovaPostPicker cart={cart} goods={goods} error={error} onQuote={setPostalQuote} />
          ) : (
            <NovaPostChoice data={postalSteps} error={error} />
          )
        ) : method === "delivery" ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t("checkout.address")}</legend>
            {addresses.length ? (
              <div className="sm:col-span-2">
                <Field name="saved_address" label={t("checkout.savedAddress")} error={null}>
                  {(props) => (
                    <select
                      {...props}
                      name="saved_address"
                      value={savedId ?? ""}
                      onChange={(e) => chooseSaved(e.target.value ? Number(e.target.value) : null)}
                      className={input}
                      data-testid="saved-address"
                    >
                      <option value="">{t("checkout.newAddress")}</option>
                      {addresses.map((a) => (
                        <option key={a.shipping_address_id} value={a.shipping_address_id}>
                          {[a.shipping_street, a.shipping_building, a.shipping_apartment]
                            .filter(Boolean)
                            .join(", ")}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </div>
            ) : null}
            <Field name="region_id" label={t("checkout.region")} error={error("region_id")}>
              {(props) => (
                <select
                  {...props}
                  name="region_id"
                  value={regionId}
                  onChange={(e) => setRegionId(Number(e.target.value))}
                  className={input}
                >
                  {regions.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="locality_id" label={t("checkout.locality")} error={error("locality_id")}>
              {(props) => (
                <select
                  {...props}
                  name="locality_id"
                  className={input}
                  key={`${regionId}:${savedId}:${localities.data?.localities?.length ?? 0}`}
                  defaultValue={saved?.shipping_city_id ?? undefined}
                >
                  {(localities.data?.localities ?? [])
                    .filter((l) => l.region_id === regionId && l.delivery_available)
                    .map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <Field name="address.street" label={t("checkout.street")} error={error("address.street")}>
              {(props) => (
                <input
                  {...props}
                  key={savedId ?? "new"}
                  defaultValue={saved?.shipping_street}
                  name="street"
                  required
                  autoComplete="address-line1"
                  maxLength={200}
                  className={input}
                />
              )}
            </Field>
            <div className="grid grid-cols-2 gap-4">
              <Field name="address.building" label={t("checkout.building")} error={error("address.building")}>
                {(props) => (
                  <input
                    {...props}
                    key={savedId ?? "new"}
                    defaultValue={saved?.shipping_building}
                    name="building"
                    required
                    maxLength={20}
                    className={input}
                  />
                )}
              </Field>
              <Field name="address.apartment" label={t("checkout.apartment")} error={null}>
                {(props) => (
                  <input
                    {...props}
                    key={savedId ?? "new"}
                    defaultValue={saved?.shipping_apartment}
                    name="apartment"
                    maxLength={20}
                    className={input}
                  />
                )}
              </Field>
            </div>
            <Field name="address.note" label={t("checkout.addressNote")} error={null}>
              {(props) => (
                <input
                  {...props}
                  key={savedId ?? "new"}
                  defaultValue={saved?.shipping_address_note}
                  name="note"
                  maxLength={500}
                  className={input}
                />
              )}
            </Field>
            {site?.signedIn ? (
              <label className="inline-flex min-h-11 items-center gap-2 sm:col-span-2">
                <input type="checkbox" name="save_address" className="size-5" />
                {t("checkout.saveAddress")}
              </label>
            ) : null}
            {regionId === CAPITAL_REGION_ID ? (
              <fieldset>
                <legend className="font-medium">{t("checkout.deliverySpeed")}</legend>
                {(["standart", "express"] as const).map((type) => (
                  <label key={type} className="mr-4 inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="delivery_type"
                      value={type}
                      checked={deliveryType === type}
                      onChange={() => setDeliveryType(type)}
                    />
                    {t(type === "express" ? "checkout.express" : "checkout.standard")}
                  </label>
                ))}
              </fieldset>
            ) : null}
          </fieldset>
        ) : (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t("checkout.methodPickup")}</legend>
            <Field name="shop_id" label={t("checkout.store")} error={error("shop_id")}>
              {(props) => (
                <select
                  {...props}
                  name="shop_id"
                  value={storeId}
                  onChange={(e) => setStoreId(Number(e.target.value))}
                  className={input}
                >
                  {stores.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title}, {s.address}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="pickup_slot" label={t("checkout.pickupTime")} error={null}>
              {(props) => (
                <select {...props} name="pickup_slot" className={input} key={storeId}>
                  <option value="">{t("checkout.pickupAnyTime")}</option>
                  {(slots.data?.slots?.days ?? []).flatMap((day) =>
                    day.slots.map((slot) => (
                      <option key={`${day.date}-${slot.from}`} value={`${day.date}T${slot.from}-${slot.to}`}>
                        {day.date} {slot.from}–{slot.to}
                      </option>
                    )),
                  )}
                </select>
              )}
            </Field>
          </fieldset>
        )}

        <fieldset>
          <legend className="mb-2 text-lg font-semibold">{t("checkout.payment")}</legend>
          <div className="flex flex-wrap gap-4">
            {options.payments.map(({ type, available }) => (
              <label key={type} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="paymentType"
                  value={type}
                  defaultChecked={type === "cash"}
                  disabled={!available}
                />
                {t(`checkout.pay_${type}`)}
              </label>
            ))}
          </div>
        </fieldset>

        {recipeLines.length ? (
          <fieldset>
            <legend className="mb-2 text-lg font-semibold">{t("checkout.prescriptions")}</legend>
            {recipeLines.map((line) => (
              <div key={line.id}>
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="prescription" value={line.id} required />
                  {t("checkout.prescriptionConfirm", { title: line.product.title })}
                </label>
                {problemOf(line.id) === "prescription_required" ? (
                  <p className="text-sm font-semibold text-danger-ink">
                    {t("checkout.prescriptionRequired")}
                  </p>
                ) : null}
              </div>
            ))}
          </fieldset>
        ) : null}

        <Field name="comments" label={t("checkout.comments")} error={null}>
          {(props) => (
            <textarea {...props} name="comments" rows={3} maxLength={1000} className={`${input} py-2`} />
          )}
        </Field>

        <dl className="space-y-2 rounded-card bg-surface-alt p-5">
          <div className="flex justify-between">
            <dt>{t("checkout.goods")}</dt>
            <dd>{price(cart.total_price)}</dd>
          </div>
          {applied && applied.general_price < cart.total_price ? (
            <div className="flex justify-between text-danger-ink">
              <dt>{t("checkout.promoDiscount")}</dt>
              <dd>−{price(money(cart.total_price - applied.general_price))}</dd>
            </div>
          ) : null}
          {discount > 0 ? (
            <div className="flex justify-between text-danger-ink">
              <dt>{t("checkout.promoDiscount")}</dt>
              <dd>−{price(discount)}</dd>
            </div>
          ) : null}
          {points > 0 ? (
            <div className="flex justify-between text-danger-ink">
              <dt>{t("checkout.pointsUsed")}</dt>
              <dd data-testid="points-used">−{price(points)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between">
            <dt>{t("checkout.delivery")}</dt>
            <dd data-testid="delivery-price">
              {delivery === null ? "…" : delivery === 0 ? t("checkout.free") : price(delivery)}
            </dd>
          </div>
          {tax ? <TaxRow tax={tax} price={price} /> : null}
          <div className="flex justify-between border-t border-line pt-2 text-lg font-bold">
            <dt>{t("checkout.toPay")}</dt>
            <dd data-testid="checkout-total">{price(final)}</dd>
          </div>
        </dl>
        {/* Outside the list: a <dl> may hold only term and description groups. */}
        {method === "delivery" && quote.data?.quote?.missing_to_free_delivery ? (
          <p className="text-sm text-muted">
            {t("checkout.missingToFree", { amount: price(quote.data.quote.missing_to_free_delivery) })}
          </p>
        ) : null}

        <div>
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name="terms"
              required
              aria-invalid={Boolean(refusal?.fields.terms)}
              aria-describedby={refusal?.fields.terms ? "terms-error" : undefined}
            />
            <span>
              {t("checkout.termsBefore")}{" "}
              <a href={href("/terms")} className="underline" target="_blank" rel="noreferrer">
                {t("checkout.termsLink")}
              </a>
            </span>
          </label>
          {refusal?.fields.terms ? (
            <p id="terms-error" className="text-sm font-semibold text-danger-ink">
              {t("checkout.errorTerms")}
            </p>
          ) : null}
        </div>

        <div id="checkout-problem" role="alert" className="empty:hidden">
          {refusal?.products.some((p) => p.code !== "prescription_required") ? (
            <p className="font-semibold text-danger-ink">{t("checkout.linesProblem")}</p>
          ) : null}
          {refusal?.problem && refusal.problem !== "minimum" ? (
            <p className="font-semibold text-danger-ink">
              {t(
                refusal.problem === "repeat"
                  ? "checkout.repeat"
                  : refusal.problem === "throttled"
                    ? "checkout.promoThrottled"
                    : "checkout.failed",
              )}
            </p>
          ) : null}
        </div>
        {missing > 0 ? (
          <p
            className={`rounded-card border p-3 ${refusal?.problem === "minimum" ? "border-danger font-semibold text-danger-ink" : "border-line"}`}
            data-testid="min-order"
          >
            {t("checkout.minOrder", { minimum: price(minimum), missing: price(missing) })}
          </p>
        ) : null}

        <button type="submit" className="btn btn-primary w-full sm:w-auto" aria-disabled={submitting}>
          {t("checkout.submit")}
        </button>
      </Form>
    </section>
  );
}
