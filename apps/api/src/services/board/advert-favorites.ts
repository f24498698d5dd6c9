import type { AdvertList } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, desc, eq, exists, sql } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { MAX_FAVORITES } from "../customers/favorites.ts";
import { listAdverts, publishedAdverts } from "./list-adverts.ts";

/**
 * A board user's favourite adverts (decision 0059): the same `/favorites/` calls and answer as the
 * shop's (`product_ids`), the ids being adverts'. Only adverts that are up may be added; the list
 * names the adverts that are still up (a favourite whose advert was hidden, paused, expired or
 * deleted is kept, and shows again if it comes back).
 */
const { advertFavorites: fav, adverts: a } = schema;

/** Whether the site is a land board: it has the board's advert categories (a shop has none). */
export async function isBoardSite(db: Db, site: Site): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.advertCategories.id })
    .from(schema.advertCategories)
    .where(eq(schema.advertCategories.siteId, site.id))
    .limit(1);
  return Boolean(row);
}

export async function listFavoriteAdvertIds(db: Db, site: Site, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: fav.advertId })
    .from(fav)
    .innerJoin(a, eq(a.id, fav.advertId))
    .where(and(eq(fav.userId, userId), publishedAdverts(site)))
    .orderBy(desc(fav.createdAt), desc(fav.advertId))
    .limit(MAX_FAVORITES);
  return rows.map((r) => r.id);
}

export async function addFavoriteAdvert(
  db: Db,
  site: Site,
  userId: number,
  advertId: number,
): Promise<number[]> {
  const [advert] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(publishedAdverts(site), eq(a.id, advertId)));
  if (!advert) throw notFound("No such advert on this board.");
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fav)
    .where(eq(fav.userId, userId));
  if (n >= MAX_FAVORITES) throw new AppError("conflict", `At most ${MAX_FAVORITES} favourite adverts.`);
  await db.insert(fav).values({ userId, advertId }).onConflictDoNothing();
  return listFavoriteAdvertIds(db, site, userId);
}

export async function removeFavoriteAdverts(
  db: Db,
  site: Site,
  userId: number,
  advertId: number | "all",
): Promise<number[]> {
  // The user's rows are theirs whatever the advert's state (a user belongs to one site).
  await db
    .delete(fav)
    .where(and(eq(fav.userId, userId), advertId === "all" ? undefined : eq(fav.advertId, advertId)));
  return listFavoriteAdvertIds(db, site, userId);
}

/** `GET /api/my-favorite-adverts/?category=`: the favourites still up, as listing cards. */
export async function listFavoriteAdverts(
  db: Db,
  site: Site,
  lang: string,
  userId: number,
  query: { category?: number; page: number },
): Promise<AdvertList> {
  const mine = exists(
    db
      .select({ one: sql`1` })
      .from(fav)
      .where(and(eq(fav.userId, userId), eq(fav.advertId, a.id))),
  );
  return listAdverts(
    db,
    site,
    lang,
    {
      page: query.page,
      page_size: 60,
      ...(query.category ? { filters: JSON.stringify({ category: query.category }) } : {}),
    },
    mine,
  );
}
