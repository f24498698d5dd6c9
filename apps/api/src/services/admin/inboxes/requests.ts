import type { AdminCreditRequestList, AdminResumeList, AdminShopRequestList } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { type AnyColumn, and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { notFound } from "../../../lib/app-error.ts";
import type { FileStorage } from "../../../lib/storage/file-storage.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { pageOf } from "../paging.ts";
import { productTitle, qualified } from "./reviews.ts";

type State = "open" | "handled" | "all" | undefined;
type Site = { id: number; mainLanguage: string };
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Open (the default), handled, or every request. */
function stateFilter(column: AnyColumn, state: State) {
  if (state === "all") return undefined;
  return state === "handled" ? isNotNull(column) : isNull(column);
}

/** Consultation, callback, support and newsletter requests, newest first. */
export async function listShopRequests(
  db: Db,
  site: Site,
  lang: string,
  query: { kind?: string; state?: State; page?: number },
): Promise<AdminShopRequestList> {
  const r = schema.shopRequests;
  const paging = pageOf(query);
  const where = and(
    eq(r.siteId, site.id),
    query.kind ? eq(r.kind, query.kind) : undefined,
    stateFilter(r.handledAt, query.state),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: r, product: productTitle(r.productId, lang, site.mainLanguage) })
      .from(r)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return paging.answer(
    rows.map(({ request, product }) => ({
      id: request.id,
      kind: request.kind,
      name: request.name,
      phone: request.phone,
      email: request.email,
      body: request.body,
      wished_date: request.wishedDate,
      product: request.productId ? { id: request.productId, title: product } : null,
      lang: request.lang,
      created_at: request.createdAt.toISOString(),
      handled_at: iso(request.handledAt),
    })),
    total?.n ?? 0,
  );
}

/** Credit applications, newest first. */
export async function listCreditRequests(
  db: Db,
  site: Site,
  lang: string,
  query: { state?: State; page?: number },
): Promise<AdminCreditRequestList> {
  const r = schema.creditRequests;
  const paging = pageOf(query);
  const where = and(eq(r.siteId, site.id), stateFilter(r.handledAt, query.state));
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: r, product: productTitle(r.productId, lang, site.mainLanguage) })
      .from(r)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return paging.answer(
    rows.map(({ request, product }) => ({
      id: request.id,
      name: request.name,
      phone: request.phone,
      email: request.email,
      idnp: request.idnp,
      programme: request.programmeTitle,
      partner: request.partner,
      product: request.productId ? { id: request.productId, title: product } : null,
      amount: request.amount,
      months: request.months,
      monthly: request.monthly,
      total_repaid: request.totalRepaid,
      lang: request.lang,
      created_at: request.createdAt.toISOString(),
      handled_at: iso(request.handledAt),
    })),
    total?.n ?? 0,
  );
}

/** CVs sent to the shop, newest first (the file itself through `readResumeFile`). */
export async function listResumes(
  db: Db,
  site: Site,
  lang: string,
  query: { state?: State; page?: number },
): Promise<AdminResumeList> {
  const r = schema.resumes;
  const v = schema.vacancyTranslations;
  const paging = pageOf(query);
  const where = and(eq(r.siteId, site.id), stateFilter(r.handledAt, query.state));
  const vacancyId = qualified(r.vacancyId);
  const vacancy = sql<
    string | null
  >`coalesce((select v.title from ${v} v where v.vacancy_id = ${vacancyId} and v.lang = ${lang}), (select v.title from ${v} v where v.vacancy_id = ${vacancyId} and v.lang = ${site.mainLanguage}))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ resume: r, vacancy })
      .from(r)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return paging.answer(
    rows.map(({ resume, vacancy: title }) => ({
      id: resume.id,
      name: resume.name,
      phone: resume.phone,
      email: resume.email,
      message: resume.message,
      vacancy: title,
      file_name: resume.fileName,
      file_kind: resume.fileKind,
      file_size: resume.fileSize,
      lang: resume.lang,
      created_at: resume.createdAt.toISOString(),
      handled_at: iso(resume.handledAt),
    })),
    total?.n ?? 0,
  );
}

const MIME: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
};

/** A CV's file from the storage, for staff of its shop only (404 otherwise or when it is gone). */
export async function readResumeFile(db: Db, storage: FileStorage, siteId: number, resumeId: number) {
  const r = schema.resumes;
  const [resume] = await db
    .select({ key: r.fileKey, name: r.fileName, kind: r.fileKind })
    .from(r)
    .where(and(eq(r.id, resumeId), eq(r.siteId, siteId)));
  if (!resume) throw notFound("CV not found.");
  const bytes = await storage.get(resume.key);
  if (!bytes) throw notFound("The CV's file is no longer in the storage.");
  return { bytes, name: resume.name, contentType: MIME[resume.kind] ?? "application/octet-stream" };
}

const HANDLED = {
  shop_request: schema.shopRequests,
  credit_request: schema.creditRequests,
  resume: schema.resumes,
} as const;
export type HandledKind = keyof typeof HANDLED;

/** Marks one of the shop's requests handled (or open again), with an audit entry. */
export async function setHandled(
  db: Db,
  actor: StaffActor,
  kind: HandledKind,
  id: number,
  handled: boolean,
): Promise<{ handled_at: string | null }> {
  const table = HANDLED[kind];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: table.id, handledAt: table.handledAt })
      .from(table)
      .where(and(eq(table.id, id), eq(table.siteId, actor.siteId)))
      .for("update");
    if (!row) throw notFound("Request not found.");
    if (Boolean(row.handledAt) === handled) return { handled_at: iso(row.handledAt) };
    const handledAt = handled ? new Date() : null;
    await tx.update(table).set({ handledAt }).where(eq(table.id, row.id));
    await writeAudit(tx, actor, {
      action: handled ? `${kind}.handled` : `${kind}.reopened`,
      entity: kind,
      entityId: row.id,
      before: { handled_at: iso(row.handledAt) },
      after: { handled_at: iso(handledAt) },
    });
    return { handled_at: iso(handledAt) };
  });
}

/** What waits in each inbox: reviews waiting for approval, open requests. */
export async function countInboxes(db: Db, siteId: number) {
  const { productReviews, shopReviews, stockNotifications, shopRequests, creditRequests, resumes } = schema;
  const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [product_reviews, shop_reviews, stock_requests, shop_requests, credit_requests, resumesOpen] =
    await Promise.all([
      counted(
        db
          .select({ n: count() })
          .from(productReviews)
          .where(and(eq(productReviews.siteId, siteId), eq(productReviews.status, "pending"))),
      ),
      counted(
        db
          .select({ n: count() })
          .from(shopReviews)
          .where(and(eq(shopReviews.siteId, siteId), eq(shopReviews.status, "pending"))),
      ),
      counted(
        db
          .select({ n: sql<number>`count(distinct ${stockNotifications.productId})::int` })
          .from(stockNotifications)
          .where(and(eq(stockNotifications.siteId, siteId), isNull(stockNotifications.notifiedAt))),
      ),
      counted(
        db
          .select({ n: count() })
          .from(shopRequests)
          .where(
            and(
              eq(shopRequests.siteId, siteId),
              isNull(shopRequests.handledAt),
              sql`${shopRequests.kind} <> 'newsletter'`,
            ),
          ),
      ),
      counted(
        db
          .select({ n: count() })
          .from(creditRequests)
          .where(and(eq(creditRequests.siteId, siteId), isNull(creditRequests.handledAt))),
      ),
      counted(
        db
          .select({ n: count() })
          .from(resumes)
          .where(and(eq(resumes.siteId, siteId), isNull(resumes.handledAt))),
      ),
    ]);
  return {
    product_reviews,
    shop_reviews,
    stock_requests,
    shop_requests,
    credit_requests,
    resumes: resumesOpen,
  };
}
