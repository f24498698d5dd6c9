import "leaflet/dist/leaflet.css";
import "./adverts-map.css";
import type { AdvertMap } from "@sf/contract";
import L from "leaflet";
import { addProbedTiles } from "../stores/store-map.client.ts";

/** Moldova, where the board's adverts are: the map opens on it. */
const MOLDOVA: L.LatLngBoundsExpression = [
  [45.45, 26.6],
  [48.5, 30.2],
];

export type AdvertsMapOptions = {
  tileUrl: string;
  attribution: string;
  /** The clusters of a box (`west,south,east,north`) at a zoom; the page asks its own server. */
  load: (bbox: string, zoom: number) => Promise<AdvertMap>;
  advertHref: (slug: string) => string;
  /** "12 adverts" for a cluster's label. */
  countLabel: (count: number) => string;
  price: (amount: number) => string;
  onLoaded?: (map: AdvertMap) => void;
  onTilesFailed?: () => void;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws the listing's adverts on a Leaflet map as the server groups them (decision 0054): after
 * each move or zoom the visible box is asked for again. A group shows its count and zooms in on
 * a click; a single advert opens a popup with its title, price and link. Loaded with import()
 * when the visitor opens the map, so no page's first load carries Leaflet.
 */
export function mountAdvertsMap(element: HTMLElement, options: AdvertsMapOptions): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
  map.fitBounds(MOLDOVA);
  const layer = L.layerGroup().addTo(map);
  let request = 0;
  let removed = false;
  const draw = async () => {
    const bounds = map.getBounds();
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value)).toFixed(5);
    const bbox = [
      clamp(bounds.getWest(), 180),
      clamp(bounds.getSouth(), 90),
      clamp(bounds.getEast(), 180),
      clamp(bounds.getNorth(), 90),
    ].join(",");
    const zoom = Math.min(18, Math.max(1, Math.round(map.getZoom())));
    const mine = ++request;
    const answer = await options.load(bbox, zoom).catch(() => null);
    if (removed || mine !== request || !answer) return;
    layer.clearLayers();
    for (const cluster of answer.clusters) {
      const single = cluster.count === 1 && cluster.advert;
      const label = single ? (cluster.advert?.title ?? "") : options.countLabel(cluster.count);
      const icon = L.divIcon({
        className: single ? "advert-map-pin" : "advert-map-cluster",
        html: single ? "" : `<span>${cluster.count}</span>`,
        iconSize: single ? [22, 22] : [40, 40],
        iconAnchor: single ? [11, 22] : [20, 20],
      });
      const marker = L.marker([cluster.lat, cluster.lon], { icon, title: label, alt: label, keyboard: true });
      if (single && cluster.advert) {
        const { slug, title, display_price } = cluster.advert;
        marker.bindPopup(
          `<a href="${escapeHtml(options.advertHref(slug))}" data-testid="map-advert-link"><strong>${escapeHtml(title)}</strong></a><br>${escapeHtml(options.price(display_price))}`,
        );
      } else {
        marker.on("click", () => map.setView([cluster.lat, cluster.lon], Math.min(18, map.getZoom() + 2)));
      }
      marker.addTo(layer);
    }
    options.onLoaded?.(answer);
  };
  map.on("moveend", () => void draw());
  void draw();
  const stopTiles = addProbedTiles(map, options.tileUrl, options.attribution, () =>
    options.onTilesFailed?.(),
  );
  return () => {
    removed = true;
    stopTiles();
    map.remove();
  };
}
