import { PHONE_MAX_LENGTH } from "@sf/domain";
import { inputClass } from "~/components/ui/form-field.tsx";
import { useSite, useT } from "~/lib/i18n.ts";
import { CLEAR_OF_HEADER, OrderField } from "./field.tsx";

/** A shopper's contact details as typed, or as a signed-in customer's profile has them. */
export type ContactValues = { name: string; phone: string; email: string };

/**
 * The shopper's name, phone and e-mail, the same in the checkout and the one-click order: the
 * phone's length and example follow the shop's country; `error` gives each field's translated
 * message (or null), `focus` names the field a server-rendered refusal opens at.
 */
export function ContactFields({
  form,
  values,
  error,
  emailLabel,
  focus = null,
}: {
  form: string;
  values?: Partial<ContactValues> | null;
  error: (field: "name" | "phone" | "email") => string | null;
  emailLabel: string;
  focus?: string | null;
}) {
  const t = useT();
  const site = useSite();
  const romanian = Boolean(site?.settings.is_romanian);
  const input = `${inputClass} ${CLEAR_OF_HEADER}`;
  return (
    <>
      <OrderField
        form={form}
        name="name"
        label={t("checkout.name")}
        error={error("name")}
        focus={focus === "name"}
      >
        {(props) => (
          <input
            {...props}
            name="name"
            required
            autoComplete="name"
            maxLength={120}
            defaultValue={values?.name}
            className={input}
          />
        )}
      </OrderField>
      <OrderField
        form={form}
        name="phone"
        label={t("checkout.phone")}
        error={error("phone")}
        focus={focus === "phone"}
      >
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH[romanian ? "RO" : "MD"] + 2}
            placeholder={romanian ? "+40 712 345 678" : "+373 69 123 456"}
            defaultValue={values?.phone}
            className={input}
          />
        )}
      </OrderField>
      <OrderField
        form={form}
        name="email"
        label={emailLabel}
        error={error("email")}
        focus={focus === "email"}
      >
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={values?.email}
            className={input}
          />
        )}
      </OrderField>
    </>
  );
}
