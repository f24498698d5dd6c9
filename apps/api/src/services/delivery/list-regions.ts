import type { Locality, Region, Sector } from "@sf/contract";
import { CAPITAL_REGION_ID } from "@sf/domain";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { placeName } from "./reference/names.ts";
import { LOCALITIES, REGIONS, SECTORS } from "./reference/regions.ts";

/** Moldova's regions (`/base/region/`), the capital first. */
export function listRegions(lang: string): Region[] {
  const regions = REGIONS.map((r) => ({
    id: r.id,
    name: placeName(r.names, lang),
    is_capital: r.id === CAPITAL_REGION_ID,
  }));
  return [
    ...regions.filter((r) => r.is_capital),
    ...regions.filter((r) => !r.is_capital).sort((a, b) => a.name.localeCompare(b.name, lang)),
  ];
}

export function findLocality(localityId: number) {
  return LOCALITIES.find((l) => l.id === localityId);
}

export function findRegion(regionId: number) {
  return REGIONS.find((r) => r.id === regionId);
}

/**
 * The localities of a region (`/base/locality?region_id=`), the default one first. A locality
 * is open to home delivery unless the shop lists the ones it delivers to (`cities_to_choose`).
 */
export function listLocalities(site: Site, regionId: number, lang: string): Locality[] {
  if (!findRegion(regionId)) throw notFound(`No region ${regionId}.`);
  const delivers = deliveryLocalities(site);
  return LOCALITIES.filter((l) => l.regionId === regionId)
    .sort((a, b) => Number(Boolean(b.isDefault)) - Number(Boolean(a.isDefault)))
    .map((l) => ({
      id: l.id,
      region_id: l.regionId,
      slug: l.slug,
      name: placeName(l.names, lang),
      is_default: Boolean(l.isDefault),
      delivery_available: delivers === null || delivers.has(l.id),
    }));
}

/** The localities a shop delivers to, or null when it delivers everywhere. */
export function deliveryLocalities(site: Site): Set<number> | null {
  const cities = site.settings.cities_to_choose;
  return cities.length > 0 ? new Set(cities.map((c) => c.id)) : null;
}

/** Chișinău's five sectors (`/base/sector/`). */
export function listSectors(lang: string): Sector[] {
  return SECTORS.map((s) => ({ id: s.id, slug: s.slug, name: placeName(s.names, lang) }));
}
