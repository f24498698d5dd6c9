import type { ProductOfTheDay } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { endOfShopDay, pickProductOfTheDay, SHOP_TIME_ZONE, shopDate } from "@sf/domain";
import { and } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { loadProductCards } from "../catalogue/product-cards.ts";
import { discounted, inStockProducts } from "./product-queries.ts";

/**
 * `/general/v2/product_of_the_day/`: one in-stock discounted product for the shop's date, with
 * the end of that day for the countdown. 404 when the setting is off or nothing qualifies.
 */
export async function getProductOfTheDay(
  db: Db,
  site: Site,
  lang: string,
  now = new Date(),
): Promise<ProductOfTheDay> {
  if (!site.settings.has_product_of_the_day) throw notFound("The product of the day is off.");
  const rows = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(inStockProducts(site), discounted()));
  const date = shopDate(now, SHOP_TIME_ZONE);
  const id = pickProductOfTheDay(
    rows.map((r) => r.id),
    date,
  );
  const [product] = id === null ? [] : await loadProductCards(db, site, lang, [id]);
  if (!product) throw notFound("No product qualifies for the product of the day.");
  return {
    product,
    date,
    ends_at: endOfShopDay(now, SHOP_TIME_ZONE).toISOString(),
    time_zone: SHOP_TIME_ZONE,
  };
}
