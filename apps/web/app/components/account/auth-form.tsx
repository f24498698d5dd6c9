import type { MessageKey } from "@sf/i18n";
import { type ComponentType, createContext, type FormEvent, type ReactNode, useContext } from "react";
import { Form, type FormProps, useNavigation } from "react-router";
import { Field, inputClass } from "~/components/ui/form-field.tsx";
import type { AccountFormResult } from "~/lib/account.server.ts";
import { useT } from "~/lib/i18n.ts";

/**
 * Where the account forms post. On their own pages they post to the page's action with a
 * navigation; in the login dialog they post with a fetcher to `/{lang}/login`, so the page
 * behind stays until the sign-in reloads it.
 */
export type FormTarget = { Form: ComponentType<FormProps>; action?: string; busy: boolean };
const FormTargetContext = createContext<FormTarget | null>(null);
export const FormTargetProvider = FormTargetContext.Provider;

export function useFormTarget(): FormTarget {
  const target = useContext(FormTargetContext);
  const navigating = useNavigation().state === "submitting";
  return target ?? { Form, busy: navigating };
}

/** One account form (login, registration, reset...): posts to its page's action, works without JavaScript. */
export function AuthForm({
  id,
  result,
  submit,
  children,
  onSubmit,
}: {
  id: string;
  result: AccountFormResult | undefined;
  submit: MessageKey;
  children: ReactNode;
  /** The shop's bot check (`useBotCheck`), when the form has one. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const t = useT();
  const { Form: TargetForm, action, busy } = useFormTarget();
  return (
    <TargetForm method="post" action={action} id={id} className="space-y-4" noValidate onSubmit={onSubmit}>
      {result?.problem ? (
        <p
          role="alert"
          className="rounded-card border border-danger bg-surface p-3 font-semibold text-danger-ink"
        >
          {t(result.problem)}
        </p>
      ) : null}
      {children}
      <button type="submit" disabled={busy} className="btn btn-primary w-full">
        {t(submit)}
      </button>
    </TargetForm>
  );
}

/** A text field of an account form, with its message from the last refused post. */
export function AuthField({
  form,
  name,
  label,
  type = "text",
  autoComplete,
  result,
  required = true,
  hint,
}: {
  form: string;
  name: string;
  label: MessageKey;
  type?: "text" | "email" | "password" | "tel";
  autoComplete: string;
  result: AccountFormResult | undefined;
  required?: boolean;
  hint?: MessageKey;
}) {
  const t = useT();
  const error = result?.fields[name];
  const hintId = hint ? `${form}-${name}-hint` : undefined;
  return (
    <div>
      <Field form={form} name={name} label={t(label)} error={error ? t(error) : null}>
        {(aria) => (
          <input
            {...aria}
            aria-describedby={[aria["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={required}
            defaultValue={type === "password" ? undefined : (result?.values[name] ?? "")}
            className={inputClass}
          />
        )}
      </Field>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t(hint)}
        </p>
      ) : null}
    </div>
  );
}

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="space-y-5 rounded-card border border-line bg-surface p-6">
        <h1 className="text-2xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
