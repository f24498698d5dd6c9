import type { Cart, NovaPostCity, NovaPostDivision, NovaPostPrice } from "@sf/contract";
import { type PostalDeliveryType, parcelWeightKg, postalChoiceComplete } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { CLEAR_OF_HEADER, OrderField } from "~/components/checkout/field.tsx";
import { StreetLines } from "~/components/checkout/street-lines.tsx";
import { inputClass } from "~/components/ui/form-field.tsx";
import { useHref, useT } from "~/lib/i18n.ts";

const input = `${inputClass} ${CLEAR_OF_HEADER}`;

export const SERVICES: { type: PostalDeliveryType; label: MessageKey }[] = [
  { type: "warehouse", label: "checkout.npWarehouse" },
  { type: "postmachine", label: "checkout.npPostmachine" },
  { type: "courier", label: "checkout.npCourier" },
];

/** What the picker tells the form: the carrier's price, or null while there is none. */
export type PostalQuote = { price: number | null; warning: string | null };

/**
 * The checkout's Nova Post part (spec sections 4 and 5): the town (found from two letters), then
 * a branch, a parcel locker or the courier's address, and the carrier's price for the cart's
 * weight and value. The fields post with the checkout form (`postal_*`); the API checks the town
 * and branch and prices the parcel again, so what is shown here is never trusted.
 */
export function NovaPostPicker({
  cart,
  goods,
  error,
  onQuote,
}: {
  cart: Cart;
  /** The goods' value, declared to the carrier. */
  goods: number;
  error: (field: string) => string | null;
  onQuote: (quote: PostalQuote) => void;
}) {
  const t = useT();
  const href = useHref();
  const [query, setQuery] = useState("");
  const [city, setCity] = useState<NovaPostCity | null>(null);
  const [service, setService] = useState<PostalDeliveryType>("warehouse");
  const [division, setDivision] = useState("");
  const cities = useFetcher<{ cities?: NovaPostCity[]; failed?: boolean }>();
  const divisions = useFetcher<{ divisions?: NovaPostDivision[]; failed?: boolean }>();
  const price = useFetcher<{ postalPrice?: NovaPostPrice; postalWarning?: string; failed?: boolean }>();
  const weight = parcelWeightKg(
    cart.products.map((p) => ({ weightGr: p.product.weight_gr, count: p.count })),
  );

  // Towns as the shopper types (two letters or more; a short pause between requests).
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2 || q === city?.description) return;
    const timer = setTimeout(
      () => cities.load(href(`/cart/options?np=city&q=${encodeURIComponent(q)}`)),
      250,
    );
    return () => clearTimeout(timer);
  }, [query]);
  useEffect(() => {
    setDivision("");
    if (city && service !== "courier")
      divisions.load(href(`/cart/options?np=${service}&city=${encodeURIComponent(city.ref)}`));
  }, [city?.ref, service]);
  const ready = postalChoiceComplete({
    cityRef: city?.ref ?? null,
    type: service,
    divisionRef: division || null,
  });
  useEffect(() => {
    if (!city || !ready) {
      onQuote({ price: null, warning: null });
      return;
    }
    const params = new URLSearchParams({
      np: "price",
      city: city.ref,
      type: service,
      weight: String(weight),
      total: String(goods),
    });
    if (division) params.set("division", division);
    price.load(href(`/cart/options?${params}`));
  }, [city?.ref, service, division, weight, goods]);
  useEffect(() => {
    if (!ready) return;
    const data = price.data;
    onQuote({ price: data?.postalPrice?.price ?? null, warning: data?.postalWarning || null });
  }, [price.data]);

  const found = cities.data?.cities ?? [];
  const list = divisions.data?.divisions ?? [];
  const quoted = ready ? price.data?.postalPrice : undefined;
  const warning = ready ? price.data?.postalWarning : undefined;

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t("checkout.methodNovaPost")}</legend>
      <OrderField
        form="checkout"
        name="postal.cityRef"
        label={t("checkout.npTown")}
        error={error("postal.cityRef")}
      >
        {(props) => (
          <input
            {...props}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="address-level2"
            maxLength={100}
            placeholder={t("checkout.npTownHint")}
            className={input}
          />
        )}
      </OrderField>
      <OrderField form="checkout" name="postal.city" label={t("checkout.npTownChoice")} error={null}>
        {(props) => (
          <select
            {...props}
            value={city?.ref ?? ""}
            onChange={(e) => {
              const next = found.find((c) => c.ref === e.target.value) ?? null;
              setCity(next);
              if (next) setQuery(next.description);
            }}
            className={input}
          >
            <option value="">
              {query.trim().length >= 2 && cities.state === "idle" && !found.length && !city
                ? t("checkout.npNoTown")
                : t("checkout.npChoose")}
            </option>
            {(city && !found.some((c) => c.ref === city.ref) ? [city, ...found] : found).map((c) => (
              <option key={c.ref} value={c.ref}>
                {c.region ? `${c.description} (${c.region})` : c.description}
              </option>
            ))}
          </select>
        )}
      </OrderField>
      <input type="hidden" name="postal_city_ref" value={city?.ref ?? ""} />
      <input type="hidden" name="postal_city" value={city?.description ?? ""} />

      <fieldset className="sm:col-span-2">
        <legend className="font-medium">{t("checkout.npService")}</legend>
        {SERVICES.map((s) => (
          <label key={s.type} className="mr-4 inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="postal_type"
              value={s.type}
              checked={service === s.type}
              onChange={() => setService(s.type)}
            />
            {t(s.label)}
          </label>
        ))}
      </fieldset>

      {service === "courier" ? (
        <CourierAddress error={error} />
      ) : (
        <OrderField
          form="checkout"
          name="postal.warehouseRef"
          label={t(service === "warehouse" ? "checkout.npBranch" : "checkout.npLocker")}
          error={error("postal.warehouseRef")}
        >
          {(props) => (
            <select
              {...props}
              name="postal_division"
              value={division}
              onChange={(e) => setDivision(e.target.value)}
              disabled={!city}
              className={`${input} sm:col-span-2`}
            >
              <option value="">{t("checkout.npChoose")}</option>
              {list.map((d) => (
                <option key={d.ref} value={d.ref}>
                  {d.description}, {d.address.description}
                </option>
              ))}
            </select>
          )}
        </OrderField>
      )}
      {city && service !== "courier" && divisions.state === "idle" && divisions.data && !list.length ? (
        <p className="text-sm text-muted sm:col-span-2">{t("checkout.npNoDivisions")}</p>
      ) : null}
      <p aria-live="polite" className="text-sm sm:col-span-2 empty:hidden" data-testid="postal-note">
        {warning ? (
          <span className="font-semibold text-danger-ink">{warning}</span>
        ) : quoted?.estimated_days ? (
          t("checkout.npDays", { count: quoted.estimated_days })
        ) : null}
      </p>
    </fieldset>
  );
}

/** The courier's address of a Nova Post parcel (posted as `postal_street`, `_building`, `_apartment`). */
export function CourierAddress({ error }: { error: (field: string) => string | null }) {
  return <StreetLines scope="postal" error={error} />;
}
