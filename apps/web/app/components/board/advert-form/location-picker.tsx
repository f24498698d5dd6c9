import { useEffect, useRef, useState } from "react";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import { type AdvertFormValues, firstValue } from "~/lib/board/advert-form-values.ts";
import { useT } from "~/lib/i18n.ts";
import { FORM } from "./form-parts.tsx";
import type { mountLocationMap } from "./location-map.client.ts";

type Props = { values: AdvertFormValues; tileUrl: string; error: (name: string) => string | null };

const pointOf = (lat: string, lon: string): [number, number] | null => {
  const a = Number(lat.replace(",", "."));
  const b = Number(lon.replace(",", "."));
  return lat.trim() &&
    lon.trim() &&
    Number.isFinite(a) &&
    Number.isFinite(b) &&
    Math.abs(a) <= 90 &&
    Math.abs(b) <= 180
    ? [a, b]
    : null;
};

/**
 * The advert's point: latitude and longitude typed (or left empty), or picked on a map that
 * loads (Leaflet, in its own chunk) only when the owner opens it. Without JavaScript the two
 * fields are the whole of it.
 */
export function LocationPicker({ values, tileUrl, error }: Props) {
  const t = useT();
  const [lat, setLat] = useState(firstValue(values, "lat"));
  const [lon, setLon] = useState(firstValue(values, "lon"));
  const [open, setOpen] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<ReturnType<typeof mountLocationMap> | null>(null);
  // The map is made once when opened (with the point typed so far); typed coordinates then move its pin (below).
  useEffect(() => {
    if (!open || !element.current) return;
    const target = element.current;
    let cancelled = false;
    import("./location-map.client.ts").then(({ mountLocationMap }) => {
      if (cancelled) return;
      map.current = mountLocationMap(target, {
        tileUrl,
        attribution: "© OpenStreetMap",
        point: pointOf(lat, lon),
        pinLabel: t("advertForm.mapPin"),
        onPick: (a, b) => {
          setLat(String(a));
          setLon(String(b));
        },
        onTilesFailed: () => setTilesFailed(true),
      });
    });
    return () => {
      cancelled = true;
      map.current?.teardown();
      map.current = null;
    };
  }, [open, tileUrl, t]);
  useEffect(() => {
    map.current?.setPoint(pointOf(lat, lon));
  }, [lat, lon]);
  const coordinate = (name: "lat" | "lon", label: string, value: string, set: (v: string) => void) => (
    <Field form={FORM} name={name} label={label} error={error(name)}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          inputMode="decimal"
          value={value}
          onChange={(event) => set(event.currentTarget.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t("advertForm.mapHint")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {coordinate("lat", t("advertForm.latitude"), lat, setLat)}
        {coordinate("lon", t("advertForm.longitude"), lon, setLon)}
      </div>
      <button
        type="button"
        className="btn btn-secondary hidden scripted:inline-flex"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="advert-map-toggle"
      >
        {t(open ? "board.hideMap" : "advertForm.pickOnMap")}
      </button>
      {open ? (
        <div>
          <div
            ref={element}
            className="h-80 w-full rounded-card bg-surface-alt"
            data-testid="advert-location-map"
          />
          {tilesFailed ? <p className="text-sm text-muted">{t("advertForm.mapUnavailable")}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
