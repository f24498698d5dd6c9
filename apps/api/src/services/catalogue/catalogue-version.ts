import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";

/** How long a read version is trusted: the most a listing can lag behind a catalogue change. */
export const VERSION_CHECK_MS = 1_000;

const versions = new Map<number, { at: number; value: Promise<number> }>();

/**
 * The site's catalogue version (bumped by database triggers on every catalogue write), read at
 * most once a second per site. Caches derived from the catalogue rebuild when it moves.
 */
export function catalogueVersion(db: Db, siteId: number): Promise<number> {
  const hit = versions.get(siteId);
  if (hit && Date.now() - hit.at < VERSION_CHECK_MS) return hit.value;
  const value = db
    .select({ version: schema.catalogueVersions.version })
    .from(schema.catalogueVersions)
    .where(eq(schema.catalogueVersions.siteId, siteId))
    .then((rows) => rows[0]?.version ?? 0);
  versions.set(siteId, { at: Date.now(), value });
  value.catch(() => versions.delete(siteId));
  return value;
}

/**
 * A per-site memo of something derived from the catalogue, rebuilt when the version moves.
 * Concurrent callers share one build; a failed build is forgotten so the next call retries.
 */
export function versionedCache<T>(build: (db: Db, siteId: number) => Promise<T>) {
  const cache = new Map<number, { version: number; value: Promise<T> }>();
  const get = async (db: Db, siteId: number): Promise<T> => {
    const version = await catalogueVersion(db, siteId);
    const hit = cache.get(siteId);
    if (hit && hit.version === version) return hit.value;
    const value = build(db, siteId);
    cache.set(siteId, { version, value });
    value.catch(() => {
      if (cache.get(siteId)?.value === value) cache.delete(siteId);
    });
    return value;
  };
  return { get, forget: (siteId: number) => cache.delete(siteId) };
}
