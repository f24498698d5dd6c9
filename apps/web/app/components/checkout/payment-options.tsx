import type { CheckoutOptions, IuteChoice, PaymentType } from "@sf/domain";
import { inputClass } from "~/components/ui/form-field.tsx";
import { useT } from "~/lib/i18n.ts";
import { OptionCards } from "./option-cards.tsx";

const HINTS = {
  cash: "checkout.pay_cash_hint",
  card_on_receipt: "checkout.pay_card_on_receipt_hint",
  card: "checkout.pay_card_hint",
  iute: "checkout.pay_iute_hint",
} as const;

/**
 * How the shopper pays, as the domain's `checkoutOptions` allows for this cart (card online only
 * when every line may be paid so), plus instalments through iute when the cart fits one of the
 * shop's iute plans (decision 0048): its plan is chosen in a list shown, by CSS alone, while that
 * option is checked. The first way on offer to begin with; the choice is the form's own (uncontrolled).
 */
export function PaymentOptions({
  payments,
  chosen,
  iute = [],
  price,
}: {
  payments: CheckoutOptions["payments"];
  chosen?: string;
  /** The instalment plans iute offers for the cart (none: no iute option). */
  iute?: IuteChoice[];
  price: (value: number) => string;
}) {
  const t = useT();
  const options: { type: PaymentType | "iute"; available: boolean }[] = [
    ...payments,
    ...(iute.length ? [{ type: "iute" as const, available: true }] : []),
  ];
  // What was chosen before a refusal, else the first way on offer (cash, unless the shop switched it off).
  const initial =
    options.find((p) => p.type === chosen && p.available)?.type ??
    options.find((p) => p.available)?.type ??
    "cash";
  // The longest term of the first plan: the lowest instalment.
  const preset = iute.filter((c) => c.programmeId === iute[0]?.programmeId).at(-1);
  return (
    <OptionCards<PaymentType | "iute">
      name="paymentType"
      legend={t("checkout.payment")}
      value={initial}
      options={options.map(({ type, available }) => ({
        value: type,
        title: t(`checkout.pay_${type}`),
        description: t(available ? HINTS[type] : "checkout.optionUnavailable"),
        disabled: !available,
      }))}
    >
      {iute.length ? (
        <div className="mt-3 hidden [fieldset:has(input[value=iute]:checked)_&]:block">
          <label htmlFor="iute-term" className="mb-1 block font-semibold">
            {t("checkout.iuteTerm")}
          </label>
          <select
            id="iute-term"
            name="iute_term"
            defaultValue={preset ? `${preset.programmeId}:${preset.months}` : undefined}
            className={inputClass}
          >
            {iute.map((choice) => (
              <option
                key={`${choice.programmeId}:${choice.months}`}
                value={`${choice.programmeId}:${choice.months}`}
              >
                {t("checkout.iuteTermOption", {
                  title: choice.title,
                  months: String(choice.months),
                  amount: price(choice.monthly),
                })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </OptionCards>
  );
}
