import fastifyMultipart from "@fastify/multipart";
import { adminMediaUploadBodySchema, adminMediaUploadSchema, MEDIA_UPLOAD_MAX_BYTES } from "@sf/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, FieldErrors } from "../../lib/app-error.ts";
import { storeUploadedImage } from "../../services/media/uploaded-images.ts";
import { staffOf } from "./guard.ts";

export const PICTURE_UPLOAD_LIMITS = {
  fileSize: MEDIA_UPLOAD_MAX_BYTES,
  files: 1,
  fields: 2,
  fieldSize: 256,
  parts: 3,
  headerPairs: 20,
};

/**
 * The one picture of a form, in the field `field`, read whole (10 MB at most: a larger one stops
 * the reading with 413). For a scope that registered multipart with PICTURE_UPLOAD_LIMITS.
 */
export async function readPicture(request: FastifyRequest, field = "file"): Promise<Buffer> {
  const notMultipart = () =>
    new AppError("unsupported_media_type", `Send the picture as multipart/form-data, in the field ${field}.`);
  if (!request.isMultipart()) throw notMultipart();
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== field)
        throw new FieldErrors({ [field]: [`Send the picture in the field ${field}.`] });
      picture = bytes;
    }
  } catch (error) {
    if (error instanceof AppError || error instanceof FieldErrors) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payload_too_large", "The picture is larger than 10 MB. Send a smaller one.");
    if (code === "FST_FILES_LIMIT") throw new FieldErrors({ [field]: ["Send one picture at a time."] });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw new AppError("payload_too_large", "The form has too many parts: send the picture only.");
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw notMultipart();
    throw new AppError("invalid", "The form could not be read. Send it again as multipart/form-data.");
  }
  if (!picture?.length) throw new FieldErrors({ [field]: [`Send a picture in the field ${field}.`] });
  return picture;
}

/**
 * `POST /admin/api/media`: a picture for a product, a banner, an article, the logo... Any signed-in
 * member may upload (each area's own write then decides where it is used); the file lands in the
 * shop's part of the file storage and is served by /media/.
 */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: PICTURE_UPLOAD_LIMITS, throwFileSizeLimit: true });
    scope.post(
      "/media",
      {
        config: { staff: "self" },
        schema: {
          tags: ["admin"],
          consumes: ["multipart/form-data"],
          body: adminMediaUploadBodySchema,
          response: { 201: adminMediaUploadSchema },
        },
        // The parts are read and checked by the handler as they stream.
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request, reply) => {
        staffOf(request);
        const bytes = await readPicture(request);
        const stored = await storeUploadedImage(app, request.site.id, bytes);
        request.log.info({ path: stored.path, bytes: bytes.length }, "picture uploaded");
        return reply.code(201).send(stored);
      },
    );
  });
};
