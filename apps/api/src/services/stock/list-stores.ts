import type { Store } from "@sf/contract";
import type { Db } from "@sf/db";
import { hoursToday, isShopOpen, localize } from "@sf/domain";
import type { Site } from "../../lib/site.ts";
import { DAY_NAMES, describeWeek, siteShops } from "../list-shop-contacts.ts";

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** The site's stores (`/shop/get-stores/`): texts in the language, hours per weekday, open now. */
export async function listStores(db: Db, site: Site, lang: string, now = new Date()): Promise<Store[]> {
  const rows = await siteShops(db, site.id);
  const names = DAY_NAMES[lang] ?? DAY_NAMES.en ?? [];
  return rows.map((row) => ({
    id: row.id,
    title: localize(row.title, lang, site.mainLanguage),
    address: localize(row.address, lang, site.mainLanguage),
    phones: row.phones,
    hours: MONDAY_FIRST.map((weekday) => ({
      weekday,
      day: names[weekday] ?? "",
      hours: row.hours[weekday] ?? null,
    })),
    schedule: describeWeek(row.hours, names),
    hours_today: hoursToday(row.hours, now),
    isOpen: isShopOpen(row.hours, now),
    lat: row.lat,
    lng: row.lng,
  }));
}
