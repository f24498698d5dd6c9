import { CHUNK_RELOAD_GUARD_MS } from "./constants.ts";

/** After a chunk fails to load the page reloads, at most once per 60 s (spec section 4). */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
  );
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}
