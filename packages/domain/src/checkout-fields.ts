/**
 * What a shopper must correct in the order forms before anything is sent: the same rules the
 * API applies (contract `orderCreateSchema`, the order service's phone check), run by the
 * storefront's forms in the browser and by its action on the server, so the shopper sees the
 * same translated message beside the same field with or without JavaScript.
 */
import { isEmail } from "./accounts.ts";
import { type CheckoutLine, checkoutProblems, type OrderMethod } from "./checkout.ts";
import { type PhoneCountry, phoneForApi } from "./phone.ts";

/** A field of the order forms, named as the API names it in a refusal. */
export type CheckoutField =
  | "name"
  | "phone"
  | "email"
  | "region_id"
  | "address.street"
  | "address.building"
  | "shop_id"
  | "terms";

export type ContactInput = { name: string; phone: string; email: string };

/** Shortest name the API takes (contract: at least 2 characters after trimming). */
export const NAME_MIN_LENGTH = 2;

/**
 * The contact fields the shopper must correct, in the forms' order: a name of at least two
 * characters, a phone valid for its country (by its prefix, else the shop's country, as the API
 * checks it; the national form `069 123 456` is a number of the shop's country), and an e-mail
 * that is either empty or valid.
 */
export function contactProblems(contact: ContactInput, shopCountry: PhoneCountry): CheckoutField[] {
  const problems: CheckoutField[] = [];
  if (contact.name.trim().length < NAME_MIN_LENGTH) problems.push("name");
  const phone = contact.phone.trim();
  if (!phone || !phoneForApi(phone, shopCountry)) problems.push("phone");
  const email = contact.email.trim();
  if (email && !isEmail(email)) problems.push("email");
  return problems;
}

export type CheckoutFormInput = ContactInput & {
  method: Exclude<OrderMethod, "quick">;
  /** Pickup: the store chosen (null or 0: none). */
  shopId: number | null;
  /** Delivery: the region chosen, the street and the building typed. */
  regionId: number | null;
  street: string;
  building: string;
  termsAccepted: boolean;
  /** The cart's lines with the prescriptions the shopper ticked (none known: nothing checked). */
  lines?: readonly CheckoutLine[];
};

export type CheckoutFormProblems = {
  /** The fields to correct, in the form's order (the first is where the shopper is taken). */
  fields: CheckoutField[];
  /** Prescription lines not yet confirmed. */
  prescriptions: number[];
};

/**
 * Everything the checkout form must have before it is sent: the contact, the chosen method's
 * own fields (a store for pickup; a region, street and building for delivery; Nova Post's branch
 * or address is checked by the API with the carrier), the prescriptions and the terms.
 */
export function checkoutFormProblems(
  input: CheckoutFormInput,
  shopCountry: PhoneCountry,
): CheckoutFormProblems {
  const fields = contactProblems(input, shopCountry);
  if (input.method === "delivery") {
    if (!input.regionId) fields.push("region_id");
    if (!input.street.trim()) fields.push("address.street");
    if (!input.building.trim()) fields.push("address.building");
  } else if (input.method === "pickup" && !input.shopId) fields.push("shop_id");
  const prescriptions = checkoutProblems(input.lines ?? [], input.method)
    .filter((problem) => problem.code === "prescription_required")
    .map((problem) => problem.productId);
  if (!input.termsAccepted) fields.push("terms");
  return { fields, prescriptions };
}

/** Whether the form may be sent as it is. */
export const formIsComplete = (problems: CheckoutFormProblems): boolean =>
  problems.fields.length === 0 && problems.prescriptions.length === 0;
