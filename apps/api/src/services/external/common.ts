import { type Db, schema } from "@sf/db";
import { EXTERNAL_LANGS, type FieldErrors, type LocalizedText } from "@sf/domain";
import { sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The site a call works on: its id and the languages its storefront shows. */
export type ExternalSite = { id: number; languages: string[]; mainLanguage: string };

/** A write's outcome: the saved objects' answers, or DRF's errors (one object per item for bulk). */
export type SaveOutcome<T> = { ok: true; saved: T[] } | { ok: false; errors: FieldErrors[] | FieldErrors };

/** The languages a saved object gets rows for: the shop's own, and any the ERP sent a text in. */
export function rowLanguages(site: ExternalSite, ...texts: LocalizedText[]): string[] {
  const langs = new Set(site.languages);
  for (const text of texts) for (const lang of EXTERNAL_LANGS) if (text[lang]) langs.add(lang);
  return [...langs];
}

/** Lower-case, accent-free text for trigram search (as the catalogue's own rows have). */
export { searchText } from "@sf/db/catalogue-import";

/**
 * Moves the site's catalogue version once for a whole call: the API's caches and every
 * storefront's page cache (which follows it, decision 0050) drop what they hold, so a change an
 * ERP made (stock included, which alone would not move it) shows at once.
 */
export async function bumpCatalogueVersion(db: Db | Tx, siteId: number): Promise<void> {
  const { catalogueVersions } = schema;
  await db
    .insert(catalogueVersions)
    .values({ siteId, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersions.siteId,
      set: { version: sql`${catalogueVersions.version} + 1` },
    });
}

/** `{count, next, previous, results}` as DRF's page-number pagination answers. */
export function pageOf<T>(
  results: T[],
  count: number,
  page: number,
  pageSize: number,
  url: (page: number) => string,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  return {
    count,
    next: page * pageSize < count ? url(page + 1) : null,
    previous: page > 1 ? url(page - 1) : null,
    results,
  };
}

export const hasErrors = (errors: FieldErrors[]) => errors.some((e) => Object.keys(e).length > 0);

/**
 * Runs a call's writes in one transaction. Two calls racing to create the same code or key (the
 * checks ran before either wrote) meet a unique index: that is the client's 409 to send again,
 * never a 500.
 */
export async function inOneTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        "conflict",
        "Another call saved the same object at the same time: send this one again.",
      );
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
