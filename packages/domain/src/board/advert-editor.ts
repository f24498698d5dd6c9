import { showsAddedModal } from "./advert-form.ts";

/**
 * The advert form's rules on the storefront (issue 17, decision 0062): the pictures' order and
 * cover as the API reads them, the attributes typed by the category as the API's JSON, what an
 * edit removes, and which modal a save opens.
 */

/** A picture in the form: one already stored (its id) or one chosen now (sent with the form). */
export type FormPicture = { source: "old_images"; id: number } | { source: "new_images"; key: string };

/**
 * The order fields of the API (decision 0059): `images_order` names every picture in the order
 * shown (`old_images:<id>`, `new_images:<index>`), `image_preview` the cover (the first). A new
 * picture's index is its place among the new ones as shown, which is the order the form sends
 * its files in. No pictures: no fields.
 */
export function picturePlan(pictures: readonly FormPicture[]): {
  image_preview: string | null;
  images_order: string[];
} {
  let index = 0;
  const refs = pictures.map((picture) =>
    picture.source === "old_images"
      ? { source: picture.source, id: picture.id }
      : { source: picture.source, id: index++ },
  );
  const first = refs[0];
  return {
    image_preview: first ? JSON.stringify(first) : null,
    images_order: refs.map((ref) => `${ref.source}:${ref.id}`),
  };
}

/** The list with one item moved from `from` to `to` (out-of-range positions leave it as it is). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export type AttributeKind = "select" | "multi" | "boolean" | "number";
/** An attribute as the form needs it: its kind, its category (null: every category) and options. */
export type FormAttribute = {
  id: number;
  kind: AttributeKind;
  category: number | null;
  options: readonly { id: number }[];
};
export type AttributeValue = number | number[] | boolean;

/** The form control's name of an attribute (one per attribute; a multi's boxes share it). */
export const attributeInputName = (id: number) => `attribute_${id}`;

/** The attributes the form shows for a category: those of every category and its own. */
export function attributesForCategory<T extends FormAttribute>(
  attributes: readonly T[],
  category: number | null,
): T[] {
  return attributes.filter((a) => a.category === null || (category !== null && a.category === category));
}

/**
 * The attribute controls as the API's `attributes` JSON (`{"<id>": option | [options] | boolean
 * | number}`): a select's chosen option, a multi's ticked ones, "true"/"false" of a yes/no, a
 * number (a comma read as a decimal point). Empty controls are left out (an edit removes them
 * through `attributesToDelete`); a value that is not the attribute's is named in `invalid`.
 */
export function readAttributeInputs(
  attributes: readonly FormAttribute[],
  read: (name: string) => readonly string[],
): { values: Record<string, AttributeValue>; invalid: number[] } {
  const values: Record<string, AttributeValue> = {};
  const invalid: number[] = [];
  for (const attribute of attributes) {
    const raw = read(attributeInputName(attribute.id))
      .map((v) => v.trim())
      .filter(Boolean);
    if (!raw.length) continue;
    const key = String(attribute.id);
    if (attribute.kind === "select" || attribute.kind === "multi") {
      const own = new Set(attribute.options.map((o) => o.id));
      const ids = [...new Set(raw.map(Number))];
      if (!ids.every((id) => own.has(id)) || (attribute.kind === "select" && ids.length > 1)) {
        invalid.push(attribute.id);
        continue;
      }
      values[key] = attribute.kind === "select" ? (ids[0] as number) : ids;
    } else if (attribute.kind === "boolean") {
      const [answer] = raw;
      if (answer === "true" || answer === "false") values[key] = answer === "true";
      else invalid.push(attribute.id);
    } else {
      const text = (raw[0] as string).replace(",", ".");
      const number = Number(text);
      if (/^\d{1,10}(\.\d{1,2})?$/.test(text) && number <= 1_000_000_000) values[key] = number;
      else invalid.push(attribute.id);
    }
  }
  return { values, invalid };
}

/**
 * The attributes an edit removes (`attributes_to_delete`): those the advert has a value for that
 * the form now leaves empty, or that no longer belong to its category.
 */
export function attributesToDelete(
  stored: readonly number[],
  sent: Record<string, AttributeValue>,
): number[] {
  return [...new Set(stored)].filter((id) => !(String(id) in sent));
}

/** A stored advert's attribute values as the form's controls show them (name -> values). */
export function attributeInputValues(
  attributes: readonly FormAttribute[],
  stored: readonly { attribute: number; options: readonly number[]; value: number | null }[],
): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const saved of stored) {
    const attribute = attributes.find((a) => a.id === saved.attribute);
    if (!attribute) continue;
    const name = attributeInputName(attribute.id);
    if (attribute.kind === "select" || attribute.kind === "multi") values[name] = saved.options.map(String);
    else if (saved.value === null) continue;
    else if (attribute.kind === "boolean") values[name] = [saved.value ? "true" : "false"];
    else values[name] = [String(saved.value)];
  }
  return values;
}

/**
 * What the visitor sees after a save (spec section 4): publishing a new advert (or a draft for
 * the first time) opens the "advert added" modal; saving a draft opens the draft modal; an edit
 * of a published advert says it was saved. A refused save shows none of them.
 */
export function advertSavedModal(save: {
  ok: boolean;
  /** The advert's status before the save: null for a new one. */
  before: "draft" | "active" | "inactive" | "hidden" | null;
  isDraft: boolean;
}): "added" | "draft" | "saved" | null {
  if (!save.ok) return null;
  // A draft was never shown to visitors: publishing it is adding it.
  const isNew = save.before === null || save.before === "draft";
  if (showsAddedModal({ ok: save.ok, isNew, isDraft: save.isDraft })) return "added";
  return isNew && save.isDraft ? "draft" : "saved";
}
