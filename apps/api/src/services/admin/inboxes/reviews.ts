import type { AdminReviewList } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import {
  moderatedStatus,
  type ReviewModeration,
  type ReviewStatus,
  reviewVisibilityChanged,
} from "@sf/domain";
import { type AnyColumn, and, count, desc, eq, getTableName, type SQL, sql } from "drizzle-orm";
import { notFound } from "../../../lib/app-error.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { pageOf } from "../paging.ts";

export type ReviewKind = "product" | "shop";

const TABLES = { product: schema.productReviews, shop: schema.shopReviews } as const;

/**
 * A column named with its table (`"shop_requests"."product_id"`): drizzle leaves columns of a
 * one-table query unqualified, which inside a subquery would name the subquery's own column.
 */
export function qualified(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A product's title in the staff member's language, else the shop's main one, else its code. */
export function productTitle(productIdColumn: AnyColumn, lang: string, mainLanguage: string) {
  const t = schema.productTranslations;
  const p = schema.products;
  const productId = qualified(productIdColumn);
  return sql<string>`coalesce((select t.title from ${t} t where t.product_id = ${productId} and t.lang = ${lang}), (select t.title from ${t} t where t.product_id = ${productId} and t.lang = ${mainLanguage}), (select p.code from ${p} p where p.id = ${productId}), '')`;
}

/** The shop's product or shop reviews, newest first, optionally of one status. */
export async function listReviews(
  db: Db,
  site: { id: number; mainLanguage: string },
  lang: string,
  kind: ReviewKind,
  query: { status?: ReviewStatus; page?: number },
): Promise<AdminReviewList> {
  const paging = pageOf(query);
  if (kind === "product") {
    const r = schema.productReviews;
    const where = and(eq(r.siteId, site.id), query.status ? eq(r.status, query.status) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          review: r,
          code: schema.products.code,
          title: productTitle(r.productId, lang, site.mainLanguage),
        })
        .from(r)
        .innerJoin(schema.products, eq(schema.products.id, r.productId))
        .where(where)
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(paging.pageSize)
        .offset(paging.offset),
      db.select({ n: count() }).from(r).where(where),
    ]);
    return paging.answer(
      rows.map(({ review, code, title }) => ({
        ...reviewView(review),
        product: { id: review.productId, code, title },
      })),
      total?.n ?? 0,
    );
  }
  const r = schema.shopReviews;
  const where = and(eq(r.siteId, site.id), query.status ? eq(r.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return paging.answer(
    rows.map((review) => ({ ...reviewView(review), product: null })),
    total?.n ?? 0,
  );
}

function reviewView(review: typeof schema.shopReviews.$inferSelect) {
  return {
    id: review.id,
    author_name: review.authorName,
    email: review.email,
    rating: review.rating,
    body: review.body,
    status: review.status,
    lang: review.lang,
    created_at: review.createdAt.toISOString(),
  };
}

/**
 * Approves (publishes) or hides one of the shop's reviews, with an audit entry; when the
 * storefront's answer changes, the shop's pages are purged from the cache.
 */
export async function moderateReview(
  db: Db,
  actor: StaffActor,
  kind: ReviewKind,
  reviewId: number,
  action: ReviewModeration,
): Promise<{ status: string }> {
  const r = TABLES[kind];
  const status = moderatedStatus(action);
  const before = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: r.id, status: r.status })
      .from(r)
      .where(and(eq(r.id, reviewId), eq(r.siteId, actor.siteId)))
      .for("update");
    if (!row) throw notFound("Review not found.");
    if (row.status === status) return row.status;
    await tx.update(r).set({ status }).where(eq(r.id, row.id));
    await writeAudit(tx, actor, {
      action: `review.${action}`,
      entity: kind === "product" ? "product_review" : "shop_review",
      entityId: row.id,
      before: { status: row.status },
      after: { status },
    });
    return row.status;
  });
  if (reviewVisibilityChanged(before, status)) await clearSitePages(db, actor.siteId);
  return { status };
}
