import type { AdvertAttribute, OwnAdvert } from "@sf/contract";
import { attributeInputValues } from "@sf/domain";
import type { MessageKey } from "@sf/i18n";

/**
 * The advert form's values as its controls hold them (name -> values, as a posted form has
 * them): from the stored advert when the form opens, from the posted form when it comes back
 * with errors (or refreshed without JavaScript), so nothing typed is lost.
 */
export type AdvertFormValues = Record<string, string[]>;

/** The text fields the form posts under the API's own names (spec section 3). */
export const ADVERT_TEXT_FIELDS = [
  "category",
  "type",
  "title_ro",
  "title_ru",
  "description_ro",
  "description_ru",
  "price",
  "default_currency",
  "is_negotiable_price",
  "area",
  "default_area_unit",
  "region",
  "location",
  "sector",
  "address",
  "cadastral_number",
  "lat",
  "lon",
] as const;

const text = (value: string | number | boolean | null | undefined): string[] =>
  value === null || value === undefined || value === "" ? [] : [String(value)];

export function valuesOfAdvert(
  advert: OwnAdvert | null,
  attributes: readonly AdvertAttribute[],
  contacts: readonly number[],
): AdvertFormValues {
  if (!advert)
    return {
      type: ["sale"],
      default_currency: ["EUR"],
      default_area_unit: ["ari"],
      contacts: contacts.map(String),
    };
  return {
    category: text(advert.category),
    type: text(advert.type),
    title_ro: text(advert.title_ro),
    title_ru: text(advert.title_ru),
    description_ro: text(advert.description_ro),
    description_ru: text(advert.description_ru),
    price: text(advert.price),
    default_currency: text(advert.default_currency),
    is_negotiable_price: advert.is_negotiable_price ? ["true"] : [],
    area: text(advert.area),
    default_area_unit: text(advert.default_area_unit),
    region: text(advert.region),
    location: text(advert.location),
    sector: text(advert.sector),
    address: text(advert.address),
    cadastral_number: text(advert.cadastral_number),
    lat: text(advert.lat),
    lon: text(advert.lon),
    contacts: contacts.map(String),
    ...attributeInputValues(attributes, advert.attributes),
  };
}

/** The posted form's text values (files left out), to show the form again as it was sent. */
export function valuesOfForm(form: FormData): AdvertFormValues {
  const values: AdvertFormValues = {};
  for (const [name, value] of form.entries())
    if (typeof value === "string") values[name] = [...(values[name] ?? []), value];
  return values;
}

export const firstValue = (values: AdvertFormValues, name: string) => values[name]?.[0] ?? "";

/** A field's problem: our own wording, or the API's words where we have none. */
export type FieldProblem = { key: MessageKey } | { text: string };
export type AdvertFormErrors = Record<string, FieldProblem>;

/** What the form shows after a post that did not save (or a refresh without JavaScript). */
export type AdvertFormAnswer = {
  values: AdvertFormValues;
  errors: AdvertFormErrors;
  /** A problem of the whole form (a phone to confirm, the API busy, a hidden advert). */
  problem: FieldProblem | null;
  /** Publishing was refused for want of a confirmed phone: the profile link is shown. */
  needsPhone: boolean;
  places: { locations: Place[]; sectors: Place[] };
};
export type Place = { id: number; name: string };
