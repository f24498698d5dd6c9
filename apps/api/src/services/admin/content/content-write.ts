import type { Db } from "@sf/db";
import { contentTextProblems } from "@sf/domain";
import { FieldErrors } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import { clearSitePages } from "../../external/site-pages.ts";
import type { DbOrTx, StaffActor } from "../actor.ts";
import { writeAudit } from "../audit.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** The texts' languages must be the shop's, one text each (400 otherwise). */
export function checkTexts(site: Site, texts: readonly { lang: string }[]): void {
  const problems = contentTextProblems(texts, site.languages);
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
