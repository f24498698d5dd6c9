import "leaflet/dist/leaflet.css";
import "./store-map.css";
import L from "leaflet";

export type MapStore = { id: number; title: string; address: string; lat: number; lng: number };
export type MapOptions = {
  /** Raster tile URL template ({z}/{x}/{y}); empty: no tiles (tests, or a shop that wants none). */
  tileUrl: string;
  attribution: string;
  /** The shop's marker image (settings.mapIcons), or null for the theme-coloured pin. */
  iconUrl: string | null;
  label: (store: MapStore) => string;
};

/**
 * Draws the stores on a Leaflet map inside `element` and returns its teardown. Loaded only by
 * the store locator, with import(), so no other page downloads Leaflet.
 */
export function mountStoreMap(element: HTMLElement, stores: MapStore[], options: MapOptions): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
  if (options.tileUrl) {
    L.tileLayer(options.tileUrl, { maxZoom: 19, attribution: options.attribution }).addTo(map);
  }
  const icon = options.iconUrl
    ? L.icon({ iconUrl: options.iconUrl, iconSize: [32, 32], iconAnchor: [16, 32], popupAnchor: [0, -28] })
    : L.divIcon({
        className: "store-map-pin",
        iconSize: [24, 24],
        iconAnchor: [12, 24],
        popupAnchor: [0, -22],
      });
  const markers = stores.map((store) =>
    L.marker([store.lat, store.lng], { icon, title: options.label(store), alt: options.label(store) })
      .bindPopup(`<strong>${escapeHtml(store.title)}</strong><br>${escapeHtml(store.address)}`)
      .addTo(map),
  );
  if (markers.length === 1 && stores[0]) map.setView([stores[0].lat, stores[0].lng], 15);
  else
    map.fitBounds(L.latLngBounds(stores.map((s) => [s.lat, s.lng] as [number, number])), {
      padding: [32, 32],
    });
  return () => map.remove();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
