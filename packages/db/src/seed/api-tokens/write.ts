import { createHash } from "node:crypto";
import type { Db } from "../../client.ts";
import { apiTokens } from "../../schema.ts";

/**
 * A demo shop's integration key (`API-Token` of `/external/*`), the same on every install so
 * the README can name it: for demo shops only; real shops' keys are random and shown once.
 */
export const demoApiKey = (code: string): string => `sfk_demo_${code}_erp_2026`;

/** Stored as every key is: its SHA-256 only (apps/api/src/services/external/api-keys.ts). */
export async function seedDemoApiKey(db: Db, siteId: number, code: string): Promise<void> {
  const key = demoApiKey(code);
  await db.insert(apiTokens).values({
    siteId,
    tokenHash: createHash("sha256").update(key).digest("hex"),
    prefix: key.slice(0, 10),
  });
}
