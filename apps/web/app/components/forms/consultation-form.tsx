import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { useT } from "~/lib/i18n.ts";
import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { useBotCheck } from "./bot-check.tsx";
import { FormField } from "./form-field.tsx";
import { FormResult } from "./form-result.tsx";

/** "Book a consultation": name and phone, optionally e-mail, a day and a comment. */
export function ConsultationForm({ result, today }: { result: ShopFormResult | undefined; today: string }) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === "submitting";
  const botCheck = useBotCheck("consultation");
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
        id={`${id}-phone`}
        name="phone"
        label="forms.phone"
        type="tel"
        required
        maxLength={40}
        autoComplete="tel"
        defaultValue={values.phone}
        error={errors.phone}
      />
      <FormField
        id={`${id}-email`}
        name="email"
        label="forms.emailOptional"
        type="email"
        maxLength={254}
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <FormField
        id={`${id}-date`}
        name="date"
        label="forms.date"
        type="date"
        min={today}
        defaultValue={values.date}
        error={errors.date}
      />
      <FormField
        id={`${id}-comment`}
        name="comment"
        label="forms.comment"
        multiline
        maxLength={2000}
        defaultValue={values.comment}
        error={errors.comment}
      />
      {botCheck.field}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t("forms.send")}
      </button>
      <FormResult id={`${id}-result`} result={result} />
    </Form>
  );
}
