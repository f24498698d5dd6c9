import type { MessageKey } from "@sf/i18n";
import type { ReactNode } from "react";
import { Field } from "~/components/ui/form-field.tsx";

/**
 * A field scrolled to (its error, a link of the error summary) stops below the sticky header:
 * the header's height tokens (the phone's, the tablet's with its top bar, the desktop's with its
 * navigation bar) plus room for the field's label above it.
 */
export const CLEAR_OF_HEADER =
  "scroll-mt-[calc(var(--sf-header-h-sm)+2.5rem)] md:scroll-mt-[calc(var(--sf-header-h-sm)+4.5rem)] lg:scroll-mt-[calc(var(--sf-header-h)+var(--sf-nav-h)+4.5rem)]";

/** The id of a form's control, for the error summary's links: `{form}-{name}`, stable on server and client. */
export const fieldId = (form: string, name: string) => `${form}-${name.replace(/\W/g, "-")}`;

/** The API's (and the domain's) field names -> the message the form shows beside the field. */
export const FIELD_MESSAGES: Record<string, MessageKey> = {
  name: "checkout.errorName",
  phone: "checkout.errorPhone",
  email: "checkout.errorEmail",
  shop_id: "checkout.errorStore",
  region_id: "checkout.errorRegion",
  locality_id: "checkout.errorRegion",
  address: "checkout.errorStreet",
  "address.street": "checkout.errorStreet",
  "address.building": "checkout.errorBuilding",
  promo_code: "checkout.promoInvalid",
  deliveryType: "checkout.errorPostal",
  postal: "checkout.errorTown",
  "postal.cityRef": "checkout.errorTown",
  "postal.city": "checkout.errorTown",
  "postal.warehouseRef": "checkout.errorBranch",
  "postal.street": "checkout.errorStreet",
  "postal.building": "checkout.errorBuilding",
  "postal.delivery_type": "checkout.errorPostal",
  terms: "checkout.errorTerms",
};

/** A refusal's reason that says more than the field's own message (the action's `fields` value). */
export const REASON_MESSAGES: Record<string, MessageKey> = {
  not_at_store: "checkout.errorStoreStock",
};

/** What a field's control gets: its id, its invalid state and error, and the first error's focus. */
export type ControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  autoFocus?: boolean;
};

/**
 * A labelled field of an order form (`Field` with the control's id): `autoFocus` is set on the
 * first invalid field of a form rendered by the server with its refusal, so a page loaded
 * without JavaScript opens at that field.
 */
export function OrderField({
  form,
  name,
  label,
  error,
  focus = false,
  children,
}: {
  form: string;
  name: string;
  label: string;
  error: string | null;
  focus?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <Field form={form} name={name} label={label} error={error}>
      {(props) => children({ ...props, id: fieldId(form, name), ...(focus ? { autoFocus: true } : {}) })}
    </Field>
  );
}
