import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/**
 * Both drivers expose the same query builder; we type the database as the PGlite flavour so
 * services have one type to depend on. The pg-backed instance is structurally identical.
 */
export type Db = PgliteDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding a PostgreSQL advisory lock, so API processes started at the same
   * time migrate and seed one after the other instead of racing (docs/decisions/0025).
   * PGlite has one connection and one process: it just runs `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The advisory lock key of `exclusive` (any constant; this one spells "sfmg"). */
const STARTUP_LOCK_KEY = 0x73666d67;

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "..", "migrations");

/** Extensions the migrations create; every PGlite instance must be opened with them. */
export const pgliteExtensions = { btree_gin, pg_trgm, unaccent } satisfies PGliteOptions["extensions"];

/** Opens a PGlite instance with the project's extensions (file-backed, in memory or from a dump). */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: pgliteExtensions });
}

export type DatabaseOptions = {
  /** postgres://... for a real server; unset for embedded PGlite. */
  url?: string;
  /** PGlite data directory; unset for an in-memory database. */
  dataDir?: string;
  /** An existing PGlite instance (e.g. a clone in tests). */
  pglite?: PGlite;
};

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection can be terminated by the server (restart, failover, a dropped test
    // database); without a listener pg rethrows that as an uncaught error and kills the process.
    pool.on("error", (error) => console.warn(`[db] idle connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      async exclusive(work) {
        // A session lock: held by this one connection until unlocked (or the process dies).
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await createPglite(options.dataDir ? { dataDir: options.dataDir } : {});
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (work) => work(),
    close: () => pglite.close(),
  };
}
