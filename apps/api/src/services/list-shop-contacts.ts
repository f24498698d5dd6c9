import type { ShopContact } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { isShopOpen, localize } from "@sf/domain";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../lib/site.ts";

export const DAY_NAMES: Record<string, string[]> = {
  ro: ["Du", "Lu", "Ma", "Mi", "Jo", "Vi", "Sâ"],
  ru: ["Вс", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"],
  uk: ["Нд", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"],
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
};

/** The site's shops in their display order. */
export function siteShops(db: Db, siteId: number) {
  const { shops } = schema;
  return db.select().from(shops).where(eq(shops.siteId, siteId)).orderBy(asc(shops.position), asc(shops.id));
}

/** Shops with their open/closed state now (Chișinău time) and a readable weekly schedule. */
export async function listShopContacts(
  db: Db,
  site: Site,
  lang: string,
  now = new Date(),
): Promise<ShopContact[]> {
  const rows = await siteShops(db, site.id);
  const names = DAY_NAMES[lang] ?? DAY_NAMES.en ?? [];
  return rows.map((row) => ({
    shopId: row.id,
    title: localize(row.title, lang, site.mainLanguage),
    address: localize(row.address, lang, site.mainLanguage),
    phones: row.phones,
    schedule: describeWeek(row.hours, names),
    hours: row.hours,
    isOpen: isShopOpen(row.hours, now),
    lat: row.lat,
    lng: row.lng,
  }));
}

/** "Mon–Fri 08:00-20:00, Sat 09:00-15:00" style text, Monday first, grouping equal days. */
export function describeWeek(hours: (string | null)[], names: string[]): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const groups: { from: number; to: number; range: string | null }[] = [];
  for (const day of order) {
    const range = hours[day] ?? null;
    const last = groups.at(-1);
    if (last && last.range === range) last.to = day;
    else groups.push({ from: day, to: day, range });
  }
  return groups
    .filter((g) => g.range)
    .map((g) => `${names[g.from]}${g.from === g.to ? "" : `–${names[g.to]}`} ${g.range}`)
    .join(", ");
}
