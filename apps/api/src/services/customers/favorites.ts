import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, desc, eq, inArray } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/** The most favourites a customer keeps. */
export const MAX_FAVORITES = 500;

/** A customer's favourite product ids, newest first. */
export async function listFavorites(db: Db, site: Site, userId: number): Promise<number[]> {
  const { favorites } = schema;
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.siteId, site.id), eq(favorites.userId, userId)))
    .orderBy(desc(favorites.createdAt), desc(favorites.productId))
    .limit(MAX_FAVORITES);
  return rows.map((r) => r.id);
}

/** This shop's products among `ids`. */
async function shopProducts(db: Db, site: Site, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { products } = schema;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, site.id), inArray(products.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function addFavorite(db: Db, site: Site, userId: number, productId: number): Promise<number[]> {
  if (!(await shopProducts(db, site, [productId])).has(productId))
    throw notFound("No such product in this shop.");
  await db.insert(schema.favorites).values({ siteId: site.id, userId, productId }).onConflictDoNothing();
  return listFavorites(db, site, userId);
}

export async function removeFavorites(
  db: Db,
  site: Site,
  userId: number,
  productId: number | "all",
): Promise<number[]> {
  const { favorites } = schema;
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.siteId, site.id),
        eq(favorites.userId, userId),
        productId === "all" ? undefined : eq(favorites.productId, productId),
      ),
    );
  return listFavorites(db, site, userId);
}

/**
 * Sign-in: the browser's list joins the customer's (the legacy `PATCH /api/v1/user/fav {goods}`).
 * Unknown and other shops' products are left out; the browser's order is kept, oldest first.
 */
export async function mergeFavorites(db: Db, site: Site, userId: number, ids: number[]): Promise<number[]> {
  const known = await shopProducts(db, site, [...new Set(ids)].slice(0, MAX_FAVORITES));
  const base = Date.now() - ids.length;
  const rows = [...known].map((productId, i) => ({
    siteId: site.id,
    userId,
    productId,
    createdAt: new Date(base + i),
  }));
  if (rows.length) await db.insert(schema.favorites).values(rows).onConflictDoNothing();
  return listFavorites(db, site, userId);
}
