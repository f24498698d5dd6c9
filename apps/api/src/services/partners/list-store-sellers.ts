import type { StoreSeller } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { localize } from "@sf/domain";
import { asc, eq } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/** `/base/store_sellers`: the people serving in the shop's stores, with the store each works in. */
export async function listStoreSellers(db: Db, site: Site, lang: string): Promise<StoreSeller[]> {
  const { storeSellers, shops } = schema;
  const rows = await db
    .select({ seller: storeSellers, shop: shops })
    .from(storeSellers)
    .leftJoin(shops, eq(shops.id, storeSellers.shopId))
    .where(eq(storeSellers.siteId, site.id))
    .orderBy(asc(storeSellers.position), asc(storeSellers.id));
  return rows.map(({ seller, shop }) => ({
    id: seller.id,
    name: seller.name,
    role: localize(seller.role, lang, site.mainLanguage),
    phone: seller.phone,
    email: seller.email,
    photo: seller.photo,
    store: shop
      ? {
          id: shop.id,
          title: localize(shop.title, lang, site.mainLanguage),
          address: localize(shop.address, lang, site.mainLanguage),
        }
      : null,
  }));
}
