import { SHOP_TIME_ZONE } from "@sf/domain";
import { sql } from "drizzle-orm";

/** A LIKE pattern that matches `text` literally anywhere (the user's `%`, `_` and `\` are plain). */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The start of a calendar day in the shops' time zone, as a timestamptz. The shops are in Moldova
 * and Romania (UTC+2/+3): an order placed at 23:30 UTC belongs to the next day there.
 */
export const shopDayStart = (isoDate: string, plusDays = 0) =>
  sql`((${isoDate}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`;
