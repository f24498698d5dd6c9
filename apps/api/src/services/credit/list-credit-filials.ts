import type { Store } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { listStores } from "../stock/list-stores.ts";

/**
 * `GET /calculator/filials/`: the shop's branches where a credit can be arranged: its stores, or
 * those whose positions the settings' `credit_filials` lists. No programme: none.
 */
export async function listCreditFilials(db: Db, site: Site, lang: string): Promise<Store[]> {
  if (!site.settings.credits.length) return [];
  const stores = await listStores(db, site, lang);
  const positions = site.settings.credit_filials;
  return positions === null ? stores : stores.filter((_, position) => positions.includes(position));
}
