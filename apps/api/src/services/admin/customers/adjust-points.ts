import type { AdminPointsAdjust } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { adjustPoints } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { FieldErrors, notFound } from "../../../lib/app-error.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

/**
 * Adds or takes a customer's points with a reason: the balance row is locked, the domain rule
 * decides (never below zero), and the new balance, its ledger entry and the audit entry are
 * written in one transaction.
 */
export async function adjustCustomerPoints(
  db: Db,
  actor: StaffActor,
  customerId: number,
  input: AdminPointsAdjust,
): Promise<void> {
  const u = schema.users;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: u.id, points: u.loyaltyPoints })
      .from(u)
      .where(and(eq(u.id, customerId), eq(u.siteId, actor.siteId)))
      .for("update");
    if (!user) throw notFound("Customer not found.");
    const result = adjustPoints(user.points, input.delta, input.reason);
    if (!result.ok) throw new FieldErrors({ [result.field]: [result.message] });
    await tx.update(u).set({ loyaltyPoints: result.balance }).where(eq(u.id, user.id));
    const [entry] = await tx
      .insert(schema.loyaltyEntries)
      .values({
        siteId: actor.siteId,
        userId: user.id,
        delta: result.delta,
        balanceAfter: result.balance,
        reason: result.reason,
        staffId: actor.id,
        staffEmail: actor.email,
      })
      .returning({ id: schema.loyaltyEntries.id });
    await writeAudit(tx, actor, {
      action: "customer.points",
      entity: "customer",
      entityId: user.id,
      before: { points: user.points },
      after: { points: result.balance, delta: result.delta, reason: result.reason, entry: entry?.id },
    });
  });
}
