import { join } from "node:path";
import { isSeeded, openDatabase, seedDemo } from "@sf/db";
import { buildApp } from "./app.ts";

/** Starts the API: opens (and on first run creates and seeds) the database, then listens. */
const port = Number(process.env.API_PORT ?? 4000);
const host = process.env.API_HOST ?? "127.0.0.1";
const dataDir = process.env.PGLITE_DIR ?? join(process.cwd(), "data", "pglite");

const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
);
await database.migrate();
if (!(await isSeeded(database.db))) {
  console.log("[api] empty database: writing the demo shops");
  await seedDemo(database.db);
}

const app = await buildApp({
  db: database.db,
  logger: { level: process.env.LOG_LEVEL ?? "warn" },
});
await app.listen({ port, host });
console.log(`[api] listening on http://${host}:${port} (${database.kind}); OpenAPI at /docs`);

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    process.exit(0);
  });
}
