import {
  ADVERT_IMAGE_MAX_BYTES,
  ADVERT_IMAGES_MAX,
  advertFormFieldsSchema,
  findUnsafeText,
} from "@sf/contract";
import type { FastifyRequest } from "fastify";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import type { AdvertForm } from "../../services/board/save-advert.ts";

/** The multipart parser's limits for the advert form: 20 pictures of 10 MB, short text fields. */
export const ADVERT_FORM_LIMITS = {
  fileSize: ADVERT_IMAGE_MAX_BYTES,
  files: ADVERT_IMAGES_MAX,
  fields: 120,
  fieldSize: 64 * 1024,
  parts: 150,
  headerPairs: 20,
};

const LIST_FIELDS = new Set(["attributes_to_delete", "images_to_delete", "images_order", "contacts"]);
const KNOWN = new Set(Object.keys(advertFormFieldsSchema.shape));

const notMultipart = () =>
  new AppError(
    "unsupported_media_type",
    "Send the advert as multipart/form-data (its pictures in the field images).",
  );

/**
 * The advert form as it arrives: the text fields (the first of a repeated one, every value of a
 * list), the pictures of the field `images` in the order sent. Everything is read and checked
 * before anything is stored: a picture over 10 MB, a 21st picture, a field of control characters
 * or a value out of range is a 4xx here, with nothing written.
 */
export async function readAdvertForm(request: FastifyRequest): Promise<AdvertForm> {
  if (!request.isMultipart()) throw notMultipart();
  const raw: Record<string, string[]> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname !== "images" && part.fieldname !== "images[]")
          throw new FieldErrors({ images: ["Send the pictures in the field images."] });
        if (bytes.length) images.push(bytes);
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, "");
      if (!KNOWN.has(name)) continue; // a field of a newer form: not ours to refuse
      if ((part as { valueTruncated?: boolean }).valueTruncated)
        throw new FieldErrors({ [name]: ["The field is too long."] });
      const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
      raw[name] = [...(raw[name] ?? []), value];
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof FieldErrors) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payload_too_large", "A picture is larger than 10 MB. Send a smaller one.", {
        field: "images",
      });
    if (code === "FST_FILES_LIMIT")
      throw new FieldErrors({ images: [`An advert can have at most ${ADVERT_IMAGES_MAX} pictures.`] });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw new AppError("payload_too_large", "The form has too many fields.");
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw notMultipart();
    throw new AppError("invalid", "The form could not be read. Send it again as multipart/form-data.");
  }
  const input: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(raw))
    input[name] = LIST_FIELDS.has(name) ? values : (values[0] ?? "");
  const unsafe = findUnsafeText(input);
  if (unsafe) throw new FieldErrors({ [unsafe.path.split(".")[0] || "non_field_errors"]: [unsafe.problem] });
  // The form leaves empty fields out; an empty one sent anyway is as if not sent.
  for (const [name, value] of Object.entries(input)) if (value === "") delete input[name];
  const parsed = advertFormFieldsSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "non_field_errors");
      fields[key] = [...(fields[key] ?? []), issue.message];
    }
    throw new FieldErrors(fields);
  }
  return { fields: parsed.data, images };
}
