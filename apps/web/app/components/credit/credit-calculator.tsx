import type { CreditProgrammeView } from "@sf/contract";
import { formatPrice, type MessageKey } from "@sf/i18n";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form } from "react-router";
import { chooseCredit } from "~/lib/credit.ts";
import { useLang, useSite, useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { CreditFiguresList } from "./credit-figures.tsx";
import { CreditRequestForm } from "./credit-request-form.tsx";

export type CalculatorQuery = { amount: string; months: string; programme: string; product: string };

const PROBLEMS: Record<string, MessageKey> = {
  amount: "credit.invalidAmount",
  term: "credit.problem.term",
  below_min: "credit.problem.belowMin",
  above_max: "credit.problem.aboveMax",
  product: "credit.problem.product",
};

/**
 * The credit calculator: amount, programme and term, with the legal figures beside them. As the
 * shopper types the figures follow (the domain's functions, in the browser); without JavaScript
 * the form is sent as a GET and the server answers the same figures. The application under it
 * carries the same choice.
 */
export function CreditCalculator({
  programmes,
  initial,
  result,
}: {
  programmes: CreditProgrammeView[];
  initial: CalculatorQuery;
  result: ShopFormResult | undefined;
}) {
  const t = useT();
  const lang = useLang();
  const currency = useSite()?.settings.project_currency ?? "MDL";
  const id = useId();
  const [typed, setTyped] = useState(initial);
  const choice = useMemo(() => chooseCredit(programmes, typed), [programmes, typed]);
  // A shopper on a slow phone may type, pick and choose before the page hydrates: the form then
  // holds what they chose while the state still holds the server's values. Read the form once
  // hydrated, so the figures follow what is on screen.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const data = form.current ? new FormData(form.current) : null;
    if (!data) return;
    const value = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" ? v : null;
    };
    setTyped((current) => {
      const next = {
        ...current,
        amount: value("amount") ?? current.amount,
        programme: value("programme") ?? current.programme,
        months: value("months") ?? current.months,
      };
      return next.amount === current.amount &&
        next.programme === current.programme &&
        next.months === current.months
        ? current
        : next;
    });
  }, []);
  const set = (field: keyof CalculatorQuery) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setTyped((current) => ({ ...current, [field]: value }));
  };
  const p = choice.programme;
  const problem = choice.problem ? PROBLEMS[choice.problem] : undefined;
  const range = p
    ? {
        min: formatPrice(p.minSum, currency, lang),
        max: p.maxSum === null ? "" : formatPrice(p.maxSum, currency, lang),
      }
    : { min: "", max: "" };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Form ref={form} method="get" className="card space-y-4 p-5" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-xl">
          {t("credit.calculator")}
        </h2>
        {initial.product ? <input type="hidden" name="product" value={initial.product} /> : null}
        <div className="space-y-1">
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
            {t("credit.amount", { currency })}
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            value={typed.amount}
            onInput={set("amount")}
            onChange={set("amount")}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className="h-11 w-full rounded-button border border-line bg-surface px-3 text-ink"
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">{t("credit.programme")}</legend>
          {programmes.map((programme) => (
            <label key={programme.id} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="programme"
                value={programme.id}
                checked={p?.id === programme.id}
                onChange={set("programme")}
                className="mt-1"
              />
              <span>
                <span className="font-semibold">{programme.title}</span>
                {programme.partner ? ` · ${programme.partner}` : ""}
                {` · ${t("credit.rateShort", { rate: programme.annual_rate })}`}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={`${id}-months`} className="block text-sm font-semibold">
            {t("credit.term")}
          </label>
          <select
            id={`${id}-months`}
            name="months"
            value={String(choice.months)}
            onChange={set("months")}
            className="h-11 w-full rounded-button border border-line bg-surface px-3 text-ink"
          >
            {choice.terms.map((months) => (
              <option key={months} value={months}>
                {t("credit.months", { months })}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="btn btn-secondary">
            {t("credit.calculate")}
          </button>
        </noscript>
      </Form>
      <section className="card space-y-3 p-5" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} className="text-xl">
          {t("credit.result")}
        </h2>
        <div aria-live="polite">
          {choice.figures ? (
            <CreditFiguresList figures={choice.figures} partner={p?.partner} testId="credit-figures" />
          ) : problem ? (
            <p id={`${id}-problem`} className="text-sm text-danger-ink" data-testid="credit-problem">
              {t(problem, { months: choice.terms.join(", "), min: range.min, max: range.max })}
            </p>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t("credit.legalNote")}</p>
      </section>
      {p && choice.figures ? (
        <section className="card space-y-3 p-5 lg:col-span-2" aria-labelledby={`${id}-apply`}>
          <h2 id={`${id}-apply`} className="text-xl">
            {t("credit.request.title")}
          </h2>
          <p className="text-sm">{t("credit.request.intro")}</p>
          <CreditRequestForm
            result={result}
            loan={{
              programme_id: String(p.id),
              amount: String(choice.amount ?? ""),
              months: String(choice.months),
              product_id: initial.product,
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
