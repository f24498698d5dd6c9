import type { AdvertMap } from "@sf/contract";
import type { AdvertCurrency } from "@sf/domain";
import { useEffect, useRef, useState } from "react";
import { advertPrice } from "~/lib/board/advert-format.ts";
import { localizedPath, useLang, useT } from "~/lib/i18n.ts";

/**
 * The listing's results on a map, drawn in the browser once the visitor opens it: Leaflet and
 * the clusters of the visible box come then, never with the page. `query` is the listing's
 * search (its filters apply to the map); without tiles configured it draws the markers on a
 * plain background.
 */
export function AdvertsMap({
  query,
  tileUrl,
  currency,
}: {
  query: string;
  tileUrl: string;
  currency: AdvertCurrency;
}) {
  const t = useT();
  const lang = useLang();
  const element = useRef<HTMLDivElement>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    if (!element.current) return;
    const target = element.current;
    let teardown: (() => void) | undefined;
    let cancelled = false;
    import("./adverts-map.client.ts").then(({ mountAdvertsMap }) => {
      if (cancelled) return;
      teardown = mountAdvertsMap(target, {
        tileUrl,
        attribution: "© OpenStreetMap",
        load: async (bbox, zoom) => {
          const search = new URLSearchParams(query);
          search.set("bbox", bbox);
          search.set("zoom", String(zoom));
          const response = await fetch(`${localizedPath(lang, "/adverts/map")}?${search}`, {
            headers: { accept: "application/json" },
          });
          if (!response.ok) throw new Error(`map ${response.status}`);
          return (await response.json()) as AdvertMap;
        },
        advertHref: (slug) => localizedPath(lang, `/advert/${slug}`),
        countLabel: (count) => t("board.advertsCount", { count }),
        price: (amount) => advertPrice(amount, currency, lang),
        onLoaded: (answer) => setTotal(answer.total),
        onTilesFailed: () => setTilesFailed(true),
      });
    });
    return () => {
      cancelled = true;
      teardown?.();
    };
  }, [query, tileUrl, currency, lang, t]);
  return (
    <section aria-label={t("board.map")} className="card overflow-hidden">
      <div ref={element} className="h-[28rem] w-full bg-surface-alt" data-testid="adverts-map" />
      <p role="status" className="px-4 py-2 text-sm text-muted" data-testid="map-total">
        {total === null ? t("board.mapLoading") : t("board.mapTotal", { count: total })}
        {tilesFailed ? ` ${t("stores.mapUnavailable")}` : null}
      </p>
    </section>
  );
}
