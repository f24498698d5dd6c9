import { type Db, schema } from "@sf/db";
import { eq } from "drizzle-orm";
import { type Site, siteOf } from "../../lib/site.ts";
import { siteIdOfApiKey } from "./api-keys.ts";

/** The shop an integration key belongs to, as every request sees a site; null for no live key. */
export async function findKeySite(db: Db, key: string): Promise<Site | null> {
  const siteId = await siteIdOfApiKey(db, key);
  if (siteId === null) return null;
  const [row] = await db.select().from(schema.sites).where(eq(schema.sites.id, siteId));
  if (!row) return null;
  return siteOf({
    id: row.id,
    code: row.code,
    name: row.name,
    languages: row.languages,
    mainLanguage: row.mainLanguage,
    currency: row.currency,
    settings: row.settings,
  });
}

/** The site a storefront token names, or null. */
export async function siteIdOfToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ id: schema.sites.id })
    .from(schema.sites)
    .where(eq(schema.sites.token, token))
    .limit(1);
  return row?.id ?? null;
}
