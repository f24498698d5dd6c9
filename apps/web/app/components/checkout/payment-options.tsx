import type { CheckoutOptions, PaymentType } from "@sf/domain";
import { useT } from "~/lib/i18n.ts";
import { OptionCards } from "./option-cards.tsx";

const HINTS = {
  cash: "checkout.pay_cash_hint",
  card_on_receipt: "checkout.pay_card_on_receipt_hint",
  card: "checkout.pay_card_hint",
} as const;

/**
 * How the shopper pays, as the domain's `checkoutOptions` allows for this cart (card online only
 * when every line may be paid so). Cash to begin with; the choice is the form's own (uncontrolled).
 */
export function PaymentOptions({
  payments,
  chosen,
}: {
  payments: CheckoutOptions["payments"];
  chosen?: string;
}) {
  const t = useT();
  const initial = payments.find((p) => p.type === chosen && p.available)?.type ?? "cash";
  return (
    <OptionCards<PaymentType>
      name="paymentType"
      legend={t("checkout.payment")}
      value={initial}
      options={payments.map(({ type, available }) => ({
        value: type,
        title: t(`checkout.pay_${type}`),
        description: t(available ? HINTS[type] : "checkout.optionUnavailable"),
        disabled: !available,
      }))}
    />
  );
}
