import { globalSiteSettingsSchema } from "@sf/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { sites } from "../../schema.ts";

/** A programme as the settings store it (`credits`; unset fields take the schema's defaults). */
type Programme = { id: number; title: string; months: number; [field: string]: unknown };

/**
 * The demo shops that sell on credit (decision 0044): the electronics shops and the furniture
 * shop, with the terms their credit pages describe. The lenders are the kind of partner such
 * shops have in Moldova (a bank's 0 % plan, a credit company's loans) and Romania (a bank's
 * shopping-card instalments, a consumer-credit bank); the rates and fees are illustrative.
 */
export const demoCreditProgrammes: Record<string, Programme[]> = {
  // PrimeBuy (MDL): from 1500 lei, 3 to 36 months, 0 % over 3 and 6 months on phones and gadgets.
  primebuy: [
    {
      id: 1,
      title: "Rate 0%",
      partner: "maib",
      months: 6,
      terms: [3, 4, 6],
      annual_rate: 0,
      min_sum: 1500,
      max_sum: 30_000,
      product_max_price: 30_000,
    },
    {
      id: 2,
      title: "Iute Credit",
      partner: "Iute Credit",
      months: 18,
      terms: [9, 12, 18],
      annual_rate: 14.9,
      fee_once_percent: 1.5,
      min_sum: 2000,
      max_sum: 100_000,
    },
    {
      id: 3,
      title: "Iute Credit Plus",
      partner: "Iute Credit",
      months: 36,
      terms: [24, 30, 36],
      annual_rate: 17.9,
      fee_monthly_percent: 0.1,
      down_payment_percent: 10,
      min_sum: 5000,
      max_sum: 150_000,
    },
  ],
  // eCom Electronice (RON): 3 to 12 interest-free instalments by card from 500 lei; a loan beyond.
  ecom: [
    {
      id: 1,
      title: "Rate fără dobândă",
      partner: "Banca Transilvania",
      months: 12,
      terms: [3, 6, 9, 12],
      annual_rate: 0,
      min_sum: 500,
      max_sum: 25_000,
    },
    {
      id: 2,
      title: "Credit online",
      partner: "TBI Bank",
      months: 36,
      terms: [12, 24, 36],
      annual_rate: 19.9,
      fee_once: 49,
      min_sum: 1000,
      max_sum: 40_000,
      product_min_price: 300,
    },
  ],
  // Casa Mea (MDL): from 3000 lei, 3 and 6 instalments without interest, up to 24 with a bank.
  default: [
    {
      id: 1,
      title: "Rate 0%",
      partner: "Moldindconbank",
      months: 6,
      terms: [3, 6],
      annual_rate: 0,
      min_sum: 3000,
      max_sum: 50_000,
    },
    {
      id: 2,
      title: "Credit pentru casă",
      partner: "Microinvest",
      months: 24,
      terms: [12, 18, 24],
      annual_rate: 16,
      fee_once: 150,
      fee_monthly_percent: 0.15,
      min_sum: 3000,
      max_sum: 100_000,
    },
  ],
};

/** Gives the shop of `theme` its demo programmes (checked by the settings' schema). */
export async function seedCreditProgrammes(db: Db, siteId: number, theme: string): Promise<void> {
  const programmes = demoCreditProgrammes[theme];
  if (!programmes) return;
  const credits = globalSiteSettingsSchema.shape.credits.parse(programmes);
  await db
    .update(sites)
    .set({ settings: sql`${sites.settings} || ${JSON.stringify({ credits })}::jsonb` })
    .where(eq(sites.id, siteId));
}
