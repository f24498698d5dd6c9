import {
  type DeliveryCostRequest,
  type deliveryAddressCreateSchema,
  deliveryAddressSchema,
  deliveryCostSchema,
  deliveryTimeSchema,
  localitySchema,
  type NovaPostPriceRequest,
  novaPostCitySchema,
  novaPostDivisionSchema,
  novaPostPriceResultSchema,
  regionSchema,
  storesSchema,
} from "@sf/contract";
import { z } from "zod";
import type { Client } from "./client.server.ts";

/** Delivery and pickup: stores, places, costs, Nova Post, and a customer's saved addresses. */
export const deliveryApi = (client: Client) => ({
  stores: () => client.get("/shop/get-stores/", storesSchema),
  regions: () => client.shared("/base/region/", z.array(regionSchema)),
  localities: (regionId: number) =>
    client.shared(`/base/locality?region_id=${regionId}`, z.array(localitySchema)),
  pickupSlots: (storeId: number) => client.get(`/general/delivery-time/${storeId}/`, deliveryTimeSchema),
  cost: (request: DeliveryCostRequest) => client.send("/general/delivery-cost/", request, deliveryCostSchema),
  /** Nova Post's towns matching what the shopper typed (two characters or more). */
  novaPostCities: (query: string) =>
    client.send("/general/v2/novapost/city/", { query }, z.array(novaPostCitySchema)),
  /** A town's branches ("warehouse") or parcel lockers ("postmachine"). */
  novaPostDivisions: (kind: "warehouse" | "postmachine", cityRef: string) =>
    client.send(`/general/v2/novapost/${kind}/`, { cityRef }, z.array(novaPostDivisionSchema)),
  /** The carrier's price: a list whose first element is the price, or a text saying why there is none. */
  novaPostPrice: (request: NovaPostPriceRequest) =>
    client.send("/general/v2/novapost/delivery-price/", request, novaPostPriceResultSchema),
  /** The signed-in customer's saved delivery addresses. */
  addresses: () => client.get("/general/cart/get-delivery-addresses/", z.array(deliveryAddressSchema)),
  createAddress: (address: z.input<typeof deliveryAddressCreateSchema>) =>
    client.send("/general/cart/create-delivery-address/", address, z.array(deliveryAddressSchema)),
  deleteAddress: (id: number) =>
    client.send(
      "/general/cart/delete-delivery-address/",
      { shipping_address_id: id },
      z.array(deliveryAddressSchema),
    ),
});

export type DeliveryApi = ReturnType<typeof deliveryApi>;
