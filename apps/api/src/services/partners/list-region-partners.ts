import type { RegionPartners } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { groupByRegion, localize } from "@sf/domain";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/** `/base/partners/region_partners`: the shop's partners grouped by region, regions in order. */
export async function listRegionPartners(db: Db, site: Site, lang: string): Promise<RegionPartners> {
  const { partners, partnerRegions } = schema;
  const rows = await db
    .select({ partner: partners, region: partnerRegions })
    .from(partners)
    .innerJoin(partnerRegions, eq(partnerRegions.id, partners.regionId))
    .where(eq(partners.siteId, site.id))
    .orderBy(asc(partners.position), asc(partners.id));
  const flat = rows.map(({ partner, region }) => ({
    id: partner.id,
    name: partner.name,
    logo: partner.logo,
    url: partner.url,
    region: localize(region.name, lang, site.mainLanguage),
    regionId: region.id,
    regionName: localize(region.name, lang, site.mainLanguage),
    regionPosition: region.position,
  }));
  return groupByRegion(flat).map((group) => ({
    id: group.id,
    name: group.name,
    partners: group.partners.map(({ id, name, logo, url, region }) => ({ id, name, logo, url, region })),
  }));
}
