/** Where each information screen lives under /{lang}, in the order the footer lists them. */
export const INFO_PAGE_PATHS = {
  faq: "/faq",
  order_guide: "/order-guide",
  payment_systems: "/payment-systems",
  delivery_services: "/delivery-services",
  services: "/services",
  credit_page: "/credit",
  discount_page: "/discount",
  insurance_page: "/insurance",
  service_center_page: "/service-center",
  stores: "/stores",
} as const;
/** The information screens (the contract's `info_pages` values). */
export type InfoScreen = keyof typeof INFO_PAGE_PATHS;

/**
 * The information links a shop's footer shows: only the screens it has (a caterer without a
 * service centre gets no link to one), in one fixed order, whatever order the API listed them.
 */
export function infoPageLinks(
  present: readonly InfoScreen[] | undefined,
): { key: InfoScreen; path: string }[] {
  const have = new Set(present ?? []);
  return (Object.keys(INFO_PAGE_PATHS) as InfoScreen[])
    .filter((key) => have.has(key))
    .map((key) => ({ key, path: INFO_PAGE_PATHS[key] }));
}

/** A route planner's link to a store (OpenStreetMap directions, no account or script needed). */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/directions?route=%3B${lat}%2C${lng}`;
}
