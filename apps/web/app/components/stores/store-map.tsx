import { useEffect, useRef, useState } from "react";
import { useSite, useT } from "~/lib/i18n.ts";
import type { MapStore } from "./store-map.client.ts";

/**
 * The stores on a map, drawn in the browser only: the server renders nothing (the list beside it
 * carries everything without JavaScript), and Leaflet is fetched when this mounts. When the
 * tiles cannot be loaded (no network) the map gives way to a note; the list stays the page.
 */
export function StoreMap({
  stores,
  tileUrl,
  label,
  unavailable,
}: {
  stores: MapStore[];
  tileUrl: string;
  /** The map's name and its note when tiles fail (the store locator's by default). */
  label?: string;
  unavailable?: string;
}) {
  const t = useT();
  const site = useSite();
  const element = useRef<HTMLDivElement>(null);
  const [inBrowser, setInBrowser] = useState(false);
  // The tiles could not be loaded (offline, the tile server down): a note instead of a blank map.
  const [failed, setFailed] = useState(false);
  const icons = site?.settings.mapIcons ?? [];
  const iconUrl = (icons.find((i) => i.type === "shop" || i.type === "store") ?? icons[0])?.icon ?? null;

  useEffect(() => setInBrowser(true), []);
  useEffect(() => {
    if (!inBrowser || failed || !element.current || stores.length === 0) return;
    let teardown: (() => void) | undefined;
    let cancelled = false;
    const target = element.current;
    import("./store-map.client.ts").then(({ mountStoreMap }) => {
      if (cancelled) return;
      teardown = mountStoreMap(target, stores, {
        tileUrl,
        attribution: "© OpenStreetMap",
        iconUrl,
        label: (store) => store.title,
        onTilesFailed: () => setFailed(true),
      });
    });
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [inBrowser, failed, stores, tileUrl, iconUrl]);

  if (!inBrowser || stores.length === 0) return null;
  if (failed)
    return (
      <p role="status" className="card self-start p-5 text-muted" data-testid="store-map-failed">
        {unavailable ?? t("stores.mapUnavailable")}
      </p>
    );
  return (
    <section aria-label={label ?? t("stores.map")} className="card overflow-hidden">
      <div ref={element} className="store-map h-96 w-full" data-testid="store-map" />
    </section>
  );
}
