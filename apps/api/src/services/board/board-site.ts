import { type Db, schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";

/** How long a process trusts its answer (a site becomes a board when its reference data is seeded). */
const TTL_MS = 60_000;
const known = new Map<number, { board: boolean; at: number }>();

/**
 * Whether a site is a board: it has the board's advert categories (decision 0054). The board's
 * own calls that cost something (an SMS) or make accounts answer 404 on a shop.
 */
export async function isBoardSite(db: Db, site: Site): Promise<boolean> {
  const hit = known.get(site.id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.board;
  const [row] = await db
    .select({ id: schema.advertCategories.id })
    .from(schema.advertCategories)
    .where(eq(schema.advertCategories.siteId, site.id))
    .limit(1);
  known.set(site.id, { board: Boolean(row), at: Date.now() });
  return Boolean(row);
}

export async function requireBoardSite(db: Db, site: Site): Promise<void> {
  if (!(await isBoardSite(db, site))) throw notFound("This site has no advert board.");
}
