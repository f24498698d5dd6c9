import type { DeliveryAddress } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, desc, eq } from "drizzle-orm";
import { FieldErrors, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { findLocality, findRegion } from "../delivery/list-regions.ts";

/** The most addresses a customer keeps; the oldest go when more are saved. */
export const MAX_ADDRESSES = 20;

type Row = typeof schema.deliveryAddresses.$inferSelect;

const view = (row: Row): DeliveryAddress => ({
  shipping_address_id: row.id,
  shipping_region_id: row.regionId,
  shipping_city_id: row.localityId,
  shipping_street: row.street,
  shipping_building: row.building,
  shipping_apartment: row.apartment,
  shipping_address_note: row.note,
});

/** A customer's saved addresses, newest first. */
export async function listAddresses(db: Db, site: Site, userId: number): Promise<DeliveryAddress[]> {
  const { deliveryAddresses: a } = schema;
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.siteId, site.id), eq(a.userId, userId)))
    .orderBy(desc(a.createdAt), desc(a.id));
  return rows.map(view);
}

/**
 * Saves an address (the spec's answer: the list, the new one first). The region and locality
 * must be the shop's delivery places; saving the same address again returns the saved one.
 */
export async function createAddress(
  db: Db,
  site: Site,
  userId: number,
  input: {
    shipping_region_id?: number | null | undefined;
    shipping_city_id?: number | null | undefined;
    shipping_street: string;
    shipping_building: string;
    shipping_apartment: string;
    shipping_address_note: string;
  },
): Promise<DeliveryAddress[]> {
  const locality = input.shipping_city_id ? findLocality(input.shipping_city_id) : undefined;
  if (input.shipping_city_id && !locality) throw new FieldErrors({ shipping_city_id: ["No such locality."] });
  const regionId = input.shipping_region_id ?? locality?.regionId ?? null;
  if (regionId !== null && !findRegion(regionId))
    throw new FieldErrors({ shipping_region_id: ["No such region."] });
  if (locality && regionId !== locality.regionId)
    throw new FieldErrors({ shipping_city_id: ["No such locality in this region."] });
  const values = {
    siteId: site.id,
    userId,
    regionId,
    localityId: locality?.id ?? null,
    street: input.shipping_street,
    building: input.shipping_building,
    apartment: input.shipping_apartment,
    note: input.shipping_address_note,
  };
  const { deliveryAddresses: a } = schema;
  await db.transaction(async (tx) => {
    const saved = await tx
      .select()
      .from(a)
      .where(and(eq(a.siteId, site.id), eq(a.userId, userId)))
      .orderBy(desc(a.createdAt), desc(a.id))
      .for("update");
    const same = saved.find(
      (r) =>
        r.regionId === values.regionId &&
        r.localityId === values.localityId &&
        r.street === values.street &&
        r.building === values.building &&
        r.apartment === values.apartment,
    );
    if (same) {
      await tx.update(a).set({ note: values.note, createdAt: new Date() }).where(eq(a.id, same.id));
      return;
    }
    await tx.insert(a).values(values);
    for (const old of saved.slice(MAX_ADDRESSES - 1)) await tx.delete(a).where(eq(a.id, old.id));
  });
  return listAddresses(db, site, userId);
}

/** Deletes one of the customer's addresses; someone else's is "not found". */
export async function deleteAddress(
  db: Db,
  site: Site,
  userId: number,
  id: number,
): Promise<DeliveryAddress[]> {
  const { deliveryAddresses: a } = schema;
  const deleted = await db
    .delete(a)
    .where(and(eq(a.id, id), eq(a.siteId, site.id), eq(a.userId, userId)))
    .returning({ id: a.id });
  if (deleted.length === 0) throw notFound("No such address.");
  return listAddresses(db, site, userId);
}
