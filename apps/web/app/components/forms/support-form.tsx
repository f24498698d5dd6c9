import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { useBotCheck } from "./bot-check.tsx";
import { FormField } from "./form-field.tsx";
import { FormResult } from "./form-result.tsx";

/** A message to the shop's support (spec: name, email_address, body). */
export function SupportForm({ result }: { result: ShopFormResult | undefined }) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const botCheck = useBotCheck("support");
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  return (
    <Form
      method="post"
      noValidate
      onSubmit={botCheck.onSubmit}
      className="space-y-4"
      aria-describedby={`${id}-result`}
    >
      <FormField
        id={`${id}-name`}
        name="name"
        label="forms.name"
        required
        maxLength={100}
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
      />
      <FormField
        id={`${id}-email`}
        name="email_address"
        label="forms.email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        defaultValue={values.email_address}
        error={errors.email_address}
      />
      <FormField
        id={`${id}-body`}
        name="body"
        label="forms.message"
        multiline
        required
        maxLength={5000}
        defaultValue={values.body}
        error={errors.body}
      />
      {botCheck.field}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("forms.send")}
      </button>
      <FormResult id={`${id}-result`} result={result} />
    </Form>
  );
}
