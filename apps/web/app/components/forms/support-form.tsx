import type { ShopFormResult } from "~/lib/shop-forms.ts";
import { FormField } from "./form-field.tsx";
import { EmailField, NameField, ShopFormShell } from "./shop-form.tsx";

/** A message to the shop's support (spec: name, email_address, body). */
export function SupportForm({ result }: { result: ShopFormResult | undefined }) {
  return (
    <ShopFormShell botAction="support" result={result}>
      {(state) => (
        <>
          <NameField state={state} />
          <EmailField state={state} name="email_address" />
          <FormField
            id={`${state.id}-body`}
            name="body"
            label="forms.message"
            multiline
            required
            maxLength={5000}
            defaultValue={state.values.body}
            error={state.errors.body}
          />
        </>
      )}
    </ShopFormShell>
  );
}
