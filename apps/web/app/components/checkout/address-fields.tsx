import type { DeliveryAddress, Locality, Region } from "@sf/contract";
import { CAPITAL_REGION_ID } from "@sf/domain";
import { useState } from "react";
import { inputClass } from "~/components/ui/form-field.tsx";
import { useSite, useT } from "~/lib/i18n.ts";
import { CLEAR_OF_HEADER, OrderField } from "./field.tsx";
import { OptionCards } from "./option-cards.tsx";
import { StreetLines } from "./street-lines.tsx";
import type { DeliverySpeed } from "./use-delivery-data.ts";

const input = `${inputClass} ${CLEAR_OF_HEADER}`;

/** What was typed in the address before a refusal (a page loaded without JavaScript). */
export type AddressValues = { street: string; building: string; apartment: string; note: string };

/**
 * Home delivery's part of the checkout: a signed-in customer's saved addresses (the first
 * chosen to begin with; choosing one fills the fields and its region), the region and its
 * localities, street, building, apartment and a note, "save this address", and in the capital
 * the speed (standard or express) as cards with their prices.
 */
export function AddressFields({
  addresses,
  regions,
  regionId,
  onRegion,
  localities,
  localitiesLoaded,
  speed,
  onSpeed,
  speedPrices,
  values,
  error,
  focus,
}: {
  addresses: DeliveryAddress[];
  regions: Region[];
  regionId: number;
  onRegion: (id: number) => void;
  /** The region's localities that get home delivery (none until they are loaded). */
  localities: Locality[];
  localitiesLoaded: number;
  speed: DeliverySpeed;
  onSpeed: (speed: DeliverySpeed) => void;
  speedPrices: Record<DeliverySpeed, string | null>;
  values: AddressValues | null;
  error: (field: string) => string | null;
  focus: string | null;
}) {
  const t = useT();
  const site = useSite();
  const [savedId, setSavedId] = useState<number | null>(addresses[0]?.shipping_address_id ?? null);
  const saved = addresses.find((a) => a.shipping_address_id === savedId) ?? null;
  const choose = (id: number | null) => {
    setSavedId(id);
    const address = addresses.find((a) => a.shipping_address_id === id);
    if (address?.shipping_region_id) onRegion(address.shipping_region_id);
  };
  // The saved address's fields, or what was typed before a refusal.
  const typed = (field: keyof AddressValues, fromSaved: string | undefined) => values?.[field] || fromSaved;
  const key = savedId ?? "new";
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t("checkout.address")}</legend>
      {addresses.length ? (
        <div className="sm:col-span-2">
          <OrderField form="checkout" name="saved_address" label={t("checkout.savedAddress")} error={null}>
            {(props) => (
              <select
                {...props}
                name="saved_address"
                value={savedId ?? ""}
                onChange={(e) => choose(e.target.value ? Number(e.target.value) : null)}
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
          </OrderField>
        </div>
      ) : null}
      <OrderField
        form="checkout"
        name="region_id"
        label={t("checkout.region")}
        error={error("region_id")}
        focus={focus === "region_id"}
      >
        {(props) => (
          <select
            {...props}
            name="region_id"
            value={regionId}
            onChange={(e) => onRegion(Number(e.target.value))}
            className={input}
          >
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </OrderField>
      <OrderField
        form="checkout"
        name="locality_id"
        label={t("checkout.locality")}
        error={error("locality_id")}
      >
        {(props) => (
          <select
            {...props}
            name="locality_id"
            className={input}
            key={`${regionId}:${savedId}:${localitiesLoaded}`}
            defaultValue={saved?.shipping_city_id ?? undefined}
          >
            {localities.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </OrderField>
      <StreetLines
        scope="address"
        error={error}
        focus={focus}
        resetKey={key}
        defaults={{
          street: typed("street", saved?.shipping_street),
          building: typed("building", saved?.shipping_building),
          apartment: typed("apartment", saved?.shipping_apartment),
        }}
      />
      <OrderField form="checkout" name="address.note" label={t("checkout.addressNote")} error={null}>
        {(props) => (
          <input
            {...props}
            key={key}
            defaultValue={typed("note", saved?.shipping_address_note)}
            name="note"
            maxLength={500}
            className={input}
          />
        )}
      </OrderField>
      {site?.signedIn ? (
        <label className="inline-flex min-h-11 items-center gap-2 sm:col-span-2">
          <input type="checkbox" name="save_address" className="size-5" />
          {t("checkout.saveAddress")}
        </label>
      ) : null}
      {regionId === CAPITAL_REGION_ID ? (
        <div className="sm:col-span-2">
          <OptionCards<DeliverySpeed>
            name="delivery_type"
            legend={t("checkout.deliverySpeed")}
            value={speed}
            onChange={onSpeed}
            options={(["standart", "express"] as const).map((type) => ({
              value: type,
              title: t(type === "express" ? "checkout.express" : "checkout.standard"),
              description: t(type === "express" ? "checkout.expressHint" : "checkout.standardHint"),
              price: speedPrices[type],
            }))}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
