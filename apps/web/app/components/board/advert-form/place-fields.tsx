import { CADASTRAL_EXAMPLE } from "@sf/domain";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import { type AdvertFormValues, firstValue, type Place } from "~/lib/board/advert-form-values.ts";
import { useHref, useT } from "~/lib/i18n.ts";
import { FORM } from "./form-parts.tsx";

type Props = {
  regions: Place[];
  places: { locations: Place[]; sectors: Place[] };
  values: AdvertFormValues;
  error: (name: string) => string | null;
  /** The cadastral number's check as the visitor leaves the field (the domain's rule). */
  onCadastral: (value: string) => void;
};

/**
 * Region -> locality -> sector, the address and the cadastral number. The server renders the
 * lists of the chosen places (the form works without JavaScript: "update" brings the next
 * list); with it a choice loads the next list at once from the listing's place resource.
 */
export function PlaceFields({ regions, places, values, error, onCadastral }: Props) {
  const t = useT();
  const href = useHref();
  const [region, setRegion] = useState(firstValue(values, "region"));
  const [location, setLocation] = useState(firstValue(values, "location"));
  const [locations, setLocations] = useState(places.locations);
  const [sectors, setSectors] = useState(places.sectors);
  const locationsFetcher = useFetcher<{ places: Place[] }>();
  const sectorsFetcher = useFetcher<{ places: Place[] }>();
  useEffect(() => {
    if (locationsFetcher.data) setLocations(locationsFetcher.data.places);
  }, [locationsFetcher.data]);
  useEffect(() => {
    if (sectorsFetcher.data) setSectors(sectorsFetcher.data.places);
  }, [sectorsFetcher.data]);
  const select = (
    name: "region" | "location" | "sector",
    label: string,
    list: Place[],
    value: { value?: string; defaultValue?: string },
    onChange?: (value: string) => void,
  ) => (
    <Field form={FORM} name={name} label={label} error={error(name)}>
      {(aria) => (
        <select
          {...aria}
          {...value}
          name={name}
          className={inputClass}
          disabled={name !== "region" && !list.length}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        >
          <option value="">{t("advertForm.choose")}</option>
          {list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3" data-testid="advert-places">
        {select("region", t("board.region"), regions, { value: region }, (value) => {
          setRegion(value);
          setLocation("");
          setLocations([]);
          setSectors([]);
          if (value) locationsFetcher.load(`${href("/adverts/places")}?region=${value}`);
        })}
        {select("location", t("board.location"), locations, { value: location }, (value) => {
          setLocation(value);
          setSectors([]);
          if (value) sectorsFetcher.load(`${href("/adverts/places")}?location=${value}`);
        })}
        {sectors.length
          ? select("sector", t("board.sector"), sectors, { defaultValue: firstValue(values, "sector") })
          : null}
      </div>
      <Field form={FORM} name="address" label={t("advertForm.address")} error={error("address")}>
        {(aria) => (
          <input
            {...aria}
            name="address"
            defaultValue={firstValue(values, "address")}
            maxLength={300}
            autoComplete="off"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        form={FORM}
        name="cadastral_number"
        label={`${t("board.cadastralNumber")} (${t("advertForm.cadastralHint", { example: CADASTRAL_EXAMPLE })})`}
        error={error("cadastral_number")}
      >
        {(aria) => (
          <input
            {...aria}
            name="cadastral_number"
            defaultValue={firstValue(values, "cadastral_number")}
            maxLength={40}
            inputMode="decimal"
            autoComplete="off"
            onBlur={(event) => onCadastral(event.currentTarget.value)}
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
