import { RESUME_MAX_BYTES } from "@sf/domain";
import type { FastifyRequest } from "fastify";
import { AppError, FieldErrors } from "../../lib/app-error.ts";

/** How much of a multipart body the CV form reads: one file of at most 5 MB and a few short fields. */
export const RESUME_FORM_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 10,
  /** Bytes of one text field: the longest message in any script, with room to spare. */
  fieldSize: 16 * 1024,
  parts: 12,
  headerPairs: 20,
} as const;

export type ResumeUpload = {
  /** The text fields (the first of each name), as typed. */
  fields: Record<string, string>;
  /** The part named `cv`, read whole, or null when none was sent. */
  file: { filename: string; bytes: Buffer } | null;
};

const TOO_LARGE = "The CV file is larger than 5 MB. Send a smaller PDF, DOC, DOCX or ODT file.";

/** What @fastify/multipart and busboy throw, as the answer a sender understands. */
function refusal(error: unknown): Error {
  if (error instanceof AppError || error instanceof FieldErrors) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new AppError("payload_too_large", TOO_LARGE);
  if (code === "FST_FILES_LIMIT") return new FieldErrors({ cv: ["Send one CV file."] });
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
    return new AppError("payload_too_large", "The form has too many fields.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return notMultipart();
  // Malformed or cut-off bodies, a field named like a prototype property, a bad JSON part...
  return new AppError("invalid", "The form could not be read. Send it again as multipart/form-data.");
}

const notMultipart = () =>
  new AppError(
    "unsupported_media_type",
    "Send the form as multipart/form-data, with the CV file in the field cv.",
  );

/**
 * Reads the CV form's multipart body: the text fields and the one file, kept in memory (5 MB at
 * most: a larger file stops the reading with 413 as soon as it passes the limit). Nothing is
 * stored here.
 */
export async function readResumeForm(request: FastifyRequest): Promise<ResumeUpload> {
  if (!request.isMultipart()) throw notMultipart();
  const fields: Record<string, string> = {};
  let file: ResumeUpload["file"] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname !== "cv") throw new FieldErrors({ cv: ["Send the CV in the field cv."] });
        file = { filename: part.filename ?? "", bytes };
        continue;
      }
      if (part.valueTruncated) throw new FieldErrors({ [part.fieldname]: ["This field is too long."] });
      if (typeof part.value !== "string")
        throw new FieldErrors({ [part.fieldname]: ["Send this field as text."] });
      fields[part.fieldname] ??= part.value;
    }
  } catch (error) {
    throw refusal(error);
  }
  return { fields, file };
}
