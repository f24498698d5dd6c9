/**
 * The site's page version (decision 0050) as the web server last read it, shared with the API
 * client in the same process: the client's short memo of site-wide answers is keyed by it, so a
 * purge (a back-office save) also drops those answers. Otherwise the first page rendered after a
 * purge could take a memoised, stale answer and be cached again under the new version.
 */
const KEY = Symbol.for("sf.siteCacheVersion");
const shared = globalThis as unknown as Record<symbol, string | undefined>;

export function publishSiteVersion(version: string): void {
  shared[KEY] = version;
}

export function currentSiteVersion(): string {
  return shared[KEY] ?? "0";
}
