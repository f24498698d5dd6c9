import type { DeliveryTime, Store } from "@sf/contract";
import type { StoreCartStock } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";
import { inputClass } from "~/components/ui/form-field.tsx";
import { useT } from "~/lib/i18n.ts";
import { CLEAR_OF_HEADER, OrderField } from "./field.tsx";

const input = `${inputClass} ${CLEAR_OF_HEADER}`;

const STOCK_TEXT: Record<StoreCartStock, MessageKey> = {
  all: "checkout.storeHasAll",
  part: "checkout.storeHasPart",
  none: "checkout.storeHasNone",
};

/**
 * Pickup's part of the checkout: the store (each says whether it has the whole cart), and the
 * day and time among the store's free slots (loaded once a store is chosen; "any time during
 * opening hours" until then, and without JavaScript).
 */
export function PickupFields({
  stores,
  stock,
  storeId,
  onStore,
  days,
  error,
  focus,
}: {
  stores: Store[];
  /** How much of the cart each store holds; empty when not known. */
  stock: ReadonlyMap<number, StoreCartStock>;
  storeId: number;
  onStore: (id: number) => void;
  days: DeliveryTime["days"];
  error: (field: string) => string | null;
  focus: string | null;
}) {
  const t = useT();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t("checkout.methodPickup")}</legend>
      <OrderField
        form="checkout"
        name="shop_id"
        label={t("checkout.store")}
        error={error("shop_id")}
        focus={focus === "shop_id"}
      >
        {(props) => (
          <select
            {...props}
            name="shop_id"
            value={storeId}
            onChange={(e) => onStore(Number(e.target.value))}
            className={input}
          >
            {stores.map((s) => {
              const share = stock.get(s.id);
              return (
                <option key={s.id} value={s.id}>
                  {s.title}, {s.address}
                  {share ? ` · ${t(STOCK_TEXT[share])}` : ""}
                </option>
              );
            })}
          </select>
        )}
      </OrderField>
      <OrderField form="checkout" name="pickup_slot" label={t("checkout.pickupTime")} error={null}>
        {(props) => (
          <select {...props} name="pickup_slot" className={input} key={storeId}>
            <option value="">{t("checkout.pickupAnyTime")}</option>
            {days.flatMap((day) =>
              day.slots.map((slot) => (
                <option key={`${day.date}-${slot.from}`} value={`${day.date}T${slot.from}-${slot.to}`}>
                  {day.date} {slot.from}–{slot.to}
                </option>
              )),
            )}
          </select>
        )}
      </OrderField>
    </fieldset>
  );
}
