import type { FastifyInstance } from "fastify";
import { createSearchLog, type SearchLog } from "../services/search/search-log.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Counts completed searches for popular queries (batched; see services/search/search-log.ts). */
    searchLog: SearchLog;
  }
}

/** The app's search counter; what is still queued is written when the app closes. */
export function registerSearchLog(app: FastifyInstance): void {
  const log = createSearchLog(app.db, {
    onError: (error) => app.log.error({ err: error }, "could not record searches"),
  });
  app.decorate("searchLog", log);
  app.addHook("onClose", async () => {
    await log.flush();
  });
}
