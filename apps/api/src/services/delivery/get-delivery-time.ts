import type { DeliveryTime } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { pickupDays, SHOP_TIME_ZONE } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/** A store's pickup slots (`/general/delivery-time/{storeId}/`); another site's store is a 404. */
export async function getDeliveryTime(
  db: Db,
  site: Site,
  storeId: number,
  now = new Date(),
): Promise<DeliveryTime> {
  const [store] = await db
    .select({ id: schema.shops.id, hours: schema.shops.hours })
    .from(schema.shops)
    .where(and(eq(schema.shops.id, storeId), eq(schema.shops.siteId, site.id)))
    .limit(1);
  if (!store) throw notFound(`No store ${storeId}.`);
  const calendar = site.settings.calendar_settings;
  return {
    store_id: store.id,
    time_zone: SHOP_TIME_ZONE,
    days: pickupDays(store.hours, now, {
      daysAhead: calendar.days_ahead,
      slotMinutes: calendar.slot_minutes,
      leadMinutes: calendar.lead_minutes,
      timeZone: SHOP_TIME_ZONE,
    }),
  };
}
