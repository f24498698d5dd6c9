import { randomUUID } from "node:crypto";
import type { TokenPair } from "@sf/contract";
import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { REFRESH_TOKEN_TTL_S } from "@sf/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { TokenSigner } from "./tokens.ts";

/** Two tabs refreshing with the same token at once: the slower one within this gets the new token. */
const RACE_GRACE_MS = 20_000;

export const tokenNotValid = () =>
  new AppError("not_authenticated", "Token is invalid or expired", { code: "token_not_valid" });

/** A member a moderator banned (`users.blocked_at`): no way in, whichever way they try. */
export const accountBlocked = () =>
  new AppError("permission_denied", "This account is blocked. Write to the board's support.", {
    code: "account_blocked",
  });

async function pair(signer: TokenSigner, userId: number, siteId: number, sessionId: string, jti: string) {
  return {
    access: await signer.sign("access", { userId, siteId, sessionId }),
    refresh: await signer.sign("refresh", { userId, siteId, sessionId, jti }),
  } satisfies TokenPair;
}

/**
 * A new sign-in: a session and its first token pair. Every way in (password, code, link, social,
 * the board's phone) ends here, so a banned member is refused here whatever they proved.
 */
export async function startSession(
  db: Db,
  signer: TokenSigner,
  siteId: number,
  userId: number,
): Promise<TokenPair> {
  const [user] = await db
    .select({ blockedAt: schema.users.blockedAt })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (user?.blockedAt) throw accountBlocked();
  const sessionId = randomUUID();
  const jti = randomUUID();
  await db.insert(schema.authSessions).values({
    id: sessionId,
    siteId,
    userId,
    currentJti: jti,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
  });
  await db.update(schema.users).set({ lastLogin: sql`now()` }).where(eq(schema.users.id, userId));
  return pair(signer, userId, siteId, sessionId, jti);
}

/**
 * Rotation: the current refresh token buys a new pair and stops working. An older token of the
 * family (stolen and replayed, or replayed by the thief after the owner refreshed) revokes the
 * family, so both the thief and the owner must sign in again.
 */
export async function refreshSession(
  db: Db,
  signer: TokenSigner,
  siteId: number,
  token: string,
): Promise<TokenPair> {
  const claims = await signer.verify("refresh", token);
  if (!claims || claims.siteId !== siteId) throw tokenNotValid();
  const { authSessions, users } = schema;
  const result = await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.id, claims.sessionId), eq(authSessions.siteId, siteId)))
      .for("update");
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    const [user] = await tx
      .select({ active: users.isActive, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user?.active || user.blockedAt) return null;
    if (claims.jti === session.currentJti) {
      const jti = randomUUID();
      await tx
        .update(authSessions)
        .set({
          currentJti: jti,
          previousJti: session.currentJti,
          rotatedAt: new Date(),
          expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
        })
        .where(eq(authSessions.id, session.id));
      return { jti, userId: session.userId };
    }
    if (
      claims.jti === session.previousJti &&
      session.rotatedAt &&
      Date.now() - session.rotatedAt.getTime() < RACE_GRACE_MS
    ) {
      return { jti: session.currentJti, userId: session.userId };
    }
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: "reuse" })
      .where(eq(authSessions.id, session.id));
    return "reused" as const;
  });
  if (result === null || result === "reused") throw tokenNotValid();
  return pair(signer, result.userId, siteId, claims.sessionId, result.jti);
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  const { authSessions } = schema;
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every sign-in of a customer (a password change keeps `exceptSessionId`). */
export async function revokeUserSessions(
  db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0],
  userId: number,
  reason: string,
  exceptSessionId?: string,
) {
  const { authSessions } = schema;
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? sql`${authSessions.id} <> ${exceptSessionId}` : undefined,
      ),
    );
}

export type AuthUser = { id: number; sessionId: string };

/** The customer an access token names, when its session is alive and the account active. */
export async function authenticate(
  db: Db,
  signer: TokenSigner,
  siteId: number,
  token: string,
): Promise<AuthUser | null> {
  const claims = await signer.verify("access", token);
  if (!claims || claims.siteId !== siteId) return null;
  const { authSessions, users } = schema;
  const [row] = await db
    .select({ id: users.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.siteId, siteId),
        eq(authSessions.userId, claims.userId),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
        eq(users.isActive, true),
        // A banned board member is signed out everywhere, whatever token they kept.
        isNull(users.blockedAt),
      ),
    );
  return row ? { id: row.id, sessionId: claims.sessionId } : null;
}
