import { type Db, schema } from "@sf/db";
import type { AdvertContent } from "@sf/domain";
import { eq } from "drizzle-orm";

const { adverts: a, advertImages, advertAttributeValues } = schema;
type Reader = Pick<Db, "select">;

/**
 * What buyers read in an advert (its row's texts, price, area and place, its pictures and
 * attribute values), for `advertContentChanges`: an owner's edit of it puts the advert back in
 * the moderators' queue (decision 0064).
 */
export async function readAdvertContent(db: Reader, row: typeof a.$inferSelect): Promise<AdvertContent> {
  const [pictures, values] = await Promise.all([
    db.select({ path: advertImages.path }).from(advertImages).where(eq(advertImages.advertId, row.id)),
    db
      .select({
        attributeId: advertAttributeValues.attributeId,
        optionId: advertAttributeValues.optionId,
        number: advertAttributeValues.numberValue,
      })
      .from(advertAttributeValues)
      .where(eq(advertAttributeValues.advertId, row.id)),
  ]);
  return {
    type: row.type,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    price: row.price,
    currency: row.currency,
    area: row.area,
    areaUnit: row.areaUnit,
    regionId: row.regionId,
    locationId: row.locationId,
    sectorId: row.sectorId,
    address: row.address,
    lat: row.lat,
    lon: row.lon,
    cadastralNumber: row.cadastralNumber,
    pictures: pictures.map((p) => p.path),
    attributes: values,
  };
}
