import type { PopularQuery } from "@sf/contract";
import { type Db, schema } from "@sf/db";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import type { Site } from "../../lib/site.ts";

/** The site's most searched queries in one language that found something: by hits, then recency. */
export async function listPopularQueries(
  db: Db,
  site: Site,
  lang: string,
  limit: number,
): Promise<PopularQuery[]> {
  const t = schema.searchQueries;
  return db
    .select({ query: t.query, hits: t.hits })
    .from(t)
    .where(and(eq(t.siteId, site.id), eq(t.lang, lang), gt(t.results, 0)))
    .orderBy(desc(t.hits), desc(t.lastSearchedAt), asc(t.query))
    .limit(limit);
}
