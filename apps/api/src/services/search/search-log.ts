import { type Db, schema } from "@sf/db";
import { addSearchRecord, type PendingSearch, type SearchRecord } from "@sf/domain";
import { sql } from "drizzle-orm";

export type SearchLog = {
  /** Queues one completed search; written with the next batch, never on the request's path. */
  record(search: SearchRecord): void;
  /** Writes what is queued now (tests, shutdown). */
  flush(): Promise<void>;
};

export type SearchLogOptions = {
  /** How long a search waits in memory before its batch is written. */
  flushAfterMs?: number;
  /** A batch this large is written at once. */
  maxPending?: number;
  onError(error: unknown): void;
};

/**
 * The popular-queries counter: completed searches are merged in memory per site, language and
 * query, and written every second as one multi-row upsert (hits add up; results and time are the
 * latest). The search answer never waits for this write, and a burst of the same query is one
 * row update instead of one per request. A crash loses at most a second of counts; several API
 * processes each keep their own batch and their additive upserts combine correctly.
 */
export function createSearchLog(
  db: Db,
  { flushAfterMs = 1000, maxPending = 500, onError }: SearchLogOptions,
) {
  let pending = new Map<string, PendingSearch>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: PendingSearch[]): Promise<void> {
    const t = schema.searchQueries;
    await db
      .insert(t)
      .values(
        batch.map((s) => ({
          siteId: s.siteId,
          lang: s.lang,
          query: s.query,
          hits: s.hits,
          results: s.results,
          lastSearchedAt: s.at,
        })),
      )
      .onConflictDoUpdate({
        target: [t.siteId, t.lang, t.query],
        set: {
          hits: sql`${t.hits} + excluded.hits`,
          results: sql`case when excluded.last_searched_at >= ${t.lastSearchedAt} then excluded.results else ${t.results} end`,
          lastSearchedAt: sql`greatest(${t.lastSearchedAt}, excluded.last_searched_at)`,
        },
      });
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending.size) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    // Batches are written one after another, so a slow write never overlaps the next one.
    writing = writing.then(() => write(batch)).catch(onError);
    return writing;
  }

  function record(search: SearchRecord): void {
    if (!addSearchRecord(pending, search)) return;
    if (pending.size >= maxPending) {
      void flush();
    } else if (!timer) {
      timer = setTimeout(() => void flush(), flushAfterMs);
      timer.unref();
    }
  }

  return { record, flush } satisfies SearchLog;
}
