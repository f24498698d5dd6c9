import { type Db, schema } from "@sf/db";
import { UPLOAD_MENTION, UPLOAD_SWEEP_GRACE_MS, unusedUploads, uploadFiles } from "@sf/domain";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { everySeconds } from "../../lib/every-seconds.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { MEDIA_WIDTHS } from "../catalogue/product-cards.ts";
import { uploadKey } from "./uploaded-images.ts";

const { storedUploads } = schema;

/** Column types whose text may mention an upload's path. */
const TEXT_TYPES = ["text", "varchar", "bpchar", "json", "jsonb", "_text", "_varchar"];
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every upload name any text column of any table mentions. Deliberately not a list of the
 * columns that hold pictures (advert pictures, profiles, products, banners, settings, HTML...):
 * a column added tomorrow keeps its pictures without anyone remembering the sweep (decision 0063).
 */
async function mentionedUploads(db: Db): Promise<Set<string>> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.udt_name in (${sql.join(
        TEXT_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )})
      and c.table_name <> 'stored_uploads'
    order by c.table_name, c.ordinal_position`);
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows)
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  const mentioned = new Set<string>();
  for (const [table, names] of byTable) {
    const text = `concat_ws(' ', ${names.map((n) => `${quoted(n)}::text`).join(", ")})`;
    const found = await db.execute<{ name: string }>(
      sql.raw(
        `select distinct (regexp_matches(t, '${UPLOAD_MENTION}', 'g'))[1] as name
         from (select ${text} as t from ${quoted(table)}) x where t like '%uploads/%'`,
      ),
    );
    for (const { name } of found.rows) mentioned.add(name);
  }
  return mentioned;
}

/**
 * Removes the files of uploads nothing mentions any more (a deleted advert's pictures, a deleted
 * picture, a replaced profile picture, a form that failed or was never saved), once they were last
 * stored before the grace period. Each is removed under its row's lock, so a visitor storing the
 * same picture at that moment waits and writes it again afterwards. At most `limit` per run.
 */
export async function sweepUploads(
  db: Db,
  storage: FileStorage,
  { now = new Date(), limit = 500 }: { now?: Date; limit?: number } = {},
): Promise<{ removed: number }> {
  const cutoff = new Date(now.getTime() - UPLOAD_SWEEP_GRACE_MS);
  const old = await db
    .select({ siteId: storedUploads.siteId, name: storedUploads.name, storedAt: storedUploads.storedAt })
    .from(storedUploads)
    .where(lt(storedUploads.storedAt, cutoff));
  if (!old.length) return { removed: 0 };
  let removed = 0;
  for (const upload of unusedUploads(old, await mentionedUploads(db), now, limit)) {
    const done = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ name: storedUploads.name })
        .from(storedUploads)
        .where(
          and(
            eq(storedUploads.siteId, upload.siteId),
            eq(storedUploads.name, upload.name),
            lt(storedUploads.storedAt, cutoff),
          ),
        )
        .for("update", { skipLocked: true });
      // Stored again since (fresh), or another process is removing it.
      if (!still) return false;
      for (const path of uploadFiles(upload.name, MEDIA_WIDTHS))
        await storage.delete(uploadKey(upload.siteId, path));
      await tx
        .delete(storedUploads)
        .where(and(eq(storedUploads.siteId, upload.siteId), eq(storedUploads.name, upload.name)));
      return true;
    });
    if (done) removed++;
  }
  return { removed };
}

/** Runs {@link sweepUploads} every `seconds` in this process until the app closes (0: never). */
export function startUploadSweep(
  app: {
    db: Db;
    storage: FileStorage;
    log: FastifyBaseLogger;
    addHook: (name: "onClose", hook: () => Promise<void>) => unknown;
  },
  seconds: number,
): void {
  everySeconds(app, seconds, "upload sweep", async () => {
    const { removed } = await sweepUploads(app.db, app.storage);
    if (removed) app.log.info({ removed }, "unused uploads removed");
  });
}
