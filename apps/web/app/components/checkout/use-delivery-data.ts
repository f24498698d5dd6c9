import type { DeliveryCost, DeliveryTime, Locality } from "@sf/contract";
import { CAPITAL_REGION_ID } from "@sf/domain";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useHref } from "~/lib/i18n.ts";

export type DeliverySpeed = "standart" | "express";

/**
 * What the checkout asks the cart page's options route for as the shopper chooses: the
 * region's localities and the delivery's price (both speeds in the capital, where the shopper
 * picks one, to show each card's price) while delivering, and a store's pickup times while
 * picking up. Nothing is asked without JavaScript: the form then posts without these.
 */
export function useDeliveryData({
  method,
  regionId,
  storeId,
  goods,
}: {
  method: string;
  regionId: number;
  storeId: number;
  /** The goods' total the price depends on (free delivery from a threshold). */
  goods: number;
}) {
  const href = useHref();
  const localities = useFetcher<{ localities?: Locality[] }>();
  const slots = useFetcher<{ slots?: DeliveryTime }>();
  const standard = useFetcher<{ quote?: DeliveryCost }>();
  const express = useFetcher<{ quote?: DeliveryCost }>();
  const delivering = method === "delivery" && regionId > 0;
  const capital = regionId === CAPITAL_REGION_ID;

  useEffect(() => {
    if (delivering) localities.load(href(`/cart/options?localities=${regionId}`));
  }, [delivering, regionId]);
  useEffect(() => {
    if (method === "pickup" && storeId) slots.load(href(`/cart/options?slots=${storeId}`));
  }, [method, storeId]);
  useEffect(() => {
    if (!delivering) return;
    const quote = (type: DeliverySpeed) =>
      href(`/cart/options?quote=1&region_id=${regionId}&delivery_type=${type}&total=${goods}`);
    standard.load(quote("standart"));
    if (capital) express.load(quote("express"));
  }, [delivering, regionId, capital, goods]);

  return {
    localities: (localities.data?.localities ?? []).filter(
      (l) => l.region_id === regionId && l.delivery_available,
    ),
    localitiesLoaded: localities.data?.localities?.length ?? 0,
    slots: slots.data?.slots?.days ?? [],
    /** Each speed's quote, once known (express only in the capital). */
    quotes: {
      standart: standard.data?.quote ?? null,
      express: capital ? (express.data?.quote ?? null) : null,
    } satisfies Record<DeliverySpeed, DeliveryCost | null>,
  };
}
