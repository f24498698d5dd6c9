import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import type { StaffRoleName } from "@sf/domain";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error.ts";
import type { SiteRow } from "../../lib/site.ts";
import type { StaffActor } from "./actor.ts";
import { writeAudit } from "./audit.ts";

/** A staff session lasts this long from sign-in (a working day), then the member signs in again. */
export const STAFF_SESSION_HOURS = 12;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new session for a staff member: the random token goes to the cookie, its hash to the table. */
export async function createStaffSession(
  db: Db,
  member: { id: number; siteId: number },
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(schema.staffSessions)
    .values({
      siteId: member.siteId,
      staffId: member.id,
      tokenHash: hashToken(token),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 300),
      expiresAt: sql`now() + make_interval(hours => ${STAFF_SESSION_HOURS})`,
    })
    .returning({ id: schema.staffSessions.id });
  if (!row) throw new Error("staff session insert returned nothing");
  return { token, sessionId: row.id };
}

/**
 * The staff member and shop of a session token, or null when the token is unknown, revoked,
 * expired, or its member deactivated. Marks the session seen (at most once a minute).
 */
export async function authenticateStaff(
  db: Db,
  token: string,
  ip: string,
): Promise<{ actor: StaffActor; site: SiteRow } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const { staffSessions: s, staff, sites } = schema;
  const [row] = await db
    .select({
      sessionId: s.id,
      lastSeenAt: s.lastSeenAt,
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totpSecret: staff.totpSecret,
      site: {
        id: sites.id,
        code: sites.code,
        name: sites.name,
        languages: sites.languages,
        mainLanguage: sites.mainLanguage,
        currency: sites.currency,
        settings: sites.settings,
      },
    })
    .from(s)
    .innerJoin(staff, and(eq(staff.id, s.staffId), eq(staff.siteId, s.siteId)))
    .innerJoin(sites, eq(sites.id, s.siteId))
    .where(
      and(
        eq(s.tokenHash, hashToken(token)),
        isNull(s.revokedAt),
        gt(s.expiresAt, sql`now()`),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > 60_000)
    await db.update(s).set({ lastSeenAt: new Date() }).where(eq(s.id, row.sessionId));
  return {
    actor: {
      id: row.staffId,
      siteId: row.site.id,
      email: row.email,
      name: row.name,
      role: row.role as StaffRoleName,
      totpEnabled: row.totpSecret !== null,
      sessionId: row.sessionId,
      ip,
    },
    site: row.site,
  };
}

/** Live sessions: the member's own, or (owner) everyone's in the shop. */
export async function listStaffSessions(db: Db, actor: StaffActor) {
  const { staffSessions: s, staff } = schema;
  const rows = await db
    .select({
      id: s.id,
      staffId: s.staffId,
      email: staff.email,
      userAgent: s.userAgent,
      ip: s.ip,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
    })
    .from(s)
    .innerJoin(staff, eq(staff.id, s.staffId))
    .where(
      and(
        eq(s.siteId, actor.siteId),
        isNull(s.revokedAt),
        gt(s.expiresAt, sql`now()`),
        actor.role === "owner" ? undefined : eq(s.staffId, actor.id),
      ),
    )
    .orderBy(desc(s.lastSeenAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    staff_id: r.staffId,
    staff_email: r.email,
    user_agent: r.userAgent,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    expires_at: r.expiresAt.toISOString(),
    current: r.id === actor.sessionId,
  }));
}

/** Ends a session: one's own, or (owner) anyone's in the shop. Another shop's is not found. */
export async function revokeStaffSession(db: Db, actor: StaffActor, sessionId: number): Promise<void> {
  const { staffSessions: s } = schema;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: s.id, staffId: s.staffId, revokedAt: s.revokedAt })
      .from(s)
      .where(and(eq(s.id, sessionId), eq(s.siteId, actor.siteId)))
      .for("update");
    if (!row || row.revokedAt) throw notFound("No such session.");
    if (row.staffId !== actor.id && actor.role !== "owner")
      throw new AppError("permission_denied", "You can end only your own sessions.");
    await tx.update(s).set({ revokedAt: new Date() }).where(eq(s.id, row.id));
    await writeAudit(tx, actor, {
      action: "session.revoke",
      entity: "session",
      entityId: row.id,
      before: { staff_id: row.staffId, revoked: false },
      after: { staff_id: row.staffId, revoked: true },
    });
  });
}

/** Signs out: the current session ends (no audit entry: nothing of the shop changed). */
export async function endStaffSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(schema.staffSessions)
    .set({ revokedAt: new Date() })
    .where(eq(schema.staffSessions.id, sessionId));
}

/** Ends every live session of a member (deactivated, password or role changed). */
export async function revokeAllStaffSessions(tx: Pick<Db, "update">, staffId: number): Promise<void> {
  const { staffSessions: s } = schema;
  await tx
    .update(s)
    .set({ revokedAt: new Date() })
    .where(and(eq(s.staffId, staffId), isNull(s.revokedAt)));
}
