import type { MessageKey } from "@sf/i18n";
import type { AdvertFormErrors, FieldProblem } from "./advert-form-values.ts";

/**
 * The API's refusal of an advert form (`{field: [messages]}` or `{detail, code}`, decision 0059)
 * as the form's problems: each field's message in the page's language where we know the field's
 * rule, else the API's own words; fields the form does not show go to the form's summary.
 */
const FIELD_KEYS: Partial<Record<string, MessageKey>> = {
  category: "advertForm.errorCategory",
  type: "advertForm.errorType",
  title_ro: "advertForm.errorTitle",
  title_ru: "advertForm.errorTitle",
  description_ro: "advertForm.errorDescription",
  description_ru: "advertForm.errorDescription",
  price: "advertForm.errorPrice",
  area: "advertForm.errorArea",
  region: "advertForm.errorRegion",
  location: "advertForm.errorLocation",
  sector: "advertForm.errorSector",
  address: "advertForm.errorAddress",
  cadastral_number: "advertForm.errorCadastral",
  lat: "advertForm.errorCoordinates",
  lon: "advertForm.errorCoordinates",
  attributes: "advertForm.errorAttributes",
};

/** The pictures' messages differ by cause: none to publish, one that is not a picture, too many. */
function picturesProblem(message: string): FieldProblem {
  if (/at least one picture/i.test(message)) return { key: "advertForm.errorPicturesNone" };
  if (/not a picture/i.test(message)) return { key: "advertForm.errorPicturesType" };
  if (/at most/i.test(message)) return { key: "advertForm.errorPicturesMany" };
  return { text: message };
}

export function advertFormProblems(
  status: number,
  body: unknown,
): { errors: AdvertFormErrors; problem: FieldProblem | null; needsPhone: boolean } {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (record.code === "phone_not_verified")
    return { errors: {}, problem: { key: "advertForm.needsPhone" }, needsPhone: true };
  if (status === 413)
    return { errors: { images: { key: "advertForm.errorPicturesLarge" } }, problem: null, needsPhone: false };
  if (typeof record.detail === "string")
    return { errors: {}, problem: { text: record.detail }, needsPhone: false };
  const errors: AdvertFormErrors = {};
  for (const [field, messages] of Object.entries(record)) {
    const message = Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : null;
    if (!message) continue;
    const key = FIELD_KEYS[field];
    errors[field] = field === "images" ? picturesProblem(message) : key ? { key } : { text: message };
  }
  const problem = Object.keys(errors).length ? null : { key: "board.tryLater" as const };
  return { errors, problem, needsPhone: false };
}
