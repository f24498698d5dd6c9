import type { CartProduct } from "@sf/contract";
import { useHref, useT } from "~/lib/i18n.ts";
import { CLEAR_OF_HEADER, fieldId } from "./field.tsx";

/** The shopper confirms holding a prescription for each prescription line. */
export function Prescriptions({
  lines,
  missing,
  focus,
}: {
  lines: CartProduct[];
  /** Lines refused or found unconfirmed. */
  missing: readonly number[];
  focus: string | null;
}) {
  const t = useT();
  if (!lines.length) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-semibold">{t("checkout.prescriptions")}</legend>
      {lines.map((line) => {
        const name = `prescription-${line.id}`;
        const id = fieldId("checkout", name);
        const invalid = missing.includes(line.id);
        return (
          <div key={line.id}>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                id={id}
                name="prescription"
                value={line.id}
                required
                aria-invalid={invalid}
                aria-describedby={invalid ? `${id}-error` : undefined}
                // biome-ignore lint/a11y/noAutofocus: only in a server-rendered refusal, at its first field
                autoFocus={focus === name || undefined}
                className={`size-5 ${CLEAR_OF_HEADER}`}
              />
              {t("checkout.prescriptionConfirm", { title: line.product.title })}
            </label>
            {invalid ? (
              <p id={`${id}-error`} className="text-sm font-semibold text-danger-ink">
                {t("checkout.prescriptionRequired")}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The terms of sale the shopper must accept, with a link to read them. */
export function Terms({ error, focus }: { error: string | null; focus: boolean }) {
  const t = useT();
  const href = useHref();
  const id = fieldId("checkout", "terms");
  return (
    <div>
      <label className="inline-flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          id={id}
          name="terms"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: only in a server-rendered refusal, at its first field
          autoFocus={focus || undefined}
          className={`size-5 ${CLEAR_OF_HEADER}`}
        />
        <span>
          {t("checkout.termsBefore")}{" "}
          <a href={href("/terms")} className="underline" target="_blank" rel="noreferrer">
            {t("checkout.termsLink")}
          </a>
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger-ink">
          {error}
        </p>
      ) : null}
    </div>
  );
}
