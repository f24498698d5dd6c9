import type { AdvertAttribute, BoardPlace } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, asc, eq, exists, inArray, isNull, or, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/**
 * The land board's reference data (decision 0054), read-only for visitors: places, categories,
 * attributes, complaint reasons and currency rates, in the request language.
 */
const {
  boardPlaces,
  advertCategories,
  advertAttributes,
  advertAttributeOptions,
  complaintCategories,
  adverts,
} = schema;

const text = (site: Site, lang: string, value: Record<string, string | undefined>) =>
  localize(value, lang, site.mainLanguage);

async function places(
  db: Db,
  site: Site,
  lang: string,
  where: ReturnType<typeof and>,
): Promise<BoardPlace[]> {
  const rows = await db
    .select()
    .from(boardPlaces)
    .where(and(eq(boardPlaces.siteId, site.id), where))
    .orderBy(asc(boardPlaces.position), asc(boardPlaces.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: text(site, lang, r.name),
    lat: r.lat,
    lon: r.lon,
  }));
}

/** The regions; with `onlyAdverts`, those with a published advert. */
export function listRegions(db: Db, site: Site, lang: string, onlyAdverts = false): Promise<BoardPlace[]> {
  const withAdverts = exists(
    db
      .select({ one: sql`1` })
      .from(adverts)
      .where(
        and(eq(adverts.siteId, site.id), eq(adverts.regionId, boardPlaces.id), eq(adverts.status, "active")),
      ),
  );
  return places(
    db,
    site,
    lang,
    and(eq(boardPlaces.level, "region"), isNull(boardPlaces.parentId), onlyAdverts ? withAdverts : undefined),
  );
}

/** A region's locations; 404 for a region the site does not have. */
export async function listLocations(
  db: Db,
  site: Site,
  lang: string,
  regionId: number,
): Promise<BoardPlace[]> {
  await placeOf(db, site, regionId, "region");
  return places(db, site, lang, and(eq(boardPlaces.parentId, regionId), eq(boardPlaces.level, "location")));
}

/** A location's sectors (a city's); 404 for a location the site does not have. */
export async function listSectors(
  db: Db,
  site: Site,
  lang: string,
  locationId: number,
): Promise<BoardPlace[]> {
  await placeOf(db, site, locationId, "location");
  return places(db, site, lang, and(eq(boardPlaces.parentId, locationId), eq(boardPlaces.level, "sector")));
}

async function placeOf(db: Db, site: Site, id: number, level: "region" | "location"): Promise<void> {
  const [row] = await db
    .select({ id: boardPlaces.id })
    .from(boardPlaces)
    .where(and(eq(boardPlaces.siteId, site.id), eq(boardPlaces.id, id), eq(boardPlaces.level, level)))
    .limit(1);
  if (!row) throw notFound(level === "region" ? "Region not found." : "Location not found.");
}

export async function listAdvertCategories(db: Db, site: Site, lang: string) {
  const rows = await db
    .select()
    .from(advertCategories)
    .where(eq(advertCategories.siteId, site.id))
    .orderBy(asc(advertCategories.position), asc(advertCategories.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: text(site, lang, r.title) }));
}

/** The attributes of a category (its own and those of every category), or all of them. */
export async function listAdvertAttributes(
  db: Db,
  site: Site,
  lang: string,
  categoryId?: number,
): Promise<AdvertAttribute[]> {
  const rows = await db
    .select()
    .from(advertAttributes)
    .where(
      and(
        eq(advertAttributes.siteId, site.id),
        categoryId === undefined
          ? undefined
          : or(isNull(advertAttributes.categoryId), eq(advertAttributes.categoryId, categoryId)),
      ),
    )
    .orderBy(asc(advertAttributes.position), asc(advertAttributes.id));
  const options = rows.length
    ? await db
        .select()
        .from(advertAttributeOptions)
        .where(
          inArray(
            advertAttributeOptions.attributeId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(advertAttributeOptions.position), asc(advertAttributeOptions.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    kind: r.kind,
    title: text(site, lang, r.title),
    category: r.categoryId,
    options: options
      .filter((o) => o.attributeId === r.id)
      .map((o) => ({ id: o.id, key: o.key, title: text(site, lang, o.title) })),
  }));
}

export async function listComplaintCategories(db: Db, site: Site, lang: string) {
  const rows = await db
    .select()
    .from(complaintCategories)
    .where(eq(complaintCategories.siteId, site.id))
    .orderBy(asc(complaintCategories.position), asc(complaintCategories.id));
  return rows.map((r) => ({ id: r.id, key: r.key, title: text(site, lang, r.title) }));
}

/** The site's rates, MDL (1) first; none on a site without a board. */
export async function listCurrencyRates(db: Db, site: Site) {
  const rows = await db.select().from(schema.currencyRates).where(eq(schema.currencyRates.siteId, site.id));
  if (!rows.length) return [];
  const newest = rows.reduce(
    (a, r) => (r.updatedAt > a ? r.updatedAt : a),
    rows[0]?.updatedAt ?? new Date(0),
  );
  return [
    { currency: "MDL" as const, rate: 1, updated_at: newest.toISOString() },
    ...rows
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map((r) => ({ currency: r.currency, rate: r.leiPerUnit, updated_at: r.updatedAt.toISOString() })),
  ];
}
