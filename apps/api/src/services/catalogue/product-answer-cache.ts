import { productDetailSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { Site } from "../../lib/site.ts";
import { catalogueVersions } from "./catalogue-version.ts";
import { getProduct } from "./get-product.ts";

type Entry = { version: number; detail: number; body: Buffer };

/** Bytes an entry costs beyond its body (key, object, LRU bookkeeping), roughly. */
const ENTRY_OVERHEAD = 256;

/**
 * The product route's answers (`GET /general/v2/product/{ref}`), kept per process as the JSON
 * bytes sent, so a product page read most of the time costs no query, no validation and no
 * serialisation. An entry stands while the site's catalogue versions stand (database triggers
 * move them on every write a product page shows, stock included; read at most once a second, so
 * another process's write shows within a second). Bounded in bytes, least recently used first
 * out; concurrent misses of one product share one build; a missing product is never cached.
 */
export function productAnswerCache(db: Db, maxBytes: number) {
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry) => entry.body.length + ENTRY_OVERHEAD,
  });
  const building = new Map<string, Promise<Buffer>>();

  return {
    /** The answer's JSON bytes; throws the route's errors (404 for an unknown product). */
    async get(site: Site, lang: string, ref: string): Promise<Buffer> {
      const versions = await catalogueVersions(db, site.id);
      // The site's languages shape the answer (fallbacks, alternates) and are not versioned.
      const key = [site.id, site.mainLanguage, site.languages.join(","), lang, ref].join("\u0000");
      const hit = entries.get(key);
      if (hit && hit.version === versions.version && hit.detail === versions.detail) return hit.body;
      const buildKey = `${key}\u0000${versions.version}\u0000${versions.detail}`;
      const pending = building.get(buildKey);
      if (pending) return pending;
      const build = (async () => {
        const answer = await getProduct(db, site, lang, ref);
        // What the route's serializer would send: the contract's encoding, as JSON.
        return Buffer.from(JSON.stringify(z.encode(productDetailSchema, answer)));
      })();
      building.set(buildKey, build);
      try {
        const body = await build;
        entries.set(key, { version: versions.version, detail: versions.detail, body });
        return body;
      } finally {
        building.delete(buildKey);
      }
    },
    /** Bytes held (for tests and diagnostics). */
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
