import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { normalizeEmail, type StaffRoleName, staffPasswordProblem } from "@sf/domain";
import { and, asc, eq } from "drizzle-orm";
import { AppError, FieldErrors, notFound } from "../../lib/app-error.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { StaffActor } from "./actor.ts";
import { writeAudit } from "./audit.ts";
import { revokeAllStaffSessions } from "./staff-sessions.ts";

type StaffRow = typeof schema.staff.$inferSelect;

function view(m: StaffRow) {
  return {
    id: m.id,
    email: m.email,
    name: m.name,
    role: m.role,
    active: m.active,
    totp_enabled: m.totpSecret !== null,
    last_sign_in_at: m.lastSignInAt?.toISOString() ?? null,
    created_at: m.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member (never the password hash or TOTP secret). */
const audited = (m: StaffRow) => ({ email: m.email, name: m.name, role: m.role, active: m.active });

export async function listStaff(db: Db, siteId: number) {
  const rows = await db
    .select()
    .from(schema.staff)
    .where(eq(schema.staff.siteId, siteId))
    .orderBy(asc(schema.staff.id));
  return rows.map(view);
}

/** Adds a member to the actor's shop; the e-mail must be new in this shop. */
export async function createStaff(
  db: Db,
  actor: StaffActor,
  input: { email: string; name: string; role: StaffRoleName; password: string },
) {
  const problem = staffPasswordProblem(input.password);
  if (problem) throw new FieldErrors({ password: [problem] });
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: schema.staff.id })
      .from(schema.staff)
      .where(and(eq(schema.staff.siteId, actor.siteId), eq(schema.staff.email, email)));
    if (taken) throw new FieldErrors({ email: ["This e-mail is already a member of the shop's staff."] });
    const [member] = await tx
      .insert(schema.staff)
      .values({ siteId: actor.siteId, email, name: input.name, role: input.role, passwordHash })
      .returning();
    if (!member) throw new Error("staff insert returned nothing");
    await writeAudit(tx, actor, {
      action: "staff.create",
      entity: "staff",
      entityId: member.id,
      before: null,
      after: audited(member),
    });
    return view(member);
  });
}

/** Changes a member's name, role or activity; a changed role or deactivation ends their sessions. */
export async function updateStaff(
  db: Db,
  actor: StaffActor,
  id: number,
  input: { name?: string | undefined; role?: StaffRoleName | undefined; active?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(schema.staff)
      .where(and(eq(schema.staff.id, id), eq(schema.staff.siteId, actor.siteId)))
      .for("update");
    if (!member) throw notFound("No such staff member.");
    const demotes = input.role !== undefined && input.role !== member.role;
    const deactivates = input.active === false && member.active;
    if (member.id === actor.id && (demotes || deactivates))
      throw new AppError("conflict", "You cannot change your own role or deactivate yourself.");
    const [updated] = await tx
      .update(schema.staff)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.role !== undefined && { role: input.role }),
        ...(input.active !== undefined && { active: input.active }),
        updatedAt: new Date(),
      })
      .where(eq(schema.staff.id, member.id))
      .returning();
    if (!updated) throw notFound("No such staff member.");
    if (demotes || deactivates) await revokeAllStaffSessions(tx, member.id);
    await writeAudit(tx, actor, {
      action: "staff.update",
      entity: "staff",
      entityId: member.id,
      before: audited(member),
      after: audited(updated),
    });
    return view(updated);
  });
}

/**
 * The first owner of a shop (`npm run admin:create-owner`), or a new password for an existing
 * member with that e-mail, who becomes an active owner. Written to the audit log as the system.
 */
export async function createOwner(
  db: Db,
  input: { shop: string; email: string; password: string; name?: string },
): Promise<{ created: boolean; id: number }> {
  const problem = staffPasswordProblem(input.password);
  if (problem) throw new Error(problem);
  const [site] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.code, input.shop));
  if (!site) throw new Error(`No shop with the code "${input.shop}".`);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(schema.staff)
      .where(and(eq(schema.staff.siteId, site.id), eq(schema.staff.email, email)))
      .for("update");
    const values = { role: "owner" as const, passwordHash, active: true, updatedAt: new Date() };
    const [member] = existing
      ? await tx.update(schema.staff).set(values).where(eq(schema.staff.id, existing.id)).returning()
      : await tx
          .insert(schema.staff)
          .values({ siteId: site.id, email, name: input.name ?? "", ...values })
          .returning();
    if (!member) throw new Error("staff write returned nothing");
    if (existing) await revokeAllStaffSessions(tx, member.id);
    await tx.insert(schema.auditLog).values({
      siteId: site.id,
      staffId: null,
      staffEmail: "admin:create-owner",
      action: existing ? "staff.reset_owner" : "staff.create",
      entity: "staff",
      entityId: String(member.id),
      before: existing ? audited(existing) : null,
      after: audited(member),
    });
    return { created: !existing, id: member.id };
  });
}
