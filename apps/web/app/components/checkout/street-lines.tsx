import { inputClass } from "~/components/ui/form-field.tsx";
import { useT } from "~/lib/i18n.ts";
import { CLEAR_OF_HEADER, OrderField } from "./field.tsx";

const input = `${inputClass} ${CLEAR_OF_HEADER}`;

type Line = "street" | "building" | "apartment";

/**
 * Street, building and apartment of a delivery address (posted as `street`, `building`,
 * `apartment`; refused as `address.*`) or of a Nova Post courier parcel (`postal_*`, refused as
 * `postal.*`). `defaults` fill them (a saved address, what was typed before a refusal); a new
 * `resetKey` refills them. Only the address's are `required`: the courier's also sit in Nova
 * Post's steps, a form of their own that the browser would otherwise check.
 */
export function StreetLines({
  scope,
  error,
  focus = null,
  defaults = {},
  resetKey,
}: {
  scope: "address" | "postal";
  error: (field: string) => string | null;
  focus?: string | null;
  defaults?: Partial<Record<Line, string>>;
  resetKey?: string | number;
}) {
  const t = useT();
  const line = (name: Line) => ({
    field: `${scope}.${name}`,
    posted: scope === "address" ? name : `postal_${name}`,
  });
  const street = line("street");
  const building = line("building");
  const apartment = line("apartment");
  return (
    <>
      <OrderField
        form="checkout"
        name={street.field}
        label={t("checkout.street")}
        error={error(street.field)}
        focus={focus === street.field}
      >
        {(props) => (
          <input
            {...props}
            key={resetKey}
            defaultValue={defaults.street}
            name={street.posted}
            required={scope === "address"}
            autoComplete="address-line1"
            maxLength={200}
            className={input}
          />
        )}
      </OrderField>
      <div className="grid grid-cols-2 gap-4">
        <OrderField
          form="checkout"
          name={building.field}
          label={t("checkout.building")}
          error={error(building.field)}
          focus={focus === building.field}
        >
          {(props) => (
            <input
              {...props}
              key={resetKey}
              defaultValue={defaults.building}
              name={building.posted}
              required={scope === "address"}
              maxLength={20}
              className={input}
            />
          )}
        </OrderField>
        <OrderField form="checkout" name={apartment.field} label={t("checkout.apartment")} error={null}>
          {(props) => (
            <input
              {...props}
              key={resetKey}
              defaultValue={defaults.apartment}
              name={apartment.posted}
              maxLength={20}
              className={input}
            />
          )}
        </OrderField>
      </div>
    </>
  );
}
