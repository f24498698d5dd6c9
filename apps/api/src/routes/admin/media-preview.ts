import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { MEDIA_WIDTHS } from "../../services/catalogue/product-cards.ts";
import { readUploadedImage, UPLOAD_PATH } from "../../services/media/uploaded-images.ts";

/**
 * `GET /admin/api/media/*`: a picture's master as the back-office shows it in its forms (the
 * product editor's pictures, the list's thumbnails). `/media/*` needs the shop's `token` header,
 * which a browser's `<img>` cannot send; here the shop comes from the staff session. Masters
 * only (uploads and SVGs), never run as a document.
 */
export const adminMediaPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = schema;
  app.get(
    "/media/*",
    {
      config: { staff: "self" },
      schema: {
        tags: ["admin"],
        params: z.object({
          "*": z
            .string()
            .min(1)
            .max(300)
            .regex(/^[\w./-]+$/, "Invalid path.")
            .refine((p) => !p.includes(".."), "Invalid path."),
        }),
      },
    },
    async (request, reply) => {
      const path = request.params["*"];
      let file: { contentType: string; body: Uint8Array } | null | undefined = null;
      if (UPLOAD_PATH.test(path))
        file = await readUploadedImage(app.storage, request.site.id, path, MEDIA_WIDTHS);
      else if (path.endsWith(".svg"))
        [file] = await app.db
          .select({ contentType: media.contentType, body: media.body })
          .from(media)
          .where(and(eq(media.siteId, request.site.id), eq(media.path, path)))
          .limit(1);
      if (!file) throw notFound("File not found.");
      return reply
        .header("content-type", file.contentType)
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=3600")
        .send(Buffer.from(file.body));
    },
  );
};
