import type { AdvertMap } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { advertDisplayPrice, localize, mapCellDegrees, readAdvertFilters, readMapBox } from "@sf/domain";
import { and, between, sql } from "drizzle-orm";
import { FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { advertConditions, siteRates } from "./list-adverts.ts";

const { adverts: a } = schema;

/**
 * The map's points (`GET /api/adverts-map/`): the listing's adverts inside the visible box,
 * grouped by a grid whose cell follows the zoom (decision 0054), each group at its adverts'
 * mean position; a group of one names its advert. The database does the grouping, so the
 * answer stays a few hundred points whatever the number of adverts.
 */
export async function advertMap(
  db: Db,
  site: Site,
  lang: string,
  query: { filters?: string; bbox: string; zoom: number },
): Promise<AdvertMap> {
  const box = readMapBox(query.bbox);
  if (!box)
    throw new FieldErrors({
      bbox: ["The box is west,south,east,north in degrees, west of east and south of north."],
    });
  const filters = readAdvertFilters(query.filters);
  const rates = await siteRates(db, site);
  // A number the server computed, written into the query as text: GROUP BY and ORDER BY must
  // name the same expression, which two bound parameters would not be.
  const cell = sql.raw(mapCellDegrees(query.zoom).toFixed(12));
  const gy = sql<number>`floor(${a.lat} / ${cell})`;
  const gx = sql<number>`floor(${a.lon} / ${cell})`;
  const rows = await db
    .select({
      lat: sql<number>`avg(${a.lat})::float`,
      lon: sql<number>`avg(${a.lon})::float`,
      count: sql<number>`count(*)::int`,
      // The one advert of a group of one (any of them otherwise, unused).
      slug: sql<string>`min(${a.slug})`,
      title: sql<Record<string, string>>`(array_agg(${a.title}))[1]`,
      price: sql<number>`min(${a.price})::float`,
      currency: sql<"EUR" | "MDL" | "USD">`min(${a.currency})`,
    })
    .from(a)
    .where(
      and(
        advertConditions(site, filters, rates),
        between(a.lat, box.south, box.north),
        between(a.lon, box.west, box.east),
      ),
    )
    .groupBy(gy, gx)
    .orderBy(gy, gx)
    .limit(2000);
  const clusters = rows.map((r) => ({
    lat: Math.round(r.lat * 1e5) / 1e5,
    lon: Math.round(r.lon * 1e5) / 1e5,
    count: r.count,
    advert:
      r.count === 1
        ? {
            slug: r.slug,
            title: localize(r.title, lang, site.mainLanguage),
            display_price: advertDisplayPrice(r.price, r.currency, filters.price_unit, rates).amount,
          }
        : null,
  }));
  return { clusters, total: clusters.reduce((n, c) => n + c.count, 0) };
}
