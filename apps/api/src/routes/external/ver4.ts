import { clearSiteCacheSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FieldErrors } from "../../lib/app-error.ts";
import { clearSitePages, sitePagesVersion } from "../../services/external/site-pages.ts";

/** Purges closer together than this are one purge (the site token that asks is public). */
const PURGE_COALESCE_MS = 5_000;

/**
 * /ver4/*: the original's cache call, named by the site's `token` as its clients send it, and
 * the version the storefronts' page caches follow (decision 0050).
 */
export const ver4Routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["external"];
  // The original's clients post the form `group_id=...` (this plugin's scope only).
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const lastPurge = new Map<number, number>();

  app.post(
    "/clear_site_cache",
    {
      schema: {
        tags,
        body: clearSiteCacheSchema.optional(),
        response: { 200: z.object({ status: z.literal("ok"), detail: z.string() }) },
      },
    },
    async (request) => {
      const groupId = request.body?.group_id?.trim();
      if (groupId && groupId !== String(request.site.id) && groupId !== request.site.code)
        throw new FieldErrors({ group_id: ["This is not the site the token names."] });
      const siteId = request.site.id;
      const last = lastPurge.get(siteId) ?? 0;
      if (Date.now() - last >= PURGE_COALESCE_MS) {
        lastPurge.set(siteId, Date.now());
        await clearSitePages(app.db, siteId);
      }
      return { status: "ok" as const, detail: "The site's pages were cleared." };
    },
  );

  app.get(
    "/site_cache_version",
    { schema: { tags, response: { 200: z.object({ version: z.number().int() }) } } },
    async (request) => ({ version: await sitePagesVersion(app.db, request.site.id) }),
  );
};
