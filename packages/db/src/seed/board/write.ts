import type { Db } from "../../client.ts";
import {
  advertAttributeOptions,
  advertAttributes,
  advertCategories,
  boardPlaces,
  complaintCategories,
  currencyRates,
} from "../../schema.ts";
import { BOARD_ATTRIBUTES, BOARD_CATEGORIES, BOARD_RATES, COMPLAINT_CATEGORIES } from "./catalogue.ts";
import { BOARD_PLACES, type PlaceSeed } from "./places.ts";

/** The theme whose demo site is the land board. */
export const BOARD_THEME = "terenuri";

/** The land board's reference data: places, categories, attributes, complaint reasons, rates. */
export async function seedBoard(db: Db, siteId: number, theme: string): Promise<void> {
  if (theme !== BOARD_THEME) return;
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
  const categoryIds = new Map<string, number>();
  for (const [i, category] of BOARD_CATEGORIES.entries()) {
    const [row] = await db
      .insert(advertCategories)
      .values({ siteId, slug: category.slug, title: category.title, position: i })
      .returning({ id: advertCategories.id });
    if (row) categoryIds.set(category.slug, row.id);
  }
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
    if (!row || !attribute.options?.length) continue;
    await db.insert(advertAttributeOptions).values(
      attribute.options.map((o, position) => ({
        attributeId: row.id,
        key: o.key,
        title: o.title,
        position,
      })),
    );
  }
  await db
    .insert(complaintCategories)
    .values(COMPLAINT_CATEGORIES.map((c, position) => ({ siteId, key: c.key, title: c.title, position })));
  await db.insert(currencyRates).values(
    Object.entries(BOARD_RATES).map(([currency, leiPerUnit]) => ({
      siteId,
      currency: currency as "EUR" | "USD",
      leiPerUnit,
    })),
  );
}
