import { type Db, schema } from "@sf/db";
import type { AdvertFilters, MapBox } from "@sf/domain";
import { and, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * Reads of the board's tallies (migration 0037, decision 0061): the totals and low-zoom map
 * cells that triggers keep as adverts are published, hidden, moved or deleted. A tally counts
 * adverts by their status; those past their end that the expiry job has not yet marked are
 * subtracted here, so the figures equal an exact count of what the listing shows.
 */
const { adverts: a, advertTallies: t, advertMapCells: c } = schema;

/** The deepest zoom the map's cells are kept for (the migration's `generate_series(1, 10)`). */
export const TALLIED_MAX_ZOOM = 10;

/** The filters a total can be read from the tallies with: places above the sector, category, negotiable. */
export function tallyAnswersListing(filters: AdvertFilters): boolean {
  return (
    filters.sector === null &&
    filters.price_from === null &&
    filters.price_to === null &&
    filters.area_from === null &&
    filters.area_to === null &&
    Object.keys(filters.attributes).length === 0
  );
}

/** The map's cells are kept by category and negotiable only, at zooms up to TALLIED_MAX_ZOOM. */
export function tallyAnswersMap(filters: AdvertFilters, zoom: number): boolean {
  return (
    Math.round(zoom) <= TALLIED_MAX_ZOOM &&
    filters.region === null &&
    filters.location === null &&
    tallyAnswersListing(filters)
  );
}

/** Published adverts past their end that the expiry job has not reached yet (few: its interval's). */
function lapsed(site: Site, filters: AdvertFilters): SQL {
  return and(
    eq(a.siteId, site.id),
    eq(a.status, "active"),
    isNotNull(a.expiresAt),
    lte(a.expiresAt, sql`now()`),
    filters.category === null ? undefined : eq(a.categoryId, filters.category),
    filters.region === null ? undefined : eq(a.regionId, filters.region),
    filters.location === null ? undefined : eq(a.locationId, filters.location),
    filters.is_negotiable_price ? undefined : eq(a.isNegotiablePrice, false),
  ) as SQL;
}

/** The listing's total for filters `tallyAnswersListing` accepts. */
export async function tallyTotal(db: Db, site: Site, filters: AdvertFilters): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(coalesce(sum(${t.n}), 0) - (select count(*) from ${a} where ${lapsed(site, filters)}))::int`,
    })
    .from(t)
    .where(
      and(
        eq(t.siteId, site.id),
        filters.category === null ? undefined : eq(t.categoryId, filters.category),
        filters.region === null ? undefined : eq(t.regionId, filters.region),
        filters.location === null ? undefined : eq(t.locationId, filters.location),
        filters.is_negotiable_price ? undefined : eq(t.negotiable, false),
      ),
    );
  return Number(row?.n ?? 0);
}

export type TallyCell = { gy: number; gx: number; count: number; lat: number; lon: number };

/**
 * The map's groups for filters `tallyAnswersMap` accepts: every kept cell that touches the box
 * (whole, so a group at the edge counts all its adverts), at its adverts' mean position.
 * `cell` is the zoom's cell size as the exact query writes it (12 decimals).
 */
export async function tallyMapCells(
  db: Db,
  site: Site,
  filters: AdvertFilters,
  box: MapBox,
  zoom: number,
  cell: string,
  limit: number,
): Promise<TallyCell[]> {
  const size = sql.raw(cell);
  const span = Number(cell);
  const [y0, y1, x0, x1] = [
    Math.floor(box.south / span),
    Math.floor(box.north / span),
    Math.floor(box.west / span),
    Math.floor(box.east / span),
  ];
  const result = await db.execute(sql`
    select gy, gx, sum(n)::int as n, sum(sum_lat)::float8 as slat, sum(sum_lon)::float8 as slon from (
      select ${c.gy} as gy, ${c.gx} as gx, ${c.n} as n, ${c.sumLat} as sum_lat, ${c.sumLon} as sum_lon
      from ${c}
      where ${and(
        eq(c.siteId, site.id),
        eq(c.zoom, Math.round(zoom)),
        sql`${c.gy} between ${y0} and ${y1}`,
        sql`${c.gx} between ${x0} and ${x1}`,
        filters.category === null ? undefined : eq(c.categoryId, filters.category),
        filters.is_negotiable_price ? undefined : eq(c.negotiable, false),
      )}
      union all
      select floor(${a.lat} / ${size})::int, floor(${a.lon} / ${size})::int, -1, -${a.lat}, -${a.lon}
      from ${a}
      where ${and(lapsed(site, filters), isNotNull(a.lat), isNotNull(a.lon))}
    ) cells
    where gy between ${y0} and ${y1} and gx between ${x0} and ${x1}
    group by gy, gx
    having sum(n) > 0
    order by gy, gx
    limit ${limit}`);
  const { rows } = result as unknown as {
    rows: { gy: number; gx: number; n: number; slat: number; slon: number }[];
  };
  return rows.map((r) => ({
    gy: Number(r.gy),
    gx: Number(r.gx),
    count: Number(r.n),
    lat: Number(r.slat) / Number(r.n),
    lon: Number(r.slon) / Number(r.n),
  }));
}
