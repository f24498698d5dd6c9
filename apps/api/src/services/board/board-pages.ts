import { type Db, schema } from "@sf/db";
import { localize } from "@sf/domain";
import { and, eq, exists, isNull, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getContentDocument } from "../get-content-document.ts";
import { listAdverts, publishedAdverts } from "./list-adverts.ts";

const { adverts: a, users } = schema;

/** `GET /api/advert-title/{slug}`: a published advert's titles (sharing it, the browser's title). */
export async function getAdvertTitle(db: Db, site: Site, lang: string, slug: string) {
  const [row] = await db
    .select({ id: a.id, slug: a.slug, title: a.title })
    .from(a)
    .where(and(publishedAdverts(site), eq(a.slug, slug)))
    .limit(1);
  if (!row) throw notFound("Advert not found.");
  return {
    id: row.id,
    slug: row.slug,
    title: localize(row.title, lang, site.mainLanguage),
    title_ro: row.title.ro ?? "",
    title_ru: row.title.ru ?? "",
  };
}

/**
 * `GET /api/users/{id}/`: a seller as visitors see them: the name they chose, since when they
 * are a member, their adverts that are up. Never a phone or an e-mail (those are shown only by
 * "show phone" on an advert, counted). A user with no advert up is a 404: the board shows
 * sellers, not its list of users; so is a banned member, whatever their adverts' state, and a
 * user of another site.
 */
export async function getSellerProfile(db: Db, site: Site, lang: string, id: number, page: number) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
      avatarPath: users.avatarPath,
    })
    .from(users)
    .where(
      and(
        eq(users.siteId, site.id),
        eq(users.id, id),
        isNull(users.blockedAt),
        exists(
          db
            .select({ one: sql`1` })
            .from(a)
            .where(and(publishedAdverts(site), eq(a.userId, users.id))),
        ),
      ),
    )
    .limit(1);
  if (!user) throw notFound("Seller not found.");
  const adverts = await listAdverts(db, site, lang, { page }, eq(a.userId, user.id));
  return {
    id: user.id,
    name: [user.firstName, user.lastName].filter(Boolean).join(" "),
    image: user.avatarPath,
    member_since: user.createdAt.toISOString(),
    adverts: {
      results: adverts.results,
      totalCount: adverts.totalCount,
      pages: adverts.pages,
      current_page: adverts.current_page,
    },
  };
}

/** The board's static texts by the spec's ids: 2 is the terms of use (the site's stored terms). */
const STATIC_CONTENT: Record<number, "terms"> = { 2: "terms" };

export async function getStaticContent(db: Db, site: Site, lang: string, id: number) {
  const part = STATIC_CONTENT[id];
  if (!part) throw notFound("No such page.");
  const legal = await getContentDocument(db, site, "terms_and_privacy_policy", lang);
  return { id, title: legal[part].title, content: legal[part].html };
}
