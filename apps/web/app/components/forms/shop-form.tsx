import type { MessageKey } from "@sf/i18n";
import { type ReactNode, useId } from "react";
import { Form, type useFetcher, useNavigation } from "react-router";
import { useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { useBotCheck } from "./bot-check.tsx";
import { FormField } from "./form-field.tsx";
import { FormResult } from "./form-result.tsx";

/** What a public form's fields need: ids made from one base, the typed values kept, the fields' problems. */
export type ShopFormState = {
  id: string;
  values: Record<string, string>;
  errors: Record<string, MessageKey>;
};

type ShellProps = {
  /** The bot check's action name (consultation, support, resume...). */
  botAction: string;
  result: ShopFormResult | undefined;
  /** Sends through this fetcher (a form in a dialog) instead of navigating. */
  fetcher?: ReturnType<typeof useFetcher>;
  /** Where it posts; the current route's action by default. */
  action?: string;
  encType?: "multipart/form-data";
  submitLabel?: MessageKey;
  children: (state: ShopFormState) => ReactNode;
};

/**
 * The frame every public form shares: a POST form that works without JavaScript, the bot check
 * (its widget, and its token before sending), the submit button held while sending, and the
 * outcome read out under it. The fields are the form's own.
 */
export function ShopFormShell({
  botAction,
  result,
  fetcher,
  action,
  encType,
  submitLabel = "forms.send",
  children,
}: ShellProps) {
  const t = useT();
  const id = useId();
  const navigation = useNavigation();
  const busy = fetcher ? fetcher.state !== "idle" : navigation.state === "submitting";
  const botCheck = useBotCheck(botAction);
  const FormElement = fetcher ? fetcher.Form : Form;
  return (
    <FormElement
      method="post"
      action={action}
      encType={encType}
      noValidate
      onSubmit={botCheck.onSubmit}
      className="space-y-4"
      aria-describedby={`${id}-result`}
    >
      {children({ id, values: result?.values ?? {}, errors: result?.errors ?? {} })}
      {botCheck.field}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t(submitLabel)}
      </button>
      <FormResult id={`${id}-result`} result={result} />
    </FormElement>
  );
}

/** The sender's name, as every form asks it. */
export function NameField({ state }: { state: ShopFormState }) {
  return (
    <FormField
      id={`${state.id}-name`}
      name="name"
      label="forms.name"
      required
      maxLength={100}
      autoComplete="name"
      defaultValue={state.values.name}
      error={state.errors.name}
    />
  );
}

export function PhoneField({ state }: { state: ShopFormState }) {
  return (
    <FormField
      id={`${state.id}-phone`}
      name="phone"
      label="forms.phone"
      type="tel"
      required
      maxLength={40}
      autoComplete="tel"
      defaultValue={state.values.phone}
      error={state.errors.phone}
    />
  );
}

/** The sender's e-mail, under the name the endpoint takes (`email`, or support's `email_address`). */
export function EmailField({
  state,
  name = "email",
  optional = false,
}: {
  state: ShopFormState;
  name?: string;
  optional?: boolean;
}) {
  return (
    <FormField
      id={`${state.id}-email`}
      name={name}
      label={optional ? "forms.emailOptional" : "forms.email"}
      type="email"
      required={!optional}
      maxLength={254}
      autoComplete="email"
      defaultValue={state.values[name]}
      error={state.errors[name]}
    />
  );
}
