import type { ReactNode } from "react";

/** The classes of a form's text inputs and selects (an invalid one gets the danger border). */
export const inputClass =
  "mt-1 block min-h-11 w-full rounded-card border border-line bg-surface px-3 text-ink aria-[invalid=true]:border-danger";

/**
 * A labelled form field with its error under it. The label wraps its control (no generated ids:
 * the server's React and the browser's Preact would name them differently, and a control
 * mounted later would lose its label); the error's id is `{form}-{name}-error`, stable on both.
 */
export function Field({
  form,
  name,
  label,
  error,
  children,
}: {
  /** Names the form in the error's id (two forms on a page keep apart). */
  form: string;
  name: string;
  label: string;
  error: string | null;
  children: (props: { "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const errorId = `${form}-${name.replace(/\W/g, "-")}-error`;
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the render prop's input or select, inside this label */}
      <label className="block font-medium">
        {label}
        {children({ "aria-invalid": Boolean(error), ...(error ? { "aria-describedby": errorId } : {}) })}
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-danger-ink" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A six-digit code's field (one sent by SMS or e-mail): numeric keypad, the browser's one-time-code
 * autofill, a space allowed in between. `autoFocus` when it is the step just asked for.
 */
export function CodeField({
  form,
  name,
  label,
  error,
  autoFocus = false,
}: {
  form: string;
  name: string;
  label: string;
  error: string | null;
  autoFocus?: boolean;
}) {
  return (
    <Field form={form} name={name} label={label} error={error}>
      {(aria) => (
        <input
          {...aria}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{3} ?\d{3}"
          maxLength={7}
          required
          // biome-ignore lint/a11y/noAutofocus: only the code step the visitor just asked for
          autoFocus={autoFocus}
          className={inputClass}
        />
      )}
    </Field>
  );
}
