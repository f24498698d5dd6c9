import { formatNumber } from "@sf/i18n";
import { useT } from "~/lib/i18n.ts";

/**
 * An order's or a checkout's tax line (decision 0023): "of which VAT" when the prices include
 * it, else the VAT added to the total. For a `<dl>` of totals.
 */
export function TaxRow({
  tax,
  price,
}: {
  tax: { rate: number; tax: number; included: boolean };
  price: (value: number) => string;
}) {
  const t = useT();
  const rate = formatNumber(tax.rate);
  return (
    <div className="flex justify-between">
      <dt>{t(tax.included ? "checkout.taxIncluded" : "checkout.taxAdded", { rate })}</dt>
      <dd data-testid="tax-price">{price(tax.tax)}</dd>
    </div>
  );
}
