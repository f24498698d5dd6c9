import type { ProductAvailability } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { hoursToday, isShopOpen, localize, visibleQty } from "@sf/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/**
 * Stock of each requested product in each of the site's stores, with whether the store has the
 * requested count and the store's hours today. Unknown or inactive products are reported with
 * every store at 0, so a client can treat them as unavailable without a second call.
 */
export async function getProductAvailability(
  db: Db,
  site: Site,
  lang: string,
  requested: { id: number; count: number }[],
  now = new Date(),
): Promise<ProductAvailability> {
  const { shops, products, productStock } = schema;
  const ids = [...new Set(requested.map((r) => r.id))];
  const [storeRows, productRows, stockRows] = await Promise.all([
    db.select().from(shops).where(eq(shops.siteId, site.id)).orderBy(asc(shops.position), asc(shops.id)),
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.siteId, site.id), inArray(products.id, ids), eq(products.active, true))),
    db
      .select({ productId: productStock.productId, shopId: productStock.shopId, qty: productStock.qty })
      .from(productStock)
      .where(and(eq(productStock.siteId, site.id), inArray(productStock.productId, ids))),
  ]);
  const found = new Set(productRows.map((r) => r.id));
  const qty = new Map(stockRows.map((r) => [`${r.productId}:${r.shopId}`, r.qty]));
  const stores = storeRows.map((shop) => ({
    id: shop.id,
    title: localize(shop.title, lang, site.mainLanguage),
    address: localize(shop.address, lang, site.mainLanguage),
    hours_today: hoursToday(shop.hours, now),
    isOpen: isShopOpen(shop.hours, now),
  }));
  return requested.map(({ id, count }) => {
    const isFound = found.has(id);
    const perStore = stores.map(({ id: storeId, ...store }) => {
      const units = isFound ? visibleQty(qty.get(`${id}:${storeId}`) ?? 0) : 0;
      return { store_id: storeId, ...store, qty: units, enough: units > 0 && units >= count };
    });
    return { id, count, found: isFound, available: perStore.some((s) => s.enough), stores: perStore };
  });
}
