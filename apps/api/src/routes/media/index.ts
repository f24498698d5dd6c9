import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";
import { loadSharp } from "../../lib/rarely-used.ts";
import { MEDIA_WIDTHS } from "../../services/catalogue/product-cards.ts";
import { readUploadedImage, UPLOAD_PATH } from "../../services/media/uploaded-images.ts";

const VARIANT = /^(.+)-(\d+)\.(webp|avif)$/;
const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif" } as const;

/**
 * /media/*: the site's stored files. A resized variant ("products/x-480.webp") is made from its
 * SVG master with sharp on the first request and stored, so later requests are a lookup.
 * Pictures uploaded in the back-office (`uploads/<hash>.webp`) live in the file storage, their
 * variants beside them; their names change with their content, so they are cached for a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = schema;
  const find = (siteId: number, path: string) =>
    app.db
      .select({ contentType: media.contentType, body: media.body })
      .from(media)
      .where(and(eq(media.siteId, siteId), eq(media.path, path)))
      .limit(1)
      .then((rows) => rows[0]);

  app.get(
    "/*",
    {
      schema: {
        tags: ["media"],
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
      if (UPLOAD_PATH.test(path)) {
        const upload = await readUploadedImage(app.storage, request.site.id, path, MEDIA_WIDTHS);
        if (!upload) throw notFound("File not found.");
        return reply
          .header("content-type", upload.contentType)
          .header("cache-control", "public, max-age=31536000, immutable")
          .send(upload.body);
      }
      let file = await find(request.site.id, path);
      const variant = path.match(VARIANT);
      if (!file && variant) {
        const [, base, width, format] = variant as unknown as [
          string,
          string,
          string,
          keyof typeof CONTENT_TYPES,
        ];
        if (!MEDIA_WIDTHS.includes(Number(width))) throw notFound("No such image size.");
        const master = await find(request.site.id, `${base}.svg`);
        if (!master) throw notFound("File not found.");
        const sharp = await loadSharp();
        const image = sharp(Buffer.from(master.body), { density: 144 }).resize(Number(width));
        const body = await (format === "webp"
          ? image.webp({ quality: 78 })
          : image.avif({ quality: 55, effort: 2 })
        ).toBuffer();
        file = { contentType: CONTENT_TYPES[format], body };
        await app.db
          .insert(media)
          .values({ siteId: request.site.id, path, contentType: file.contentType, body })
          .onConflictDoNothing();
      }
      if (!file) throw notFound("File not found.");
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=604800")
        .send(Buffer.from(file.body));
    },
  );
};
