import type { CreditFigures } from "@sf/domain";
import { formatPrice, type MessageKey } from "@sf/i18n";
import { useLang, useSite, useT } from "~/lib/i18n.ts";

/**
 * The legal figures of a loan (EU Directive 2008/48 art. 4; Moldova's law 202/2013): the
 * instalment with the term, the credit, interest, fees, the totals and the DAE, as a list.
 */
export function CreditFiguresList({
  figures,
  partner,
  testId,
}: {
  figures: CreditFigures;
  partner: string | undefined;
  testId?: string;
}) {
  const t = useT();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const money = (n: number) => formatPrice(n, currency, lang);
  const percent = (n: number) =>
    `${n.toLocaleString(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  const rows: [MessageKey, string, string][] = [
    ["credit.monthly", money(figures.monthly), "monthly"],
    ["credit.term", t("credit.months", { months: figures.months }), "months"],
    ...(figures.downPayment > 0
      ? [["credit.downPayment", money(figures.downPayment), "down-payment"] as [MessageKey, string, string]]
      : []),
    ["credit.creditAmount", money(figures.creditAmount), "credit-amount"],
    ["credit.rate", percent(figures.annualRatePercent), "rate"],
    ...(figures.oneOffFee > 0
      ? [["credit.oneOffFee", money(figures.oneOffFee), "one-off-fee"] as [MessageKey, string, string]]
      : []),
    ["credit.totalCost", money(figures.totalCost), "total-cost"],
    ["credit.totalRepaid", money(figures.totalRepaid), "total-repaid"],
    ["credit.dae", percent(figures.dae), "dae"],
  ];
  return (
    <div data-testid={testId}>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value, key]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{t(label)}</dt>
            <dd className="text-right font-semibold tabular-nums" data-figure={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {partner ? <p className="mt-2 text-xs text-muted">{t("credit.partner", { partner })}</p> : null}
    </div>
  );
}
