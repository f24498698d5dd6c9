import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { AppError } from "../../lib/app-error.ts";
import type { SecretBox } from "../../lib/secret-box.ts";
import { verifyPassword } from "../auth/passwords.ts";
import type { DbOrTx, StaffActor } from "./actor.ts";
import { writeAudit } from "./audit.ts";

const PERIOD = 30;

function totpOf(secret: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code matches (one step of clock drift either way), or null. A step at or before
 * `lastStep` was used already: a code seen once (over a shoulder, in a log) cannot sign in again.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpOf(secret).validate({ token: code, window: 1, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/**
 * Checks a member's code and remembers its step; false for a wrong or replayed code. The secret
 * is stored sealed (`SecretBox`); one stored before sealing is read as is.
 */
export async function acceptTotp(
  tx: DbOrTx,
  box: SecretBox,
  member: { id: number; totpSecret: string; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  const step = matchTotp(box.open(member.totpSecret), code, member.totpLastStep);
  if (step === null) return false;
  await tx.update(schema.staff).set({ totpLastStep: step }).where(eq(schema.staff.id, member.id));
  return true;
}

/** Starts two-step sign-in: a new pending secret, shown once as a key and an otpauth:// URI. */
export async function setupTotp(db: Db, box: SecretBox, actor: StaffActor, shopName: string) {
  if (actor.totpEnabled) throw new AppError("conflict", "Two-step sign-in is already on.");
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(schema.staff)
    .set({ totpPendingSecret: box.seal(secret) })
    .where(eq(schema.staff.id, actor.id));
  return { secret, uri: totpOf(secret, actor.email, shopName).toString() };
}

/** Turns two-step sign-in on once the member proves their authenticator shows the right code. */
export async function enableTotp(db: Db, box: SecretBox, actor: StaffActor, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(schema.staff).where(eq(schema.staff.id, actor.id)).for("update");
    if (!member?.totpPendingSecret) throw new AppError("invalid", "Start the set-up first.");
    if (member.totpSecret) throw new AppError("conflict", "Two-step sign-in is already on.");
    const step = matchTotp(box.open(member.totpPendingSecret), code, null);
    if (step === null) throw new AppError("invalid", "The code is not right. Check the time on your phone.");
    await tx
      .update(schema.staff)
      .set({
        totpSecret: member.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        updatedAt: new Date(),
      })
      .where(eq(schema.staff.id, actor.id));
    await writeAudit(tx, actor, {
      action: "staff.totp_on",
      entity: "staff",
      entityId: actor.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
  });
}

/** Turns two-step sign-in off; the member's password is asked again. */
export async function disableTotp(db: Db, actor: StaffActor, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select().from(schema.staff).where(eq(schema.staff.id, actor.id)).for("update");
    if (!member || !(await verifyPassword(member.passwordHash, password)))
      throw new AppError("invalid", "The password is not right.");
    if (!member.totpSecret) throw new AppError("conflict", "Two-step sign-in is off.");
    await tx
      .update(schema.staff)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(schema.staff.id, actor.id));
    await writeAudit(tx, actor, {
      action: "staff.totp_off",
      entity: "staff",
      entityId: actor.id,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
  });
}
