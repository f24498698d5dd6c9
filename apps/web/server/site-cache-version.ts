import { publishSiteVersion } from "../app/lib/site-version.ts";

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
  fetch?: typeof fetch;
}): SiteCacheVersion {
  const { apiUrl, siteToken, maxAgeMs = 1_000, timeoutMs = 300, fetch: get = fetch } = options;
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
        publishSiteVersion(version);
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
