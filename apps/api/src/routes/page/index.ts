import { cmsPageSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getPage } from "../../services/get-page.ts";

const pageResponseSchema = cmsPageSchema.extend({
  lang: z.string(),
  alternates: z.record(z.string(), z.string()),
});

/** /page/{slug}/: a CMS page in the request's language. */
export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:slug",
    {
      schema: {
        tags: ["page"],
        params: z.object({
          slug: z
            .string()
            .min(1)
            .max(200)
            .regex(/^[\p{L}\p{N}_-]+$/u, "Invalid slug."),
        }),
        response: { 200: pageResponseSchema },
      },
    },
    async (request) => getPage(app.db, request.site, request.params.slug, request.lang),
  );
};
