import type {
  AdminAdvertModeration,
  AdminComplaintList,
  AdminMemberModerated,
  AdminMemberModeration,
} from "@sf/contract";
import { type Db, schema } from "@sf/db";
import {
  type AdvertStatus,
  BAN_HIDES,
  bannedAdvertReason,
  localize,
  moderateMember as memberModeration,
  moderateAdvert as moderation,
} from "@sf/domain";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { AppError, notFound } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { revokeUserSessions } from "../../auth/sessions.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";
import { pageOf } from "../paging.ts";

const { complaints, complaintCategories, adverts, users } = schema;

/** Reports of the shop's adverts, open ones first by default, newest first. */
export async function listComplaints(
  db: Db,
  site: Site,
  lang: string,
  query: { status?: "open" | "handled"; page?: number },
): Promise<AdminComplaintList> {
  const paging = pageOf(query, 25);
  const where = and(
    eq(complaints.siteId, site.id),
    query.status ? eq(complaints.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        complaint: complaints,
        reason: complaintCategories.title,
        advert: {
          id: adverts.id,
          slug: adverts.slug,
          title: adverts.title,
          status: adverts.status,
          hiddenReason: adverts.hiddenReason,
        },
        owner: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        ownerId: users.id,
        ownerPhone: users.phone,
        ownerBanned: users.blockedReason,
        ownerBlockedAt: users.blockedAt,
      })
      .from(complaints)
      .innerJoin(complaintCategories, eq(complaintCategories.id, complaints.categoryId))
      .innerJoin(adverts, eq(adverts.id, complaints.advertId))
      .innerJoin(users, eq(users.id, adverts.userId))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  const text = (value: Record<string, string | undefined>) => localize(value, lang, site.mainLanguage);
  return paging.answer(
    rows.map((r) => ({
      id: r.complaint.id,
      created_at: r.complaint.createdAt.toISOString(),
      reason: text(r.reason),
      body: r.complaint.body,
      status: r.complaint.status,
      advert: {
        id: r.advert.id,
        slug: r.advert.slug,
        title: text(r.advert.title),
        status: r.advert.status,
        hidden_reason: r.advert.hiddenReason,
        // A member made by phone may have no name yet: their number names them.
        owner: r.owner || r.ownerPhone,
        owner_id: r.ownerId,
        owner_banned: r.ownerBlockedAt ? (r.ownerBanned ?? "") : null,
      },
    })),
    total?.n ?? 0,
  );
}

/** A report looked at (whatever was done about the advert). */
export async function handleComplaint(db: Db, actor: StaffActor, site: Site, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ status: "handled", handledAt: new Date() })
      .where(and(eq(complaints.siteId, site.id), eq(complaints.id, id)))
      .returning({ id: complaints.id });
    if (!row) throw notFound("Complaint not found.");
    await writeAudit(tx, actor, {
      action: "complaint.handle",
      entity: "complaint",
      entityId: id,
      before: null,
      after: { status: "handled" },
    });
    return { status: "handled" as const };
  });
}

/**
 * Approves an advert as it is now (it leaves the new adverts queue), hides it with a reason (its
 * open reports are then handled) or restores a hidden one; each leaves it reviewed by the
 * moderator (decision 0064) and is audited. Hiding and restoring change what listings, search,
 * the map and its page show at once (the shop's pages purged); approving changes nothing public.
 */
export async function moderateAdvert(
  db: Db,
  actor: StaffActor,
  site: Site,
  id: number,
  input: AdminAdvertModeration,
): Promise<{ status: string; hidden_reason: string | null }> {
  const result = await db.transaction(async (tx) => {
    const [advert] = await tx
      .select({
        status: adverts.status,
        hiddenReason: adverts.hiddenReason,
        reviewedAt: adverts.reviewedAt,
        ownerBlockedAt: users.blockedAt,
      })
      .from(adverts)
      .innerJoin(users, eq(users.id, adverts.userId))
      .where(and(eq(adverts.siteId, site.id), eq(adverts.id, id)))
      .for("update", { of: adverts });
    if (!advert) throw notFound("Advert not found.");
    const decided = moderation(advert.status as AdvertStatus, input.action, input.reason, {
      ownerBanned: advert.ownerBlockedAt !== null,
      reviewed: advert.reviewedAt !== null,
    });
    if (!decided.ok) throw new AppError("conflict", decided.message);
    const now = new Date();
    const review = { reviewedAt: now, reviewedBy: actor.id };
    await tx
      .update(adverts)
      .set(
        input.action === "approve"
          ? review
          : {
              ...review,
              status: decided.status,
              hiddenReason: decided.reason,
              bannedFrom: null,
              updatedAt: now,
            },
      )
      .where(eq(adverts.id, id));
    if (decided.status === "hidden")
      await tx
        .update(complaints)
        .set({ status: "handled", handledAt: now })
        .where(and(eq(complaints.advertId, id), eq(complaints.status, "open")));
    await writeAudit(tx, actor, {
      action: `advert.${input.action}`,
      entity: "advert",
      entityId: id,
      before: {
        status: advert.status,
        hidden_reason: advert.hiddenReason,
        reviewed_at: advert.reviewedAt?.toISOString() ?? null,
      },
      after: { status: decided.status, hidden_reason: decided.reason, reviewed_at: now.toISOString() },
    });
    return { status: decided.status, hidden_reason: decided.reason };
  });
  if (input.action !== "approve") await clearSitePages(db, site.id);
  return result;
}

/**
 * Bans a board member with a reason: they cannot sign in (their sessions end at once) and their
 * published or expired adverts are hidden, showing them why; or lifts the ban: what the ban hid
 * is back as it was (up or paused), drafts stay drafts, and an advert a moderator hid on its own
 * account stays hidden. Audited; the site's pages are purged.
 */
export async function moderateMember(
  db: Db,
  actor: StaffActor,
  site: Site,
  userId: number,
  input: AdminMemberModeration,
): Promise<AdminMemberModerated> {
  const result = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ blockedAt: users.blockedAt, blockedReason: users.blockedReason })
      .from(users)
      .where(and(eq(users.siteId, site.id), eq(users.id, userId)))
      .for("update");
    if (!member) throw notFound("Member not found.");
    const decided = memberModeration(member.blockedAt !== null, input.action, input.reason);
    if (!decided.ok) throw new AppError("conflict", decided.message);
    await tx
      .update(users)
      .set({ blockedAt: decided.blocked ? new Date() : null, blockedReason: decided.reason })
      .where(eq(users.id, userId));
    // The domain's statusAfterBan / statusAfterUnban, set-wise: the ban hides what was published
    // and remembers what it was (`banned_from`); lifting it puts back only that.
    const changed = decided.blocked
      ? await tx
          .update(adverts)
          .set({
            status: "hidden",
            bannedFrom: sql`${adverts.status}`,
            hiddenReason: bannedAdvertReason(decided.reason ?? ""),
            updatedAt: new Date(),
          })
          .where(and(eq(adverts.userId, userId), inArray(adverts.status, [...BAN_HIDES])))
          .returning({ id: adverts.id })
      : await tx
          .update(adverts)
          .set({
            status: sql`${adverts.bannedFrom}`,
            bannedFrom: null,
            hiddenReason: null,
            updatedAt: new Date(),
          })
          .where(and(eq(adverts.userId, userId), eq(adverts.status, "hidden"), isNotNull(adverts.bannedFrom)))
          .returning({ id: adverts.id });
    const hidden = decided.blocked ? changed.length : 0;
    const restored = decided.blocked ? 0 : changed.length;
    if (decided.blocked && decided.reason) {
      await tx
        .update(complaints)
        .set({ status: "handled", handledAt: new Date() })
        .where(
          and(
            eq(complaints.status, "open"),
            inArray(
              complaints.advertId,
              tx.select({ id: adverts.id }).from(adverts).where(eq(adverts.userId, userId)),
            ),
          ),
        );
      await revokeUserSessions(tx, userId, "banned");
    }
    await writeAudit(tx, actor, {
      action: `member.${input.action}`,
      entity: "customer",
      entityId: userId,
      before: { blocked_reason: member.blockedReason },
      after: { blocked_reason: decided.reason, adverts_hidden: hidden, adverts_restored: restored },
    });
    return {
      blocked: decided.blocked,
      blocked_reason: decided.reason,
      adverts_hidden: hidden,
      adverts_restored: restored,
    };
  });
  await clearSitePages(db, site.id);
  return result;
}
