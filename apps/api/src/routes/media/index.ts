import { schema } from "@sf/db";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error.ts";

/** /media/*: the site's stored files (generated banners, uploads), cacheable for a day. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const { media } = schema;
      const [file] = await app.db
        .select({ contentType: media.contentType, body: media.body })
        .from(media)
        .where(and(eq(media.siteId, request.site.id), eq(media.path, request.params["*"])))
        .limit(1);
      if (!file) throw notFound("File not found.");
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=86400")
        .send(Buffer.from(file.body));
    },
  );
};
