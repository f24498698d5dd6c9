import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { FormField } from "./form-field.tsx";
import { EmailField, NameField, PhoneField, ShopFormShell } from "./shop-form.tsx";

/** "Book a consultation": name and phone, optionally e-mail, a day and a comment. */
export function ConsultationForm({ result, today }: { result: ShopFormResult | undefined; today: string }) {
  return (
    <ShopFormShell botAction="consultation" result={result}>
      {(state) => (
        <>
          <NameField state={state} />
          <PhoneField state={state} />
          <EmailField state={state} optional />
          <FormField
            id={`${state.id}-date`}
            name="date"
            label="forms.date"
            type="date"
            min={today}
            defaultValue={state.values.date}
            error={state.errors.date}
          />
          <FormField
            id={`${state.id}-comment`}
            name="comment"
            label="forms.comment"
            multiline
            maxLength={2000}
            defaultValue={state.values.comment}
            error={state.errors.comment}
          />
        </>
      )}
    </ShopFormShell>
  );
}
