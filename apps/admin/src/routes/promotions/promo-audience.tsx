import { type AdminPromoCode, PROMO_AUDIENCES } from "@sf/contract";
import { useMutation } from "@tanstack/react-query";
import { type KeyboardEvent, useState } from "react";
import { api } from "../../api.ts";
import { Field, FieldMessage, type FieldMessages } from "../../components/shop-form.tsx";
import { ErrorNote } from "../../components/ui.tsx";
import { type MessageKey, useI18n } from "../../i18n.tsx";

type Customer = AdminPromoCode["customers"][number];

/**
 * Who may use a code: everyone, signed-in customers, or customers picked by a search of their
 * name, e-mail or phone (each chosen one travels as a hidden `customer_ids` input); and the uses
 * allowed to each (`max_uses_per_customer`, empty: no limit of its own).
 */
export function PromoAudienceFields({
  editing,
  messages,
}: {
  editing: AdminPromoCode | null;
  messages: FieldMessages;
}) {
  const { t } = useI18n();
  const [audience, setAudience] = useState(editing?.audience ?? "everyone");
  const [chosen, setChosen] = useState<Customer[]>(editing?.customers ?? []);
  const [q, setQ] = useState("");
  const search = useMutation({
    mutationFn: (text: string) =>
      api<Customer[]>(`/promo-codes/customers?q=${encodeURIComponent(text.trim())}`),
  });
  const find = () => {
    if (q.trim().length >= 2) search.mutate(q);
  };
  // Enter in the search box looks customers up instead of saving the whole code.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    find();
  };
  const found = (search.data ?? []).filter((c) => !chosen.some((x) => x.id === c.id));

  return (
    <fieldset className="grid gap-3 rounded border border-slate-300 p-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{t("shop.promo.who")}</legend>
      <Field label={t("shop.promo.audience")} name="audience" messages={messages}>
        {(p) => (
          <select
            {...p}
            name="audience"
            value={audience}
            onChange={(e) => setAudience(e.target.value as typeof audience)}
            className="field"
          >
            {PROMO_AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {t(`shop.promo.audience.${a}` as MessageKey)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t("shop.promo.maxUsesPerCustomer")} name="max_uses_per_customer" messages={messages}>
        {(p) => (
          <input
            {...p}
            name="max_uses_per_customer"
            type="number"
            min="1"
            step="1"
            defaultValue={editing?.max_uses_per_customer ?? ""}
            className="field"
          />
        )}
      </Field>
      {audience === "listed" ? (
        <div className="grid gap-2 sm:col-span-2">
          <h3 className="font-semibold" id="promo-customers">
            {t("shop.promo.customers")}
          </h3>
          {chosen.length ? (
            <ul aria-labelledby="promo-customers" className="grid gap-1">
              {chosen.map((c) => (
                <li key={c.id} className="flex items-center gap-2">
                  <input type="hidden" name="customer_ids" value={c.id} />
                  <span>{c.label}</span>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setChosen(chosen.filter((x) => x.id !== c.id))}
                  >
                    {t("shop.promo.removeCustomer", { customer: c.label })}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t("shop.promo.noCustomers")}</p>
          )}
          <FieldMessage id="f-customer_ids-error" messages={messages.customer_ids} />
          <div className="flex flex-wrap items-end gap-2">
            <label className="label">
              {t("shop.promo.findCustomer")}
              <input
                type="search"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                onKeyDown={onKey}
                className="field"
                autoComplete="off"
              />
            </label>
            <button type="button" className="btn" onClick={find} disabled={search.isPending}>
              {t("shop.promo.find")}
            </button>
          </div>
          {search.isError ? <ErrorNote error={search.error} /> : null}
          {search.isSuccess ? (
            found.length ? (
              <ul className="grid gap-1" aria-label={t("shop.promo.found")}>
                {found.map((c) => (
                  <li key={c.id} className="flex items-center gap-2">
                    <span>{c.label}</span>
                    <button type="button" className="btn" onClick={() => setChosen([...chosen, c])}>
                      {t("shop.promo.addCustomer", { customer: c.label })}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status" className="text-sm text-slate-700">
                {t("shop.promo.noneFound")}
              </p>
            )
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
