import { type Db, schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Site } from "../../../lib/site.ts";
import type { StaffActor } from "../actor.ts";
import { checkTexts, writeContent } from "./content-write.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const { siteContents } = schema;

/**
 * A per-language content document (`site_contents`: the FAQ, the advantages) stored in exactly
 * this language, no fallback (the editor edits what is there); `empty` when there is none or it
 * no longer matches its shape (the storefront hides it then too).
 */
export async function readSiteDocument<T>(
  db: Db | Tx,
  site: Site,
  key: string,
  lang: string,
  shape: z.ZodType<T>,
  empty: T,
): Promise<T> {
  checkTexts(site, [{ lang }]);
  const [row] = await db
    .select({ data: siteContents.data })
    .from(siteContents)
    .where(and(eq(siteContents.siteId, site.id), eq(siteContents.key, key), eq(siteContents.lang, lang)));
  const parsed = shape.safeParse(row?.data);
  return parsed.success ? parsed.data : empty;
}

/** The document of a language replaced (validated by the storefront's own shape first). */
export async function saveSiteDocument<T>(
  db: Db,
  site: Site,
  actor: StaffActor,
  doc: { key: string; lang: string; shape: z.ZodType<T>; empty: T },
  data: T,
): Promise<T> {
  checkTexts(site, [{ lang: doc.lang }]);
  const stored = doc.shape.parse(data);
  return writeContent(db, actor, `${doc.key}.update`, async (tx) => {
    const before = await readSiteDocument(tx, site, doc.key, doc.lang, doc.shape, doc.empty);
    await tx
      .insert(siteContents)
      .values({ siteId: site.id, key: doc.key, lang: doc.lang, data: stored })
      .onConflictDoUpdate({
        target: [siteContents.siteId, siteContents.key, siteContents.lang],
        set: { data: stored },
      });
    return {
      result: stored,
      id: `${doc.key}:${doc.lang}`,
      before: { items: before },
      after: { items: stored },
    };
  });
}
