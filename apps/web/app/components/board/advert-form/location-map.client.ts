import "leaflet/dist/leaflet.css";
import "../adverts-map.css";
import L from "leaflet";
import { addProbedTiles } from "../../stores/store-map.client.ts";

/** Moldova, where the board's adverts are: the map opens on it when no point is chosen yet. */
const MOLDOVA: L.LatLngBoundsExpression = [
  [45.45, 26.6],
  [48.5, 30.2],
];

export type LocationMapOptions = {
  tileUrl: string;
  attribution: string;
  point: [number, number] | null;
  /** The pin's name for screen readers (it can be moved with the keyboard's arrows once focused). */
  pinLabel: string;
  onPick: (lat: number, lon: number) => void;
  onTilesFailed?: () => void;
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The advert form's map (decision 0062): a click puts the advert's pin there, the pin can be
 * dragged; each change reports the point to the form's latitude and longitude fields. Loaded
 * with import() when the owner opens it, so no page's first load carries Leaflet.
 */
export function mountLocationMap(
  element: HTMLElement,
  options: LocationMapOptions,
): { setPoint: (point: [number, number] | null) => void; teardown: () => void } {
  const map = L.map(element, { scrollWheelZoom: false });
  const icon = L.divIcon({ className: "advert-map-pin", iconSize: [22, 22], iconAnchor: [11, 22] });
  let pin: L.Marker | null = null;
  const place = (point: [number, number] | null) => {
    if (!point) {
      pin?.remove();
      pin = null;
      return;
    }
    if (pin) pin.setLatLng(point);
    else {
      pin = L.marker(point, {
        icon,
        draggable: true,
        keyboard: true,
        title: options.pinLabel,
        alt: options.pinLabel,
      });
      pin.on("dragend", () => {
        const at = pin?.getLatLng();
        if (at) options.onPick(round(at.lat), round(at.lng));
      });
      pin.addTo(map);
    }
  };
  if (options.point) {
    map.setView(options.point, 14);
    place(options.point);
  } else map.fitBounds(MOLDOVA);
  map.on("click", (event: L.LeafletMouseEvent) => {
    const point: [number, number] = [round(event.latlng.lat), round(event.latlng.lng)];
    place(point);
    options.onPick(point[0], point[1]);
  });
  const stopTiles = addProbedTiles(map, options.tileUrl, options.attribution, () =>
    options.onTilesFailed?.(),
  );
  return {
    setPoint: place,
    teardown: () => {
      stopTiles();
      map.remove();
    },
  };
}
