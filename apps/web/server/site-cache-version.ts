import { apiFetch } from "./api-http.ts";

/**
 * The version the shop's cached pages belong to: the API's `GET /ver4/site_cache_version` (the
 * site's catalogue version, moved by every catalogue write, the integration API and
 * `POST /ver4/clear_site_cache`; decision 0050). Cached pages are keyed by it, so when it moves
 * every web process, on either store, renders afresh: the purge needs no message between
 * processes. Read at most once a second; a slow or failed read keeps the last version known.
 */
export type SiteCacheVersion = () => Promise<string>;

export function siteCacheVersion(options: {
  apiUrl: string;
  siteToken: string;
  maxAgeMs?: number;
  timeoutMs?: number;
  /** How the version is read: `apiFetch` (api-http.ts) unless a test gives its own. */
  fetch?: (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<Response>;
}): SiteCacheVersion {
  const { apiUrl, siteToken, maxAgeMs = 1_000, timeoutMs = 300, fetch: get = apiFetch } = options;
  let version = "0";
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string> | null = null;

  const read = async (): Promise<string> => {
    try {
      const res = await get(`${apiUrl}/ver4/site_cache_version`, {
        headers: { token: siteToken, accept: "application/json" },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.ok) {
        const body = (await res.json()) as { version?: unknown };
        if (typeof body.version === "number") version = String(body.version);
      } else {
        await res.body?.cancel(); // an answer not read would hold its connection
      }
    } catch {
      // the API is slow or down: pages stay keyed by the last version known
    }
    readAt = Date.now();
    return version;
  };

  return async () => {
    if (Date.now() - readAt < maxAgeMs) return version;
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}

type Registry = { __sfSiteCacheVersions?: Map<string, SiteCacheVersion> };

/**
 * One reader per API and site for the whole process: the server's page cache and the app's memo
 * of site-wide documents (client.server.ts, bundled into the build as its own module copy) see
 * the same version, so a page is never rendered from documents older than the version it is
 * cached under.
 */
export function sharedSiteCacheVersion(options: { apiUrl: string; siteToken: string }): SiteCacheVersion {
  const global = globalThis as Registry;
  global.__sfSiteCacheVersions ??= new Map();
  const registry = global.__sfSiteCacheVersions;
  const key = `${options.apiUrl} ${options.siteToken}`;
  let reader = registry.get(key);
  if (!reader) {
    reader = siteCacheVersion(options);
    registry.set(key, reader);
  }
  return reader;
}
