import type { Db } from "@sf/db";
import { AppError } from "../../../lib/app-error.ts";
import { createApiKey, describeApiKey, type IssuedKey, revokeApiKey } from "../../external/api-keys.ts";
import type { StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

/**
 * The shop's ERP integration key (`API-Token` of /external/*, decision 0050) from the back-office:
 * the owner creates, rotates or revokes it; the key is answered once and only its hash is kept.
 * Each change and its audit entry (the key's prefix, never the key) are one transaction.
 */
export async function describeIntegrationKey(db: Db, siteId: number) {
  const live = await describeApiKey(db, siteId);
  return {
    live: live
      ? {
          prefix: live.prefix,
          created_at: live.createdAt.toISOString(),
          last_used_at: live.lastUsedAt?.toISOString() ?? null,
        }
      : null,
  };
}

const issued = (key: IssuedKey) => ({
  key: key.key,
  prefix: key.prefix,
  created_at: key.createdAt.toISOString(),
});

/** `rotate`: the live key is revoked and a new one made; `create`: refused (409) while one is live. */
export async function issueIntegrationKey(db: Db, actor: StaffActor, rotate: boolean) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await describeApiKey(t, actor.siteId);
    if (rotate && !before) throw new AppError("not_found", "The shop has no integration key to rotate.");
    if (rotate) await revokeApiKey(t, actor.siteId);
    const key = await createApiKey(t, actor.siteId);
    await writeAudit(tx, actor, {
      action: rotate ? "api_key.rotate" : "api_key.create",
      entity: "api_key",
      entityId: actor.siteId,
      before: before ? { prefix: before.prefix } : null,
      after: { prefix: key.prefix },
    });
    return issued(key);
  });
}

export async function revokeIntegrationKey(db: Db, actor: StaffActor) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const before = await describeApiKey(t, actor.siteId);
    if (!before || !(await revokeApiKey(t, actor.siteId)))
      throw new AppError("not_found", "The shop has no integration key to revoke.");
    await writeAudit(tx, actor, {
      action: "api_key.revoke",
      entity: "api_key",
      entityId: actor.siteId,
      before: { prefix: before.prefix },
      after: null,
    });
    return { live: null };
  });
}
