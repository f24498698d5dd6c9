import type { AdvertMap } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { advertDisplayPrice, localize, mapCellDegrees, readAdvertFilters, readMapBox } from "@sf/domain";
import { and, between, or, sql } from "drizzle-orm";
import { FieldErrors } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { tallyAnswersMap, tallyMapCells } from "./advert-tallies.ts";
import { advertConditions, siteRates } from "./list-adverts.ts";

const { adverts: a } = schema;

/** At most this many groups in one answer. */
const MAX_GROUPS = 2000;

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
  const cellText = mapCellDegrees(query.zoom).toFixed(12);
  const cell = sql.raw(cellText);
  const gy = sql<number>`floor(${a.lat} / ${cell})`;
  const gx = sql<number>`floor(${a.lon} / ${cell})`;
  const where = advertConditions(site, filters, rates);
  const shown = (r: {
    slug: string;
    title: Record<string, string>;
    price: number;
    currency: "EUR" | "MDL" | "USD";
  }) => ({
    slug: r.slug,
    title: localize(r.title, lang, site.mainLanguage),
    display_price: advertDisplayPrice(r.price, r.currency, filters.price_unit, rates).amount,
  });
  const at = (n: number) => Math.round(n * 1e5) / 1e5;

  if (tallyAnswersMap(filters, query.zoom)) {
    // The whole country at a low zoom: the kept cells (decision 0061), then the one advert of
    // each group of one.
    const cells = await tallyMapCells(db, site, filters, box, query.zoom, cellText, MAX_GROUPS);
    const singles = cells.filter((c) => c.count === 1);
    const span = Number(cellText);
    const found = singles.length
      ? await db
          .select({
            gy: sql<number>`${gy}::int`,
            gx: sql<number>`${gx}::int`,
            slug: a.slug,
            title: a.title,
            price: sql<number>`${a.price}::float`,
            currency: a.currency,
          })
          .from(a)
          .where(
            and(
              where,
              or(
                ...singles.map((c) =>
                  and(
                    between(a.lat, c.gy * span - span, (c.gy + 2) * span),
                    between(a.lon, c.gx * span - span, (c.gx + 2) * span),
                    sql`${gy} = ${c.gy}`,
                    sql`${gx} = ${c.gx}`,
                  ),
                ),
              ),
            ),
          )
      : [];
    const clusters = cells.map((c) => {
      const one =
        c.count === 1 ? found.find((f) => Number(f.gy) === c.gy && Number(f.gx) === c.gx) : undefined;
      return { lat: at(c.lat), lon: at(c.lon), count: c.count, advert: one ? shown(one) : null };
    });
    return { clusters, total: clusters.reduce((n, c) => n + c.count, 0) };
  }

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
    .where(and(where, between(a.lat, box.south, box.north), between(a.lon, box.west, box.east)))
    .groupBy(gy, gx)
    .orderBy(gy, gx)
    .limit(MAX_GROUPS);
  const clusters = rows.map((r) => ({
    lat: at(r.lat),
    lon: at(r.lon),
    count: r.count,
    advert: r.count === 1 ? shown(r) : null,
  }));
  return { clusters, total: clusters.reduce((n, c) => n + c.count, 0) };
}
