import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { eq } from "drizzle-orm";

/** How long a read version is trusted: the most a listing can lag behind a catalogue change. */
export const VERSION_CHECK_MS = 1_000;

export type CatalogueVersions = {
  /** Moves on what listings show (migration 0004). */
  version: number;
  /** Moves on what only product pages show: stock, counters, links, shops (migration 0016). */
  detail: number;
};

type VersionRead = { at: number; value: Promise<CatalogueVersions> };
/** Per database (tests run several in one process), per site. */
const reads = new WeakMap<Db, Map<number, VersionRead>>();

/**
 * The site's catalogue versions (bumped by database triggers on every catalogue write), read at
 * most once a second per site, in one query for both counters. Caches derived from the
 * catalogue rebuild when they move; other API processes see a write within the same second.
 */
export function catalogueVersions(db: Db, siteId: number): Promise<CatalogueVersions> {
  let versions = reads.get(db);
  if (!versions) {
    versions = new Map();
    reads.set(db, versions);
  }
  const hit = versions.get(siteId);
  if (hit && Date.now() - hit.at < VERSION_CHECK_MS) return hit.value;
  const { catalogueVersions: table } = schema;
  const value = db
    .select({ version: table.version, detail: table.detailVersion })
    .from(table)
    .where(eq(table.siteId, siteId))
    .then((rows) => rows[0] ?? { version: 0, detail: 0 });
  versions.set(siteId, { at: Date.now(), value });
  value.catch(() => versions?.delete(siteId));
  return value;
}

/**
 * Forgets this process's read of a site's versions: a write made here (the back-office's) is seen
 * by this process's next read at once, not up to a second later.
 */
export function forgetCatalogueVersions(db: Db, siteId: number): void {
  reads.get(db)?.delete(siteId);
}

/** The listing version alone (see `catalogueVersions`). */
export async function catalogueVersion(db: Db, siteId: number): Promise<number> {
  return (await catalogueVersions(db, siteId)).version;
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
