import { CATALOGUE_SHEETS } from "@sf/contract";
import type { FastifyRequest } from "fastify";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import type { UploadedFile } from "./upload-tables.ts";

/** 10,000 products in four languages with long descriptions fit with room to spare. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** What the import's multipart body may hold: the four sheets' CSV files or one workbook. */
export const IMPORT_FORM_LIMITS = {
  fileSize: IMPORT_FILE_MAX_BYTES,
  files: 5,
  fields: 5,
  fieldSize: 1024,
  parts: 10,
  headerPairs: 20,
} as const;

const FIELDS: readonly string[] = [...CATALOGUE_SHEETS, "file"];

const notMultipart = () =>
  new AppError(
    "unsupported_media_type",
    "Send the import as multipart/form-data: CSV files in the fields products, categories, brands, specifications, or an .xlsx workbook in the field file.",
  );

function refusal(error: unknown): Error {
  if (error instanceof AppError || error instanceof FieldErrors) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("payload_too_large", "A file is larger than 50 MB. Split the import in parts.");
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new AppError("payload_too_large", "The form has too many parts: send at most the four sheets.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return notMultipart();
  return new AppError("invalid", "The form could not be read. Send it again as multipart/form-data.");
}

/** The uploaded files, read whole (each at most 50 MB: a larger one stops the reading with 413). */
export async function readImportForm(request: FastifyRequest): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw notMultipart();
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (!FIELDS.includes(part.fieldname))
        throw new FieldErrors({
          [part.fieldname]: [`Unknown file field ${part.fieldname}: use ${FIELDS.join(", ")}.`],
        });
      if (files.some((f) => f.field === part.fieldname))
        throw new FieldErrors({ [part.fieldname]: ["Send one file in this field."] });
      files.push({ field: part.fieldname, filename: part.filename ?? "", bytes });
    }
  } catch (error) {
    throw refusal(error);
  }
  if (!files.length)
    throw new FieldErrors({
      products: [
        "Send at least one file: products.csv (and categories, brands, specifications) or a workbook.",
      ],
    });
  return files;
}
