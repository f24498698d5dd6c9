import type { Db } from "@sf/db";
import { schema } from "@sf/db";
import { checkoutSwitchesOf, normalizePhone, phoneCountryOf, switchedOffWay } from "@sf/domain";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../../lib/app-error.ts";
import type { Site } from "../../../lib/site.ts";
import type { Tx } from "../../cart/cart.ts";
import { findLocality, findRegion } from "../../delivery/list-regions.ts";
import { type PostalParcel, postalParcel } from "../postal-parcel.ts";
import { type OrderRequest, requestedLines } from "./request.ts";

export type Contact = {
  /** The phone in E.164. */
  phone: string;
  region: ReturnType<typeof findRegion>;
  locality: ReturnType<typeof findLocality>;
  /** The Nova Post parcel priced by the carrier (method "novapost"), else null. */
  parcel: PostalParcel | null;
};

/**
 * Who the order is for and where it goes, checked before anything is written: the payment and
 * delivery ways switched on by the shop, the phone in the
 * shop's country, the region and its locality, the pickup store (one of this shop's: another's,
 * or none, must not reach the order's foreign key as a 500), and the Nova Post parcel (the
 * carrier is asked here, before the transaction, so no product stays locked while it answers).
 */
export async function checkedContact(
  db: Db,
  site: Site,
  lang: string,
  input: OrderRequest,
): Promise<Contact> {
  // A way the owner switched off (the checkout no longer offers it; an older page or a client may).
  const off = switchedOffWay(checkoutSwitchesOf(site.settings), input.paymentType, input.method);
  if (off) throw new AppError("invalid", off.message, { [off.field]: [off.message], reason: "switched_off" });
  const country = phoneCountryOf(input.phone) ?? (site.settings.is_romanian ? "RO" : "MD");
  const phone = normalizePhone(input.phone, country);
  if (!phone)
    throw new AppError("invalid", "Enter a valid phone number.", { phone: ["Enter a valid phone number."] });
  const delivered = input.method === "delivery";
  const region = delivered && input.regionId ? findRegion(input.regionId) : undefined;
  if (delivered && !region)
    throw new AppError("invalid", "Choose a region.", { region_id: ["No such region."] });
  const locality = delivered && input.localityId ? findLocality(input.localityId) : undefined;
  if (delivered && input.localityId && locality?.regionId !== region?.id)
    throw new AppError("invalid", "Choose a locality of the region.", {
      locality_id: ["No such locality in this region."],
    });
  if (input.method === "pickup") {
    const [shop] = await db
      .select({ id: schema.shops.id })
      .from(schema.shops)
      .where(and(eq(schema.shops.siteId, site.id), eq(schema.shops.id, input.shopId ?? 0)));
    if (!shop) throw new AppError("invalid", "Choose a store for pickup.", { shop_id: ["No such store."] });
  }
  let parcel: PostalParcel | null = null;
  if (input.method === "novapost") {
    if (!input.postal)
      throw new AppError("invalid", "Choose where Nova Post delivers.", {
        postal: ["Choose where Nova Post delivers."],
      });
    const { lines } = await requestedLines(db as unknown as Tx, site, input);
    if (lines.length === 0) throw new AppError("invalid", "The cart is empty.");
    parcel = await postalParcel(db, site, lang, input.postal, lines);
  }
  return { phone, region, locality, parcel };
}
