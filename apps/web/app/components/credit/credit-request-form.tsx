import { useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { FormField } from "../forms/form-field.tsx";
import { EmailField, NameField, PhoneField, ShopFormShell } from "../forms/shop-form.tsx";

/**
 * The credit application: name, phone, personal code (IDNP), optionally an e-mail for the
 * acknowledgement, and the consent to the processing of the data; the loan is the calculator's
 * choice, sent along in hidden fields. Posts to the credit page's action (works without JavaScript).
 */
export function CreditRequestForm({
  result,
  loan,
}: {
  result: ShopFormResult | undefined;
  loan: { programme_id: string; amount: string; months: string; product_id: string };
}) {
  const t = useT();
  return (
    <ShopFormShell botAction="credit_request" result={result} submitLabel="credit.request.send">
      {(state) => (
        <>
          {Object.entries(loan).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <NameField state={state} />
            <PhoneField state={state} />
            <FormField
              id={`${state.id}-idnp`}
              name="idnp"
              label="credit.idnp"
              required
              maxLength={20}
              autoComplete="off"
              defaultValue={state.values.idnp}
              error={state.errors.idnp}
            />
            <EmailField state={state} optional />
          </div>
          <p className="text-xs text-muted">{t("credit.idnpHint")}</p>
          <div className="space-y-1">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="consent"
                value="on"
                required
                defaultChecked={state.values.consent === "on"}
                aria-invalid={state.errors.consent ? true : undefined}
                aria-describedby={state.errors.consent ? `${state.id}-consent-error` : undefined}
                className="mt-1"
              />
              <span>{t("credit.consent")}</span>
            </label>
            {state.errors.consent ? (
              <p id={`${state.id}-consent-error`} className="text-sm text-danger-ink">
                {t(state.errors.consent)}
              </p>
            ) : null}
          </div>
        </>
      )}
    </ShopFormShell>
  );
}
