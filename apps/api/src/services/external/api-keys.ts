import { createHash, randomBytes } from "node:crypto";
import { type Db, schema } from "@sf/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";

/**
 * Integration keys of a shop (`API-Token` of `/external/*`, decision 0050): made, rotated and
 * revoked here (the CLI `npm run api-token` today, the back-office later). Only a key's SHA-256
 * is stored: keys are 192 random bits, so a fast hash is as good as a slow one, and a lookup is
 * one indexed equality.
 */
export const hashApiKey = (key: string): string => createHash("sha256").update(key).digest("hex");

const KEY_PREFIX = "sfk_";
const newKey = () => `${KEY_PREFIX}${randomBytes(24).toString("base64url")}`;

export type IssuedKey = {
  /** The key itself: shown once, never stored. */
  key: string;
  prefix: string;
  createdAt: Date;
};

export type ApiKeyState = { prefix: string; createdAt: Date; lastUsedAt: Date | null } | null;

/** The site's live key, without the key itself (which is not kept). */
export async function describeApiKey(db: Db, siteId: number): Promise<ApiKeyState> {
  const { apiTokens } = schema;
  const [row] = await db
    .select({ prefix: apiTokens.prefix, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.siteId, siteId), isNull(apiTokens.revokedAt)));
  return row ?? null;
}

/** A first key for a site; refused (409) while the site has a live one: rotate it instead. */
export async function createApiKey(db: Db, siteId: number, key = newKey()): Promise<IssuedKey> {
  if (await describeApiKey(db, siteId))
    throw new AppError("conflict", "This shop already has an integration key: rotate or revoke it.");
  return insertKey(db, siteId, key);
}

/** A new key replaces the live one (revoked in the same transaction): the old stops at once. */
export async function rotateApiKey(db: Db, siteId: number): Promise<IssuedKey> {
  return db.transaction(async (tx) => {
    await revoke(tx as unknown as Db, siteId);
    return insertKey(tx as unknown as Db, siteId, newKey());
  });
}

/** Revokes the site's live key; false when it had none. */
export async function revokeApiKey(db: Db, siteId: number): Promise<boolean> {
  return (await revoke(db, siteId)) > 0;
}

async function revoke(db: Db, siteId: number): Promise<number> {
  const { apiTokens } = schema;
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.siteId, siteId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length;
}

async function insertKey(db: Db, siteId: number, key: string): Promise<IssuedKey> {
  const { apiTokens } = schema;
  const prefix = key.slice(0, 10);
  const [row] = await db
    .insert(apiTokens)
    .values({ siteId, tokenHash: hashApiKey(key), prefix })
    .returning({ createdAt: apiTokens.createdAt });
  if (!row) throw new Error("api token insert returned nothing");
  return { key, prefix, createdAt: row.createdAt };
}

/** The site a live key belongs to, or null; marks the key used (at most once a minute). */
export async function siteIdOfApiKey(db: Db, key: string): Promise<number | null> {
  const { apiTokens } = schema;
  const [row] = await db
    .select({ id: apiTokens.id, siteId: apiTokens.siteId, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hashApiKey(key)), isNull(apiTokens.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000)
    await db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(eq(apiTokens.id, row.id));
  return row.siteId;
}
