import type { DeliveryCost, DeliveryCostRequest } from "@sf/contract";
import { deliveryQuote, money } from "@sf/domain";
import { AppError } from "../../lib/app-error.ts";
import type { Site } from "../../lib/site.ts";
import { deliveryLocalities, findLocality, findRegion } from "./list-regions.ts";

/**
 * The delivery price of an order (`/general/delivery-cost/`) from the shop's `delivery_price`
 * rates and `free_delivery_region`, with how much is missing to free delivery.
 */
export function getDeliveryCost(site: Site, input: DeliveryCostRequest): DeliveryCost {
  if (!findRegion(input.region_id)) throw new AppError("invalid", `No region ${input.region_id}.`);
  if (input.locality_id != null) {
    const locality = findLocality(input.locality_id);
    if (!locality || locality.regionId !== input.region_id) {
      throw new AppError("invalid", `Locality ${input.locality_id} is not in region ${input.region_id}.`);
    }
    const delivers = deliveryLocalities(site);
    if (input.method === "address" && delivers && !delivers.has(locality.id)) {
      throw new AppError("invalid", "The shop does not deliver to this locality; choose pickup.");
    }
  }
  const settings = site.settings;
  const quote = deliveryQuote({
    method: input.method,
    regionId: input.region_id,
    type: input.delivery_type,
    total: input.total,
    rates: settings.delivery_price,
    freeDeliveryRegion: settings.free_delivery_region,
  });
  return {
    price: quote.price,
    delivery_type: quote.type,
    method: input.method,
    free_delivery_threshold: quote.threshold,
    missing_to_free_delivery:
      quote.threshold == null ? null : money(Math.max(0, quote.threshold - input.total)),
    currency: settings.project_currency,
  };
}
