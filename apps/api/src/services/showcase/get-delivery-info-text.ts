import { type DeliveryInfoText, deliveryInfoTextSchema } from "@sf/contract";
import type { Db } from "@sf/db";
import type { Site } from "../../lib/site.ts";
import { readSiteContent } from "./site-content.ts";

/**
 * `/mi/delivery_info_text`: the shop's short delivery note for the product page, in the
 * language (else the main language); empty texts when the shop has not written one, so the
 * storefront simply shows nothing.
 */
export async function getDeliveryInfoText(db: Db, site: Site, lang: string): Promise<DeliveryInfoText> {
  const content = await readSiteContent(db, site, "delivery_info_text", lang, deliveryInfoTextSchema);
  return content ?? { title: "", text: "" };
}
