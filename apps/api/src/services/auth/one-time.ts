import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { and, eq, gt, isNull, sql } from "drizzle-orm";

export type SecretPurpose = (typeof schema.userTokens.$inferSelect)["purpose"];

/** Wrong guesses a six-digit code allows before it stops working. */
export const CODE_MAX_ATTEMPTS = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * A new one-time secret for a customer: a 32-byte link token, or a six-digit code. Earlier
 * unused secrets of the same purpose stop working, so only the newest e-mail's link works.
 */
export async function issueSecret(
  db: Db,
  siteId: number,
  userId: number,
  purpose: SecretPurpose,
  ttlSeconds: number,
): Promise<string> {
  const secret =
    purpose === "login_code"
      ? String(randomInt(0, 1_000_000)).padStart(6, "0")
      : randomBytes(32).toString("base64url");
  const { userTokens } = schema;
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    await tx.insert(userTokens).values({
      siteId,
      userId,
      purpose,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
  });
  return secret;
}

/**
 * Uses a secret: true once, for the live secret of this purpose; false for a wrong, used or
 * expired one. A wrong guess at a six-digit code counts against it, and it dies after a few.
 * A link's 32-byte token cannot be guessed, so wrong ones do not count: otherwise anyone who
 * knows a customer's uid could kill their reset link with five bad tries (decision 0024).
 */
export async function consumeSecret(
  db: Db,
  userId: number,
  purpose: SecretPurpose,
  secret: string,
): Promise<boolean> {
  const { userTokens } = schema;
  const live = and(
    eq(userTokens.userId, userId),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );
  const used = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        live,
        eq(userTokens.secretHash, sha256(secret)),
        sql`${userTokens.attempts} < ${CODE_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: userTokens.id });
  if (used.length > 0) return true;
  if (purpose !== "login_code") return false;
  await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(live);
  return false;
}

/** Ends every live secret of some purpose (e.g. reset links after the password changed). */
export async function dropSecrets(db: Db, userId: number, purpose: SecretPurpose): Promise<void> {
  const { userTokens } = schema;
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
