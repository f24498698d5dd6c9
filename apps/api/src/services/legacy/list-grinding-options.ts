import { type GrindingOption, grindingContentSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { readSiteContent } from "../showcase/site-content.ts";

/** Legacy `/api/v1/grinding`: the grinds the shop offers, in the language; [] for a shop that grinds nothing. */
export async function listGrindingOptions(db: Db, site: Site, lang: string): Promise<GrindingOption[]> {
  const content = await readSiteContent(db, site, "grinding", lang, grindingContentSchema);
  return content?.options ?? [];
}
