import type { AdminStockRequestDetail, AdminStockRequestList, AdminStockRequestProduct } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { backInStockProblem } from "@sf/domain";
import { backInStockMessage, type Messaging } from "@sf/messaging";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { AppError, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { getMailShop } from "../../get-mail-shop.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { pageOf } from "../paging.ts";
import { productTitle } from "./reviews.ts";

const n = schema.stockNotifications;
const p = schema.products;

function perProduct(site: { id: number; mainLanguage: string }, lang: string) {
  return {
    product_id: p.id,
    code: p.code,
    title: productTitle(p.id, lang, site.mainLanguage),
    stock: p.stockTotal,
    active: p.active,
    preorder: p.preorder,
    open: sql<number>`(count(*) filter (where ${n.notifiedAt} is null))::int`,
    notified: sql<number>`(count(*) filter (where ${n.notifiedAt} is not null))::int`,
    last: sql<string>`max(${n.createdAt})`,
  };
}

type Grouped = Omit<AdminStockRequestProduct, "last_requested_at"> & { last: string | Date };
const view = ({ last, ...row }: Grouped): AdminStockRequestProduct => ({
  ...row,
  last_requested_at: new Date(last).toISOString(),
});

/** Notify-me and preorder requests, one row per product: open ones first, newest request first. */
export async function listStockRequests(
  db: Db,
  site: { id: number; mainLanguage: string },
  lang: string,
  query: { state?: "open" | "all"; page?: number },
): Promise<AdminStockRequestList> {
  const paging = pageOf(query);
  const where = and(eq(n.siteId, site.id), query.state === "all" ? undefined : isNull(n.notifiedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select(perProduct(site, lang))
      .from(n)
      .innerJoin(p, eq(p.id, n.productId))
      .where(where)
      .groupBy(p.id)
      .orderBy(desc(sql`max(${n.createdAt})`), asc(p.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(distinct ${n.productId})::int` })
      .from(n)
      .where(where),
  ]);
  return paging.answer(rows.map(view), Number(total?.n ?? 0));
}

/** One product's requests (404 when the shop has none for it). */
export async function getStockRequests(
  db: Db,
  site: { id: number; mainLanguage: string },
  lang: string,
  productId: number,
): Promise<AdminStockRequestDetail> {
  const mine: SQL | undefined = and(eq(n.siteId, site.id), eq(n.productId, productId));
  const [[product], requests] = await Promise.all([
    db.select(perProduct(site, lang)).from(n).innerJoin(p, eq(p.id, n.productId)).where(mine).groupBy(p.id),
    db
      .select()
      .from(n)
      .where(mine)
      .orderBy(sql`${n.notifiedAt} asc nulls first`, desc(n.createdAt))
      .limit(500),
  ]);
  if (!product) throw notFound("No requests for this product.");
  return {
    ...view(product),
    requests: requests.map((r) => ({
      id: r.id,
      contact: r.contact,
      lang: r.lang,
      created_at: r.createdAt.toISOString(),
      notified_at: r.notifiedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * "Notify customers": every open request of a product that has stock again is marked notified
 * (the UPDATE claims them, so two clicks never e-mail anyone twice) and gets the translated
 * back-in-stock e-mail. Refused (409) while the product has no stock or nobody waits.
 */
export async function notifyStockRequests(
  db: Db,
  messaging: Messaging,
  site: Site,
  actor: StaffActor,
  productId: number,
): Promise<{ notified: number; sent: number }> {
  const claimed = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: p.id, code: p.code, active: p.active, stock: p.stockTotal })
      .from(p)
      .where(and(eq(p.id, productId), eq(p.siteId, site.id)))
      .for("update");
    const open = product
      ? await tx
          .select({ n: count() })
          .from(n)
          .where(and(eq(n.siteId, site.id), eq(n.productId, productId), isNull(n.notifiedAt)))
      : [];
    if (!product) throw notFound("Product not found.");
    const problem = backInStockProblem(product, open[0]?.n ?? 0);
    if (problem) throw new AppError("conflict", problem);
    const rows = await tx
      .update(n)
      .set({ notifiedAt: new Date() })
      .where(and(eq(n.siteId, site.id), eq(n.productId, productId), isNull(n.notifiedAt)))
      .returning({ id: n.id, contact: n.contact, lang: n.lang });
    await writeAudit(tx, actor, {
      action: "stock_request.notify",
      entity: "stock_request",
      entityId: productId,
      before: { open: rows.length },
      after: { notified: rows.length, stock: product.stock },
    });
    return { rows, code: product.code };
  });
  const langs = [...new Set(claimed.rows.map((r) => r.lang))];
  const t = schema.productTranslations;
  const texts = langs.length
    ? await db
        .select({ lang: t.lang, title: t.title, slug: t.slug })
        .from(t)
        .where(and(eq(t.productId, productId), inArray(t.lang, [...langs, site.mainLanguage])))
    : [];
  const shop = getMailShop(site);
  let sent = 0;
  for (const request of claimed.rows) {
    const text =
      texts.find((x) => x.lang === request.lang) ?? texts.find((x) => x.lang === site.mainLanguage);
    const mail = backInStockMessage(
      { lang: request.lang, product: text?.title || claimed.code, slug: text?.slug ?? null },
      shop,
    );
    if (await messaging.sendEmail({ to: request.contact, fromName: shop.name, ...mail })) sent++;
  }
  return { notified: claimed.rows.length, sent };
}
