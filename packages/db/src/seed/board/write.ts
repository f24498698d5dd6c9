import type { Db } from "../../client.ts";
import {
  advertAttributeOptions,
  advertAttributes,
  advertAttributeValues,
  advertCategories,
  advertImages,
  adverts,
  boardPlaces,
  complaintCategories,
  currencyRates,
  media,
  userPhones,
  users,
} from "../../schema.ts";
import { productSvg } from "../product-art.ts";
import { type AdvertSeed, DEMO_BOARD_USERS, demoAdverts } from "./adverts.ts";
import { BOARD_ATTRIBUTES, BOARD_CATEGORIES, BOARD_RATES, COMPLAINT_CATEGORIES } from "./catalogue.ts";
import { BOARD_PLACES, type PlaceSeed } from "./places.ts";

/** The theme whose demo site is the land board. */
export const BOARD_THEME = "terenuri";
/** How long a published demo advert stays up (the board's default). */
export const ADVERT_DAYS = 60;
/** The day the demo adverts are dated from, so every demo database is the same. */
const SEED_DAY = Date.UTC(2026, 10, 27, 9, 0, 0);
const DAY = 86_400_000;

/**
 * The land board's demo: reference data (places, categories, attributes, complaint reasons,
 * rates), two users with verified phones, and their adverts with pictures and attributes.
 */
export async function seedBoard(db: Db, siteId: number, theme: string): Promise<void> {
  if (theme !== BOARD_THEME) return;
  const placeIds = await seedPlaces(db, siteId);
  const categoryIds = new Map<string, number>();
  for (const [i, category] of BOARD_CATEGORIES.entries()) {
    const [row] = await db
      .insert(advertCategories)
      .values({ siteId, slug: category.slug, title: category.title, position: i })
      .returning({ id: advertCategories.id });
    if (row) categoryIds.set(category.slug, row.id);
  }
  const attributeIds = new Map<string, number>();
  const optionIds = new Map<string, number>();
  for (const [i, attribute] of BOARD_ATTRIBUTES.entries()) {
    const [row] = await db
      .insert(advertAttributes)
      .values({
        siteId,
        categoryId: attribute.category === null ? null : (categoryIds.get(attribute.category) ?? null),
        key: attribute.key,
        kind: attribute.kind,
        title: attribute.title,
        position: i,
      })
      .returning({ id: advertAttributes.id });
    if (!row) continue;
    attributeIds.set(attribute.key, row.id);
    if (!attribute.options?.length) continue;
    const options = await db
      .insert(advertAttributeOptions)
      .values(
        attribute.options.map((o, position) => ({
          attributeId: row.id,
          key: o.key,
          title: o.title,
          position,
        })),
      )
      .returning({ id: advertAttributeOptions.id, key: advertAttributeOptions.key });
    for (const o of options) optionIds.set(`${attribute.key}:${o.key}`, o.id);
  }
  await db
    .insert(complaintCategories)
    .values(COMPLAINT_CATEGORIES.map((c, position) => ({ siteId, key: c.key, title: c.title, position })));
  await db.insert(currencyRates).values(
    Object.entries(BOARD_RATES).map(([currency, leiPerUnit]) => ({
      siteId,
      currency: currency as "EUR" | "USD",
      leiPerUnit,
      updatedAt: new Date(SEED_DAY),
    })),
  );

  const owners: number[] = [];
  for (const user of DEMO_BOARD_USERS) {
    const [row] = await db
      .insert(users)
      .values({ siteId, ...user, isActive: true })
      .returning({ id: users.id });
    if (!row) throw new Error(`board user ${user.email} not written`);
    owners.push(row.id);
    await db.insert(userPhones).values({
      siteId,
      userId: row.id,
      phone: user.phone,
      isAuth: true,
      verifiedAt: new Date(SEED_DAY - 200 * DAY),
    });
  }
  await seedAdverts(db, siteId, demoAdverts(), { placeIds, categoryIds, attributeIds, optionIds, owners });
}

async function seedPlaces(db: Db, siteId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const place = async (
    seed: PlaceSeed,
    level: "region" | "location" | "sector",
    parentId: number | null,
    position: number,
  ) => {
    const [row] = await db
      .insert(boardPlaces)
      .values({
        siteId,
        parentId,
        level,
        slug: seed.slug,
        name: { ro: seed.ro, ru: seed.ru },
        position,
        lat: seed.lat,
        lon: seed.lon,
      })
      .returning({ id: boardPlaces.id });
    if (!row) throw new Error(`board place ${seed.slug} not written`);
    ids.set(seed.slug, row.id);
    return row.id;
  };
  for (const [i, region] of BOARD_PLACES.entries()) {
    const regionId = await place(region, "region", null, i);
    for (const [j, location] of (region.locations ?? []).entries()) {
      const locationId = await place(location, "location", regionId, j);
      for (const [k, sector] of (location.sectors ?? []).entries())
        await place(sector, "sector", locationId, k);
    }
  }
  return ids;
}

type Ids = {
  placeIds: Map<string, number>;
  categoryIds: Map<string, number>;
  attributeIds: Map<string, number>;
  optionIds: Map<string, number>;
  owners: number[];
};

async function seedAdverts(db: Db, siteId: number, seeds: AdvertSeed[], ids: Ids): Promise<void> {
  const id = (map: Map<string, number>, key: string) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`board seed: nothing named ${key}`);
    return value;
  };
  const rows = await db
    .insert(adverts)
    .values(
      seeds.map((a) => {
        const published = a.publishedDaysAgo === null ? null : new Date(SEED_DAY - a.publishedDaysAgo * DAY);
        return {
          siteId,
          userId: ids.owners[a.owner] as number,
          slug: a.slug,
          type: a.type,
          categoryId: id(ids.categoryIds, a.category),
          title: a.title,
          description: a.description,
          price: a.price,
          currency: a.currency,
          priceEur: a.priceEur,
          area: a.area,
          areaUnit: a.areaUnit,
          areaM2: a.areaM2,
          lat: a.lat,
          lon: a.lon,
          regionId: id(ids.placeIds, a.region),
          locationId: id(ids.placeIds, a.location),
          sectorId: a.sector === null ? null : id(ids.placeIds, a.sector),
          address: a.address,
          cadastralNumber: a.cadastralNumber,
          isNegotiablePrice: a.isNegotiablePrice,
          status: a.status,
          publishedAt: published,
          reviewedAt: a.reviewed ? published : null,
          renewedAt: published,
          expiresAt: published ? new Date(published.getTime() + ADVERT_DAYS * DAY) : null,
          createdAt: published ?? new Date(SEED_DAY - DAY),
          updatedAt: published ?? new Date(SEED_DAY - DAY),
        };
      }),
    )
    .returning({ id: adverts.id, slug: adverts.slug });
  const advertId = new Map(rows.map((r) => [r.slug, r.id]));
  const encoder = new TextEncoder();
  const pictures = seeds.flatMap((a) =>
    Array.from({ length: a.picture.count }, (_, i) => {
      const view = (i + 1) as 1 | 2 | 3;
      const caption = a.title.ro?.split(",")[1]?.trim() ?? "";
      return {
        advert: a.slug,
        path: `adverts/${a.slug}-${view}.svg`,
        position: i,
        svg: productSvg({ shape: "plot", color: a.picture.color }, caption, a.picture.kind, view),
      };
    }),
  );
  for (let i = 0; i < pictures.length; i += 100) {
    const batch = pictures.slice(i, i + 100);
    await db.insert(media).values(
      batch.map((p) => ({
        siteId,
        path: p.path,
        contentType: "image/svg+xml",
        body: encoder.encode(p.svg),
      })),
    );
    await db.insert(advertImages).values(
      batch.map((p) => ({
        advertId: id(advertId, p.advert),
        path: `/media/${p.path}`,
        position: p.position,
      })),
    );
  }
  type Value = typeof advertAttributeValues.$inferInsert;
  const values = seeds.flatMap((a): Value[] =>
    Object.entries(a.attributes).flatMap(([key, value]): Value[] => {
      const attributeId = id(ids.attributeIds, key);
      const advert = id(advertId, a.slug);
      if (Array.isArray(value))
        return value.map((option) => ({
          advertId: advert,
          attributeId,
          optionId: id(ids.optionIds, `${key}:${option}`),
          numberValue: null,
        }));
      return [
        {
          advertId: advert,
          attributeId,
          optionId: null,
          numberValue: typeof value === "boolean" ? (value ? 1 : 0) : value,
        },
      ];
    }),
  );
  for (let i = 0; i < values.length; i += 500)
    await db.insert(advertAttributeValues).values(values.slice(i, i + 500));
}
