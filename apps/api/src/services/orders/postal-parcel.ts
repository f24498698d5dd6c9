import type { OrderPostal } from "@sf/contract";
import type { Db, OrderAddress } from "@sf/db";
import { schema } from "@sf/db";
import { money, parcelWeightKg } from "@sf/domain";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { getPostalProvider } from "../delivery/novapost/get-postal-provider.ts";
import { postalWarningText } from "../delivery/novapost/messages.ts";

export type PostalParcel = { price: number; address: OrderAddress };

const refused = (field: string, message: string) =>
  new AppError("invalid", message, { [`postal.${field}`]: [message] });

/**
 * A Nova Post parcel for an order's lines: the town and the branch or locker checked with the
 * carrier (the shopper's picker only names them), and the price the carrier quotes for the lines'
 * weight and value. Runs before the order's transaction, so no product stays locked while the
 * carrier answers. Refusals are 400s on the `postal` fields.
 */
export async function postalParcel(
  db: Db,
  site: Site,
  lang: string,
  postal: OrderPostal,
  lines: { productId: number; count: number | null }[],
): Promise<PostalParcel> {
  if (!site.settings.additional_settings.novapost.enabled)
    throw new AppError("invalid", "This shop does not send parcels by Nova Post.", {
      deliveryType: ["This shop does not send parcels by Nova Post."],
    });
  const provider = getPostalProvider(site);
  let division: { ref: string; description: string; address: { description: string } } | undefined;
  try {
    if (postal.delivery_type !== "courier") {
      const category = postal.delivery_type === "warehouse" ? "PostBranch" : "Postomat";
      const divisions = await provider.listDivisions(postal.cityRef, category, undefined, lang);
      division = divisions.find((d) => d.ref === postal.warehouseRef);
      if (!division)
        throw refused(
          "warehouseRef",
          postal.delivery_type === "warehouse"
            ? "No such branch in this town."
            : "No such locker in this town.",
        );
    }
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw refused("cityRef", "No such town.");
    throw error;
  }

  const ids = [...new Set(lines.map((l) => l.productId))];
  const products = ids.length
    ? await db
        .select({ id: schema.products.id, price: schema.products.price, weightGr: schema.products.weightGr })
        .from(schema.products)
        .where(and(eq(schema.products.siteId, site.id), inArray(schema.products.id, ids)))
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const parcel = lines.flatMap((line) => {
    const p = byId.get(line.productId);
    return p ? [{ weightGr: p.weightGr, count: line.count ?? 1, price: p.price }] : [];
  });
  const weight = parcelWeightKg(parcel);
  const total = parcel.reduce((sum, line) => sum + line.price * line.count, 0);

  const quote = await provider.price(
    {
      cityRef: postal.cityRef,
      delivery_type: postal.delivery_type,
      warehouseRef: postal.warehouseRef,
      weight,
      total: money(total),
    },
    lang,
  );
  if (!quote.ok) throw refused("delivery_type", postalWarningText(quote.warning, lang));
  if (quote.currency !== site.currency)
    throw refused("delivery_type", "Nova Post cannot price this parcel in the shop's currency.");

  return {
    price: money(quote.price),
    address: {
      regionId: null,
      regionName: "",
      localityId: null,
      localityName: postal.city,
      street: division
        ? [division.description, division.address.description].filter(Boolean).join(", ")
        : (postal.street ?? ""),
      building: division ? "" : (postal.building ?? ""),
      apartment: division ? "" : postal.apartment,
      note: "",
      postal: {
        carrier: "novapost",
        type: postal.delivery_type,
        cityRef: postal.cityRef,
        divisionRef: division?.ref ?? null,
      },
    },
  };
}
