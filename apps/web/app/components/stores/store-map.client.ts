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
  /**
   * The tiles cannot be loaded (no network, the tile server down): called once, after which the
   * map asks for no more tiles. The list beside the map carries everything without it.
   */
  onTilesFailed?: () => void;
};

/** A transparent pixel, drawn for a tile that failed instead of the browser's broken image. */
const EMPTY_TILE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * Draws the stores on a Leaflet map inside `element` and returns its teardown. Loaded only by
 * the store locator, with import(), so no other page downloads Leaflet.
 *
 * Tiles: one tile (the one under the map's centre) is fetched first; only when it loads are the
 * others asked for, so a browser without network logs one failed request rather than one per
 * tile, and `onTilesFailed` lets the page say the map could not load. A tile failing later
 * (the network gone meanwhile) does the same: the layer goes, no further tile is requested.
 */
export function mountStoreMap(element: HTMLElement, stores: MapStore[], options: MapOptions): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
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

  let failed = false;
  const stopTiles = addProbedTiles(map, options.tileUrl, options.attribution, () => {
    if (failed) return;
    failed = true;
    options.onTilesFailed?.();
  });
  return () => {
    stopTiles();
    map.remove();
  };
}

/**
 * Adds the raster tiles to a map once the tile under its centre has loaded (see mountStoreMap);
 * `fail` is called when they cannot be loaded. An empty URL adds none. Returns the teardown,
 * to call before `map.remove()`. The board's map (components/board) draws its tiles so too.
 */
export function addProbedTiles(
  map: L.Map,
  tileUrl: string,
  attribution: string,
  fail: () => void,
): () => void {
  let removed = false;
  const failOnce = () => {
    if (!removed) fail();
  };
  let probe: HTMLImageElement | null = null;
  if (tileUrl) {
    const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution, errorTileUrl: EMPTY_TILE });
    tiles.on("tileerror", () => {
      // Removing the layer cancels the tiles still loading: no error for each of them.
      if (map.hasLayer(tiles)) map.removeLayer(tiles);
      failOnce();
    });
    const first = centreTileUrl(map, tileUrl);
    if (first === null) tiles.addTo(map);
    else {
      probe = new Image();
      probe.onload = () => {
        if (!removed) tiles.addTo(map);
      };
      probe.onerror = failOnce;
      probe.src = first;
    }
  }
  return () => {
    removed = true;
    if (probe) {
      probe.onload = null;
      probe.onerror = null;
    }
  };
}

/** The URL of the tile under the map's centre, or null when the template has keys we cannot fill. */
function centreTileUrl(map: L.Map, template: string): string | null {
  const zoom = Math.round(map.getZoom());
  const tile = map.project(map.getCenter(), zoom).divideBy(256).floor();
  try {
    return L.Util.template(template, { x: tile.x, y: tile.y, z: zoom, s: "a", r: "" });
  } catch {
    return null;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
