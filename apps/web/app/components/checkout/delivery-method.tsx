import type { CheckoutOptions } from "@sf/domain";
import { useT } from "~/lib/i18n.ts";
import { type OptionCard, OptionCards } from "./option-cards.tsx";

export type Method = CheckoutOptions["initialMethod"];

const TITLES = {
  delivery: ["checkout.methodDelivery", "checkout.methodDeliveryHint"],
  pickup: ["checkout.methodPickup", "checkout.methodPickupHint"],
  novapost: ["checkout.methodNovaPost", "checkout.methodNovaPostHint"],
} as const;

/**
 * How the order reaches the shopper, as the domain's `checkoutOptions` offers it for this cart:
 * home delivery, pickup, Nova Post (when the shop sends parcels), each card with its price when
 * known. Pickup needs a store; a cart with pickup-only lines says why the others are off.
 */
export function DeliveryMethod({
  options,
  hasStores,
  method,
  onChange,
  prices,
}: {
  options: CheckoutOptions;
  hasStores: boolean;
  method: Method;
  onChange: (method: Method) => void;
  /** Each method's price as shown, when known. */
  prices: Partial<Record<Method, string | null>>;
}) {
  const t = useT();
  const cards: OptionCard<Method>[] = options.methods.map(({ method: value, available }) => {
    const usable = available && (value !== "pickup" || hasStores);
    return {
      value,
      title: t(TITLES[value][0]),
      description: usable ? t(TITLES[value][1]) : t("checkout.optionUnavailable"),
      price: usable ? (prices[value] ?? null) : null,
      disabled: !usable,
    };
  });
  return (
    <OptionCards
      name="deliveryType"
      legend={t("checkout.deliveryMethod")}
      options={cards}
      value={method}
      onChange={onChange}
    >
      {options.pickupOnly ? (
        <p className="mt-2 text-sm text-muted">{t("checkout.pickupOnlyNotice")}</p>
      ) : null}
    </OptionCards>
  );
}
