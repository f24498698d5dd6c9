import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { asc, eq } from "drizzle-orm";
import { localized } from "./orders/list-orders.ts";

/** The shop's stores (the order list's filter). */
export async function listStores(db: Db, site: { id: number; mainLanguage: string }, lang: string) {
  const rows = await db
    .select({ id: schema.shops.id, title: schema.shops.title })
    .from(schema.shops)
    .where(eq(schema.shops.siteId, site.id))
    .orderBy(asc(schema.shops.position), asc(schema.shops.id));
  return rows.map((r) => ({ id: r.id, title: localized(r.title, lang, site.mainLanguage) }));
}
