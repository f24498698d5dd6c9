import type { AdminAdvertQueue, AdminAdvertQueueQuery } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { localize, reviewQueueFilter, waitsForReview } from "@sf/domain";
import { aliasedTable, and, count, desc, eq, exists, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Site } from "../../../lib/site.ts";
import { containing } from "../../../lib/sql.ts";
import { pageOf } from "../paging.ts";

const { adverts: a, advertCategories, advertImages, boardPlaces, complaints, users } = schema;

/**
 * The new adverts queue (post-moderation, decision 0064): adverts up and not yet reviewed as they
 * are now (`to_review`, the default), those hidden, or every advert a moderator may act on; newest
 * change first, searched by a title in any language or the slug. Each with what a moderator
 * decides on: the cover, owner, category, place, price, and its open reports.
 */
export async function listAdvertQueue(
  db: Db,
  site: Site,
  lang: string,
  query: AdminAdvertQueueQuery,
  storefront: string,
): Promise<AdminAdvertQueue> {
  const paging = pageOf(query, 25);
  const shown = reviewQueueFilter(query.queue ?? "to_review");
  const search = query.q?.trim();
  const where = and(
    eq(a.siteId, site.id),
    inArray(a.status, shown.statuses),
    shown.unreviewedOnly ? isNull(a.reviewedAt) : undefined,
    search
      ? or(
          ilike(a.slug, containing(search)),
          exists(
            db
              .select({ one: sql`1` })
              .from(sql`jsonb_each_text(${a.title}) as t(lang, text)`)
              .where(sql`t.text ilike ${containing(search)}`),
          ),
        )
      : undefined,
  );
  const region = aliasedTable(boardPlaces, "region");
  const location = aliasedTable(boardPlaces, "location");
  const sector = aliasedTable(boardPlaces, "sector");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        advert: {
          id: a.id,
          slug: a.slug,
          title: a.title,
          status: a.status,
          hiddenReason: a.hiddenReason,
          price: a.price,
          currency: a.currency,
          publishedAt: a.publishedAt,
          updatedAt: a.updatedAt,
          reviewedAt: a.reviewedAt,
        },
        owner: {
          id: users.id,
          name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
          phone: users.phone,
          blockedAt: users.blockedAt,
          blockedReason: users.blockedReason,
        },
        category: advertCategories.title,
        region: region.name,
        location: location.name,
        sector: sector.name,
        picture: sql<string | null>`(select ${advertImages.path} from ${advertImages}
          where ${advertImages.advertId} = ${a.id}
          order by ${advertImages.position}, ${advertImages.id} limit 1)`,
        complaints: sql<number>`(select count(*)::int from ${complaints}
          where ${complaints.advertId} = ${a.id} and ${complaints.status} = 'open')`,
      })
      .from(a)
      .innerJoin(users, eq(users.id, a.userId))
      .innerJoin(advertCategories, eq(advertCategories.id, a.categoryId))
      .leftJoin(region, eq(region.id, a.regionId))
      .leftJoin(location, eq(location.id, a.locationId))
      .leftJoin(sector, eq(sector.id, a.sectorId))
      .where(where)
      .orderBy(desc(a.updatedAt), desc(a.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const text = (value: Record<string, string | undefined> | null) =>
    value ? localize(value, lang, site.mainLanguage) : "";
  // The public page in the staff's language when the site shows it.
  const pageLang = site.languages.includes(lang) ? lang : site.mainLanguage;
  return {
    ...paging.answer(
      rows.map(({ advert, owner, ...r }) => ({
        id: advert.id,
        slug: advert.slug,
        title: text(advert.title),
        path: `/${pageLang}/advert/${encodeURIComponent(advert.slug)}`,
        owner: {
          id: owner.id,
          name: owner.name || owner.phone || "",
          phone: owner.phone,
          banned: owner.blockedAt ? (owner.blockedReason ?? "") : null,
        },
        category: text(r.category),
        place: [r.sector, r.location, r.region].map(text).filter(Boolean).join(", "),
        price: advert.price,
        currency: advert.currency,
        picture: r.picture ? thumbnail(r.picture) : null,
        published_at: advert.publishedAt?.toISOString() ?? null,
        updated_at: advert.updatedAt.toISOString(),
        status: advert.status as "active" | "inactive" | "hidden",
        hidden_reason: advert.hiddenReason,
        open_complaints: Number(r.complaints),
        to_review: waitsForReview(advert.status, advert.reviewedAt !== null),
        reviewed_at: advert.reviewedAt?.toISOString() ?? null,
      })),
      total?.n ?? 0,
    ),
    storefront,
  };
}

/**
 * What waits in the board's inboxes: open reports and adverts to review; both null on a shop
 * without a board (its tabs are not shown).
 */
export async function boardInboxCounts(
  db: Db,
  site: Site,
): Promise<{ advert_complaints: number | null; new_adverts: number | null }> {
  const [board] = await db
    .select({ n: count() })
    .from(advertCategories)
    .where(eq(advertCategories.siteId, site.id));
  if (!board?.n) return { advert_complaints: null, new_adverts: null };
  const toReview = reviewQueueFilter("to_review");
  const [[open], [waiting]] = await Promise.all([
    db
      .select({ n: count() })
      .from(complaints)
      .where(and(eq(complaints.siteId, site.id), eq(complaints.status, "open"))),
    db
      .select({ n: count() })
      .from(a)
      .where(and(eq(a.siteId, site.id), inArray(a.status, toReview.statuses), isNull(a.reviewedAt))),
  ]);
  return { advert_complaints: open?.n ?? 0, new_adverts: waiting?.n ?? 0 };
}

/** A small variant of an uploaded picture (made on request); a demo SVG is small already. */
function thumbnail(path: string): string {
  return path.replace(/^(\/media\/uploads\/[0-9a-f]{16})\.webp$/, "$1-240.webp");
}
