import { eq, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { sites } from "../../schema.ts";
import { demoCreditProgrammes } from "../credit/index.ts";

/** A programme lent by iute (the domain's `isIuteProgramme`: its partner, else its title). */
const isIute = (p: { title: string; partner?: unknown }) =>
  /\biute\b/i.test(typeof p.partner === "string" && p.partner ? p.partner : p.title);

/**
 * The demo shops whose credit programmes include iute's (PrimeBuy) offer "Pay in instalments
 * (iute)" at checkout (decision 0048). The provider stays `auto`: the sandbox in the demo, the
 * real iute where the API has its agent credentials.
 */
export async function seedIuteCheckout(db: Db, siteId: number, theme: string): Promise<void> {
  if (!demoCreditProgrammes[theme]?.some(isIute)) return;
  const iute = { iute: { enabled: true, provider: "auto" } };
  await db
    .update(sites)
    .set({
      settings: sql`${sites.settings} || jsonb_build_object('additional_settings', coalesce(${sites.settings} -> 'additional_settings', '{}'::jsonb) || ${JSON.stringify(iute)}::jsonb)`,
    })
    .where(eq(sites.id, siteId));
}
