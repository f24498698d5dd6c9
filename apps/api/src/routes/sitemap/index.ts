import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buildSitemap } from "../../services/build-sitemap.ts";

/** GET /sitemap.xml?origin=https://shop.example — the storefront proxies it. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/sitemap.xml",
    {
      schema: {
        tags: ["seo"],
        querystring: z.object({ origin: z.url({ protocol: /^https?$/ }).optional() }),
      },
    },
    async (request, reply) => {
      const origin = request.query.origin ?? process.env.PUBLIC_URL ?? "http://localhost:3000";
      reply.header("content-type", "application/xml; charset=utf-8");
      return buildSitemap(app.db, request.site, origin);
    },
  );
};
