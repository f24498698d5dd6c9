import type { OwnAdvert } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { pictureImage } from "../catalogue/product-cards.ts";

const { adverts: a, advertImages, advertAttributeValues } = schema;
type AdvertRow = typeof a.$inferSelect;
type OwnStatus = OwnAdvert["status"];

/** What an owner reads of their adverts: every field as stored, pictures with their ids, dates. */
export async function ownAdvertViews(db: Db, rows: AdvertRow[]): Promise<OwnAdvert[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [pictures, values] = await Promise.all([
    db
      .select()
      .from(advertImages)
      .where(inArray(advertImages.advertId, ids))
      .orderBy(asc(advertImages.position), asc(advertImages.id)),
    db
      .select()
      .from(advertAttributeValues)
      .where(inArray(advertAttributeValues.advertId, ids))
      .orderBy(asc(advertAttributeValues.id)),
  ]);
  return rows.map((r) => {
    const attributes: OwnAdvert["attributes"] = [];
    for (const v of values.filter((x) => x.advertId === r.id)) {
      let entry = attributes.find((x) => x.attribute === v.attributeId);
      if (!entry) {
        entry = { attribute: v.attributeId, options: [], value: null };
        attributes.push(entry);
      }
      if (v.optionId !== null) entry.options.push(v.optionId);
      else entry.value = v.numberValue;
    }
    const status = (r.status === "deleted" ? "inactive" : r.status) as OwnStatus;
    return {
      id: r.id,
      slug: r.slug,
      status,
      is_draft: r.status === "draft",
      is_active: r.status === "active",
      hidden_reason: r.status === "hidden" ? r.hiddenReason : null,
      type: r.type,
      title_ro: r.title.ro ?? "",
      title_ru: r.title.ru ?? "",
      description_ro: r.description.ro ?? "",
      description_ru: r.description.ru ?? "",
      category: r.categoryId,
      price: r.price,
      default_currency: r.currency,
      area: r.area,
      default_area_unit: r.areaUnit,
      is_negotiable_price: r.isNegotiablePrice,
      lat: r.lat,
      lon: r.lon,
      region: r.regionId,
      location: r.locationId,
      sector: r.sectorId,
      address: r.address,
      cadastral_number: r.cadastralNumber,
      attributes,
      contacts: r.contactPhoneIds ?? [],
      images: pictures
        .filter((p) => p.advertId === r.id)
        .map((p) => ({ id: p.id, image: pictureImage(p.path) })),
      phone_views: r.phoneViews,
      published_at: r.publishedAt?.toISOString() ?? null,
      expires_at: r.expiresAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** An owner's advert by its slug (never a deleted one, never another user's: both 404). */
export async function findOwnAdvert(db: Db, site: Site, userId: number, slug: string): Promise<AdvertRow> {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.siteId, site.id), eq(a.slug, slug), eq(a.userId, userId), ne(a.status, "deleted")))
    .limit(1);
  if (!row) throw notFound("Advert not found.");
  return row;
}

export async function getOwnAdvert(db: Db, site: Site, userId: number, slug: string): Promise<OwnAdvert> {
  const [view] = await ownAdvertViews(db, [await findOwnAdvert(db, site, userId, slug)]);
  return view as OwnAdvert;
}

const MY_PAGE_SIZE = 20;

/**
 * "My adverts" (`GET /api/my-adverts/?status=`): the owner's adverts in one status, newest
 * change first, with the counts of each tab. An active advert past its end (the expiry job has
 * not run yet) is counted and listed as inactive, as visitors no longer see it.
 */
export async function listMyAdverts(
  db: Db,
  site: Site,
  userId: number,
  query: { status?: "active" | "draft" | "inactive" | "hidden"; page: number },
) {
  const effective = sql<OwnStatus>`case when ${a.status} = 'active' and ${a.expiresAt} <= now() then 'inactive' else ${a.status} end`;
  const own = and(eq(a.siteId, site.id), eq(a.userId, userId), ne(a.status, "deleted"));
  const where = query.status ? and(own, sql`${effective} = ${query.status}`) : own;
  const [tabs, rows, [total]] = await Promise.all([
    db.select({ status: effective, n: count() }).from(a).where(own).groupBy(effective),
    db
      .select()
      .from(a)
      .where(where)
      .orderBy(desc(a.updatedAt), desc(a.id))
      .limit(MY_PAGE_SIZE)
      .offset((query.page - 1) * MY_PAGE_SIZE),
    db.select({ n: count() }).from(a).where(where),
  ]);
  const counts = { active: 0, draft: 0, inactive: 0, hidden: 0 };
  for (const t of tabs) if (t.status in counts) counts[t.status as keyof typeof counts] = t.n;
  const results = await ownAdvertViews(db, rows);
  // The effective status: an expired one reads as inactive.
  const now = Date.now();
  for (const r of results)
    if (r.status === "active" && r.expires_at && Date.parse(r.expires_at) <= now) {
      r.status = "inactive";
      r.is_active = false;
    }
  const totalCount = total?.n ?? 0;
  return {
    results,
    totalCount,
    pages: Math.max(1, Math.ceil(totalCount / MY_PAGE_SIZE)),
    current_page: query.page,
    page_size: MY_PAGE_SIZE,
    counts,
  };
}

/**
 * `DELETE /api/adverts/{slug}/`: the owner's advert marked deleted (kept for complaints and
 * moderation) and its pictures let go: the upload sweep removes their files once nothing else
 * uses them (decision 0063).
 */
export async function deleteOwnAdvert(db: Db, site: Site, userId: number, slug: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(a)
      .set({ status: "deleted", updatedAt: new Date() })
      .where(and(eq(a.siteId, site.id), eq(a.slug, slug), eq(a.userId, userId), ne(a.status, "deleted")))
      .returning({ id: a.id });
    if (!deleted) throw notFound("Advert not found.");
    await tx.delete(advertImages).where(eq(advertImages.advertId, deleted.id));
  });
}
