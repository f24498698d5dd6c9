import type {
  AdminPartner,
  AdminPartnerRegion,
  adminPartnerRegionWriteSchema,
  adminPartnerWriteSchema,
} from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { FieldErrors, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { contentService } from "./content-kind.ts";
import { type ContentTx, checkTexts } from "./content-write.ts";
import { fromLocalized, toLocalized } from "./localized.ts";

type RegionWrite = z.output<typeof adminPartnerRegionWriteSchema>;
type PartnerWrite = z.output<typeof adminPartnerWriteSchema>;
const { partnerRegions, partners } = schema;

async function listRegions(db: Db | ContentTx, site: Site, id?: number): Promise<AdminPartnerRegion[]> {
  const rows = await db
    .select()
    .from(partnerRegions)
    .where(and(eq(partnerRegions.siteId, site.id), id === undefined ? undefined : eq(partnerRegions.id, id)))
    .orderBy(asc(partnerRegions.position), asc(partnerRegions.id));
  return rows.map((r) => ({ id: r.id, position: r.position, translations: fromLocalized({ name: r.name }) }));
}

/** The regions partners are listed under (`/{lang}/partners`), in order; a region's partners go with it. */
export const adminPartnerRegions = contentService<AdminPartnerRegion, RegionWrite>({
  name: "partner_region",
  table: partnerRegions,
  read: async (db, site, id) => {
    const [found] = await listRegions(db, site, id);
    if (!found) throw notFound("Region not found.");
    return found;
  },
  list: (db, site) => listRegions(db, site),
  check: (site, body) => checkTexts(site, body.translations, { mainRequired: true }),
  columns: (body) => ({ name: toLocalized(body.translations, "name") }),
});

async function listPartners(db: Db | ContentTx, site: Site, id?: number): Promise<AdminPartner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(and(eq(partners.siteId, site.id), id === undefined ? undefined : eq(partners.id, id)))
    .orderBy(asc(partners.position), asc(partners.id));
  return rows.map((r) => ({
    id: r.id,
    position: r.position,
    region_id: r.regionId,
    name: r.name,
    logo: r.logo,
    url: r.url || null,
  }));
}

/** The shop's partners: a name (not translated, it is theirs), a logo, a link, one of the shop's regions. */
export const adminPartners = contentService<AdminPartner, PartnerWrite>({
  name: "partner",
  table: partners,
  read: async (db, site, id) => {
    const [found] = await listPartners(db, site, id);
    if (!found) throw notFound("Partner not found.");
    return found;
  },
  list: (db, site) => listPartners(db, site),
  checkIn: async (tx, site, body) => {
    const [region] = await tx
      .select({ id: partnerRegions.id })
      .from(partnerRegions)
      .where(and(eq(partnerRegions.id, body.region_id), eq(partnerRegions.siteId, site.id)));
    if (!region) throw new FieldErrors({ region_id: ["The shop has no such region."] });
  },
  columns: (body) => ({ regionId: body.region_id, name: body.name, logo: body.logo, url: body.url || null }),
});
