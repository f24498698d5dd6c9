import { ADVANTAGE_KINDS, type Advantage, type AdvantageKind, advantagesContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import { notFound } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { readSiteContent } from "./site-content.ts";

export function isAdvantageKind(kind: string): kind is AdvantageKind {
  return (ADVANTAGE_KINDS as readonly string[]).includes(kind);
}

/** `/base/advantage/{kind}`: the shop's advantage blocks for a place, in the language; [] when not written. */
export async function listAdvantages(db: Db, site: Site, lang: string, kind: string): Promise<Advantage[]> {
  if (!isAdvantageKind(kind)) {
    throw notFound(`Unknown advantage kind. Use one of: ${ADVANTAGE_KINDS.join(", ")}.`);
  }
  const content = await readSiteContent(db, site, "advantages", lang, advantagesContentSchema);
  return content?.[kind] ?? [];
}
