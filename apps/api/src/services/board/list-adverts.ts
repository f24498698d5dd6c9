import type { AdvertCard, AdvertList } from "@sf/contract";
import { ADVERT_PAGE_SIZE } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import {
  type AdvertFilters,
  type AdvertSort,
  advertDisplayPrice,
  advertPriceRange,
  type CurrencyRates,
  convertPrice,
  localize,
  PRICE_FILTER_MAX,
  pricePerAre,
  readAdvertFilters,
  readAdvertSort,
  squareMetres,
} from "@sf/domain";
import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  max,
  min,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Site } from "../../lib/site.ts";
import { pictureImage } from "../catalogue/product-cards.ts";
import { tallyAnswersListing, tallyTotal } from "./advert-tallies.ts";

/**
 * The board's listing (`GET /general/v2/product`, decision 0054): published, unexpired adverts
 * of the site, filtered on the normalised columns (a price bound in MDL is turned into euros at
 * the site's rates and compared with `price_eur`; areas in m²), sorted, paged, each shown in the
 * visitor's currency with its price per are.
 */
const { adverts: a, boardPlaces, advertCategories, advertImages, advertAttributeValues: values } = schema;

/** Lei for one EUR and one USD on this site; none on a shop. */
export async function siteRates(db: Db, site: Site): Promise<CurrencyRates | null> {
  const rows = await db.select().from(schema.currencyRates).where(eq(schema.currencyRates.siteId, site.id));
  const eur = rows.find((r) => r.currency === "EUR")?.leiPerUnit;
  const usd = rows.find((r) => r.currency === "USD")?.leiPerUnit;
  return eur && usd ? { EUR: eur, USD: usd } : null;
}

/** The conditions every public view of adverts shares: this site's, published and not expired. */
export function publishedAdverts(site: Site): SQL {
  return and(
    eq(a.siteId, site.id),
    eq(a.status, "active"),
    or(isNull(a.expiresAt), gt(a.expiresAt, sql`now()`)),
  ) as SQL;
}

/** The filter's price bounds (in its currency) on `price_eur`, or undefined without any. */
export function priceConditions(filters: AdvertFilters, rates: CurrencyRates | null): SQL | undefined {
  const toEur = (amount: number | null) =>
    amount === null ? null : rates ? convertPrice(amount, filters.price_unit, "EUR", rates) : amount;
  const priceFrom = toEur(filters.price_from);
  const priceTo = toEur(filters.price_to);
  return and(
    priceFrom === null ? undefined : gte(a.priceEur, priceFrom),
    priceTo === null ? undefined : lte(a.priceEur, priceTo),
  );
}

/** The filters as SQL conditions on the normalised columns. */
export function advertConditions(site: Site, filters: AdvertFilters, rates: CurrencyRates | null): SQL {
  const areaFrom = filters.area_from === null ? null : squareMetres(filters.area_from, filters.area_unit);
  const areaTo = filters.area_to === null ? null : squareMetres(filters.area_to, filters.area_unit);
  const attributeConditions = Object.entries(filters.attributes).map(([attribute, options]) =>
    exists(
      sql`(select 1 from ${values} where ${values.advertId} = ${a.id} and ${values.attributeId} = ${Number(attribute)} and ${inArray(values.optionId, options)})`,
    ),
  );
  return and(
    publishedAdverts(site),
    filters.region === null ? undefined : eq(a.regionId, filters.region),
    filters.location === null ? undefined : eq(a.locationId, filters.location),
    filters.sector === null ? undefined : eq(a.sectorId, filters.sector),
    filters.category === null ? undefined : eq(a.categoryId, filters.category),
    priceConditions(filters, rates),
    areaFrom === null ? undefined : gte(a.areaM2, areaFrom),
    areaTo === null ? undefined : lte(a.areaM2, areaTo),
    filters.is_negotiable_price ? undefined : eq(a.isNegotiablePrice, false),
    ...attributeConditions,
  ) as SQL;
}

const ORDER: Record<AdvertSort, SQL[]> = {
  // As the index orders them (NULLS LAST): PostgreSQL's default for DESC is NULLS FIRST.
  newest: [sql`${a.publishedAt} desc nulls last`, sql`${a.id} desc nulls last`],
  // Ties broken in the index's direction (adverts_listing_*_id), read forwards or backwards.
  price_asc: [asc(a.priceEur), asc(a.id)],
  price_desc: [desc(a.priceEur), desc(a.id)],
  area_asc: [asc(a.areaM2), asc(a.id)],
  area_desc: [desc(a.areaM2), desc(a.id)],
  // As adverts_listing_per_are_id orders them.
  price_per_are_asc: [
    sql`(${a.priceEur} / nullif(${a.areaM2}, 0)) asc nulls last`,
    sql`${a.id} desc nulls last`,
  ],
};

export async function listAdverts(
  db: Db,
  site: Site,
  lang: string,
  query: { page: number; page_size?: number; sortBy?: string; filters?: string },
  /** A narrower list of the same cards: a seller's adverts, a user's favourites. */
  only?: SQL,
): Promise<AdvertList> {
  const filters = readAdvertFilters(query.filters);
  const sortBy = readAdvertSort(query.sortBy);
  const pageSize = query.page_size ?? ADVERT_PAGE_SIZE;
  const rates = await siteRates(db, site);
  const where = and(advertConditions(site, filters, rates), only) as SQL;
  const region = aliasedTable(boardPlaces, "region");
  const location = aliasedTable(boardPlaces, "location");
  const sector = aliasedTable(boardPlaces, "sector");
  // The slider's range is over the listing without its own price bounds; the total with them.
  const withoutPrice = and(
    advertConditions(site, { ...filters, price_from: null, price_to: null }, rates),
    only,
  );
  const priced = priceConditions(filters, rates);
  const [[total, bounds], rows] = await Promise.all([
    // Without a narrowing filter the total is a sum of the tallies (decision 0061), not a count
    // of every advert; otherwise one pass counts and bounds (adverts_listing_category's columns
    // answer a category's without reading its rows).
    !only && tallyAnswersListing(filters)
      ? Promise.all([
          tallyTotal(db, site, filters),
          db
            .select({ min: min(a.priceEur), max: max(a.priceEur) })
            .from(a)
            .where(withoutPrice)
            .then(([b]) => b),
        ])
      : db
          .select({
            n: priced ? sql<number>`(count(*) filter (where ${priced}))::int` : sql<number>`count(*)::int`,
            min: min(a.priceEur),
            max: max(a.priceEur),
          })
          .from(a)
          .where(withoutPrice)
          .then(([b]) => [Number(b?.n ?? 0), b] as const),
    db
      .select({
        advert: a,
        category: { id: advertCategories.id, title: advertCategories.title },
        region: { id: region.id, name: region.name },
        location: { id: location.id, name: location.name },
        sector: { id: sector.id, name: sector.name },
      })
      .from(a)
      .innerJoin(advertCategories, eq(advertCategories.id, a.categoryId))
      .leftJoin(region, eq(region.id, a.regionId))
      .leftJoin(location, eq(location.id, a.locationId))
      .leftJoin(sector, eq(sector.id, a.sectorId))
      .where(where)
      .orderBy(...ORDER[sortBy])
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
  ]);
  const ids = rows.map((r) => r.advert.id);
  const pictures = ids.length
    ? await db
        .select({ advertId: advertImages.advertId, path: advertImages.path, position: advertImages.position })
        .from(advertImages)
        .where(inArray(advertImages.advertId, ids))
        .orderBy(asc(advertImages.advertId), asc(advertImages.position), asc(advertImages.id))
    : [];
  const text = (value: Record<string, string | undefined> | null | undefined) =>
    localize(value ?? {}, lang, site.mainLanguage);
  const shown = (eur: number | null): number | null =>
    eur === null ? null : rates ? convertPrice(eur, "EUR", filters.price_unit, rates) : eur;
  const results: AdvertCard[] = rows.map((r) => {
    const own = pictures.filter((p) => p.advertId === r.advert.id);
    // A published advert always has both (only a draft may lack them: decision 0059).
    const price = r.advert.price ?? 0;
    const area = r.advert.area ?? 0;
    const display = advertDisplayPrice(price, r.advert.currency, filters.price_unit, rates);
    const place = (p: { id: number; name: Record<string, string | undefined> } | null) =>
      p ? { id: p.id, name: text(p.name) } : null;
    return {
      id: r.advert.id,
      slug: r.advert.slug,
      type: r.advert.type,
      title: text(r.advert.title),
      category: { id: r.category.id, title: text(r.category.title) },
      price,
      currency: r.advert.currency,
      display_price: display,
      price_per_are: pricePerAre(display.amount, area, r.advert.areaUnit),
      area,
      area_unit: r.advert.areaUnit,
      is_negotiable_price: r.advert.isNegotiablePrice,
      region: place(r.region),
      location: place(r.location),
      sector: place(r.sector),
      lat: r.advert.lat,
      lon: r.advert.lon,
      image: own[0] ? pictureImage(own[0].path) : null,
      images_count: own.length,
      published_at: r.advert.publishedAt?.toISOString() ?? null,
    };
  });
  const range = advertPriceRange(
    bounds && bounds.min !== null && bounds.max !== null
      ? { min: shown(Number(bounds.min)), max: shown(Number(bounds.max)) }
      : null,
  );
  const totalCount = total;
  return {
    results,
    totalCount,
    pages: Math.max(1, Math.ceil(totalCount / pageSize)),
    current_page: query.page,
    page_size: pageSize,
    price_range: { ...range, max: Math.min(range.max, PRICE_FILTER_MAX), currency: filters.price_unit },
    sortBy,
  };
}
