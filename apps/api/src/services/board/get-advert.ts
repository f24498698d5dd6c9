import type { AdvertDetail } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { ADVERT_CURRENCIES, advertDisplayPrice, localize, pricePerAre } from "@sf/domain";
import { aliasedTable, and, asc, count, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { pictureImage } from "../catalogue/product-cards.ts";
import { publishedAdverts, siteRates } from "./list-adverts.ts";

const {
  adverts: a,
  boardPlaces,
  advertCategories,
  advertImages,
  advertAttributes,
  advertAttributeOptions,
} = schema;

/**
 * A published advert's page (`GET /api/adverts/{slug}/`): texts in both languages, every
 * picture, the attributes with their values, the price in each currency at the site's rates,
 * and its owner (name and how many adverts they have up). A draft, hidden or expired advert is a
 * 404 to visitors.
 */
export async function getAdvert(db: Db, site: Site, lang: string, slug: string): Promise<AdvertDetail> {
  const region = aliasedTable(boardPlaces, "region");
  const location = aliasedTable(boardPlaces, "location");
  const sector = aliasedTable(boardPlaces, "sector");
  const [row] = await db
    .select({
      advert: a,
      category: { id: advertCategories.id, title: advertCategories.title },
      region: { id: region.id, name: region.name },
      location: { id: location.id, name: location.name },
      sector: { id: sector.id, name: sector.name },
      owner: { id: schema.users.id, firstName: schema.users.firstName, lastName: schema.users.lastName },
    })
    .from(a)
    .innerJoin(advertCategories, eq(advertCategories.id, a.categoryId))
    .innerJoin(schema.users, eq(schema.users.id, a.userId))
    .leftJoin(region, eq(region.id, a.regionId))
    .leftJoin(location, eq(location.id, a.locationId))
    .leftJoin(sector, eq(sector.id, a.sectorId))
    .where(and(publishedAdverts(site), eq(a.slug, slug)))
    .limit(1);
  if (!row) throw notFound("Advert not found.");
  const advert = row.advert;
  const [pictures, chosen, [owned], rates] = await Promise.all([
    db
      .select({ path: advertImages.path })
      .from(advertImages)
      .where(eq(advertImages.advertId, advert.id))
      .orderBy(asc(advertImages.position), asc(advertImages.id)),
    db
      .select({
        attribute: advertAttributes,
        optionId: schema.advertAttributeValues.optionId,
        numberValue: schema.advertAttributeValues.numberValue,
      })
      .from(schema.advertAttributeValues)
      .innerJoin(advertAttributes, eq(advertAttributes.id, schema.advertAttributeValues.attributeId))
      .where(eq(schema.advertAttributeValues.advertId, advert.id))
      .orderBy(asc(advertAttributes.position), asc(advertAttributes.id)),
    db
      .select({ n: count() })
      .from(a)
      .where(and(publishedAdverts(site), eq(a.userId, advert.userId))),
    siteRates(db, site),
  ]);
  const optionIds = chosen.map((c) => c.optionId).filter((id): id is number => id !== null);
  const options = optionIds.length
    ? await db
        .select()
        .from(advertAttributeOptions)
        .where(inArray(advertAttributeOptions.id, optionIds))
        .orderBy(asc(advertAttributeOptions.position))
    : [];
  const text = (value: Record<string, string | undefined> | null | undefined) =>
    localize(value ?? {}, lang, site.mainLanguage);
  const place = (p: { id: number; name: Record<string, string | undefined> } | null) =>
    p ? { id: p.id, name: text(p.name) } : null;
  const attributes: AdvertDetail["attributes"] = [];
  for (const c of chosen) {
    const attribute = c.attribute;
    let entry = attributes.find((x) => x.id === attribute.id);
    if (!entry) {
      entry = {
        id: attribute.id,
        key: attribute.key,
        kind: attribute.kind,
        title: text(attribute.title),
        value: attribute.kind === "select" || attribute.kind === "multi" ? [] : 0,
      };
      attributes.push(entry);
    }
    if (c.optionId !== null && Array.isArray(entry.value)) {
      const option = options.find((o) => o.id === c.optionId);
      if (option) entry.value.push(text(option.title));
    } else if (attribute.kind === "boolean") entry.value = (c.numberValue ?? 0) > 0;
    else if (attribute.kind === "number") entry.value = c.numberValue ?? 0;
  }
  // A published advert always has both (only a draft may lack them: decision 0059).
  const price = advert.price ?? 0;
  const area = advert.area ?? 0;
  // Each currency the site's rates reach (only the owner's own without rates).
  const prices = ADVERT_CURRENCIES.map((currency) =>
    advertDisplayPrice(price, advert.currency, currency, rates),
  ).filter((p, i) => p.currency === ADVERT_CURRENCIES[i]);
  const display = { amount: price, currency: advert.currency };
  const images = pictures.map((p) => pictureImage(p.path));
  const owner = [row.owner.firstName, row.owner.lastName].filter(Boolean).join(" ");
  return {
    id: advert.id,
    slug: advert.slug,
    type: advert.type,
    title: text(advert.title),
    title_ro: advert.title.ro ?? "",
    title_ru: advert.title.ru ?? "",
    description: text(advert.description),
    description_ro: advert.description.ro ?? "",
    description_ru: advert.description.ru ?? "",
    category: { id: row.category.id, title: text(row.category.title) },
    price,
    currency: advert.currency,
    display_price: display,
    prices,
    price_per_are: pricePerAre(price, area, advert.areaUnit),
    area,
    area_unit: advert.areaUnit,
    is_negotiable_price: advert.isNegotiablePrice,
    region: place(row.region),
    location: place(row.location),
    sector: place(row.sector),
    lat: advert.lat,
    lon: advert.lon,
    address: advert.address,
    cadastral_number: advert.cadastralNumber,
    image: images[0] ?? null,
    images,
    images_count: images.length,
    attributes,
    owner: { id: row.owner.id, name: owner, adverts: owned?.n ?? 0 },
    phone_views: advert.phoneViews,
    published_at: advert.publishedAt?.toISOString() ?? null,
    expires_at: advert.expiresAt?.toISOString() ?? null,
  };
}
