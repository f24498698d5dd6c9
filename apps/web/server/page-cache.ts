import { PAGE_CACHE_TTL_S, REDIS_READ_TIMEOUT_MS } from "@sf/domain";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

/**
 * A rendered page as kept: the storefront stores its body gzipped only (sent as is to clients
 * that take gzip, unzipped for the few that do not), about a fifth of the HTML's size; `body`
 * is read from entries that other versions wrote to Redis, and stored by tests.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body?: string;
  /** The body gzipped once when stored. */
  gzip?: Uint8Array<ArrayBuffer>;
};

/** Where rendered pages are kept: in-process by default, Redis when REDIS_URL is set. */
export type PageCacheStore = {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  /** Forgets every cached rendering (any user group) of a path in the scope. */
  purge(scope: string, pathname: string): Promise<void>;
  close(): Promise<void>;
  /** Bytes the in-process store holds (undefined for Redis). */
  readonly bytes?: number;
};

/** What one cached page costs in memory: its gzip bytes, any body as UTF-16, and its headers. */
export function cachedPageBytes(page: CachedPage): number {
  let headers = 0;
  for (const [name, value] of page.headers) headers += (name.length + value.length) * 2;
  return (page.body?.length ?? 0) * 2 + (page.gzip?.byteLength ?? 0) + headers + 64;
}

/**
 * The in-process page cache, bounded in bytes (least recently used pages go first), so a
 * catalogue of many pages cannot grow the process past `maxBytes` (`PAGE_CACHE_MAX_MB`, 8 MiB
 * by default: about 250 product pages gzipped, more than 64 MiB of text and gzip held); a page
 * larger than the whole budget is not kept.
 */
export function memoryPageCache(
  maxBytes = Number(process.env.PAGE_CACHE_MAX_MB || 8) * 1024 * 1024,
  maxEntries = 2000,
): PageCacheStore {
  const cache = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: cachedPageBytes,
    ttl: PAGE_CACHE_TTL_S * 1000,
  });
  return {
    get: async (key) => cache.get(key),
    set: async (key, page) => {
      cache.set(key, page);
    },
    purge: async (scope, pathname) => {
      const prefix = `page:${scope}:`;
      for (const key of [...cache.keys()])
        if (key.startsWith(prefix) && key.endsWith(`:${pathname}`)) cache.delete(key);
    },
    close: async () => cache.clear(),
    get bytes() {
      return cache.calculatedSize;
    },
  };
}

/**
 * Redis-backed page cache shared by every web process. A read that takes longer than 2000 ms
 * or fails falls through to rendering (spec section 8: cache failures fall through).
 */
export function redisPageCache(url: string): PageCacheStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: REDIS_READ_TIMEOUT_MS });
  redis.on("error", () => {
    // connection problems are handled per call: the page is rendered instead
  });
  return {
    async get(key) {
      try {
        const raw = await withTimeout(redis.get(key), REDIS_READ_TIMEOUT_MS);
        if (!raw) return undefined;
        const { gzip64, ...page } = JSON.parse(raw) as CachedPage & { gzip64?: string };
        return gzip64 ? { ...page, gzip: new Uint8Array(Buffer.from(gzip64, "base64")) } : page;
      } catch {
        return undefined;
      }
    },
    async set(key, page) {
      try {
        await withTimeout(
          redis.set(key, JSON.stringify(serialisable(page)), "EX", PAGE_CACHE_TTL_S),
          REDIS_READ_TIMEOUT_MS,
        );
      } catch {
        // a failed write only costs a later render
      }
    },
    async purge(scope, pathname) {
      try {
        const escaped = `${scope}:*:${pathname}`.replace(/[?[\]\\]/g, "\\$&");
        let cursor = "0";
        do {
          const [next, keys] = await redis.scan(cursor, "MATCH", `page:${escaped}`, "COUNT", 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== "0");
      } catch {
        // the entry then lives out its TTL
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** JSON has no bytes: the gzipped body travels to Redis as base64. */
function serialisable({ gzip, ...page }: CachedPage): Omit<CachedPage, "gzip"> & { gzip64?: string } {
  return gzip ? { ...page, gzip64: Buffer.from(gzip).toString("base64") } : page;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  promise.catch(() => {});
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);
}
