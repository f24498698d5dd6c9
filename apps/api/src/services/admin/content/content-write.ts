import type { Db } from "@sf/db";
import { contentTextProblems } from "@sf/domain";
import { FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

/** The transaction a content write runs in. */
export type ContentTx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Tx = ContentTx;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * The texts' languages must be the shop's, one text each (400 otherwise); with `mainRequired`,
 * one in the shop's main language too (the storefront falls back to it).
 */
export function checkTexts(
  site: Site,
  texts: readonly { lang: string }[],
  { mainRequired = false }: { mainRequired?: boolean } = {},
): void {
  const problems = contentTextProblems(texts, site.languages, mainRequired ? site.mainLanguage : undefined);
  if (problems) throw new FieldErrors(problems);
}

/**
 * One content change: the write and its audit entry in one transaction (a failed write writes
 * nothing; a slug taken in the language is a 400), then the shop's storefront pages are purged
 * so they show it at once.
 */
export async function writeContent<T>(
  db: Db,
  actor: StaffActor,
  action: string,
  write: (tx: Tx) => Promise<{ result: T; id: number | string; before: unknown; after: unknown }>,
): Promise<T> {
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      const change = await write(tx);
      await writeAudit(tx as DbOrTx, actor, {
        action,
        entity: "content",
        entityId: change.id,
        before: (change.before ?? null) as Record<string, unknown> | null,
        after: (change.after ?? null) as Record<string, unknown> | null,
      });
      return change.result;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new FieldErrors({
        slug: ["This address (slug) is already used by another item in that language."],
      });
    throw error;
  }
  await clearSitePages(db, actor.siteId);
  return result;
}
