import { createHash } from "node:crypto";
import {
  advertDetailSchema,
  advertMapQuerySchema,
  advertMapSchema,
  advertPhoneSchema,
  advertSlugParamsSchema,
  complaintCreatedSchema,
  complaintCreateSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { throttle } from "../../plugins/auth.ts";
import { advertMap } from "../../services/board/advert-map.ts";
import { createComplaint, revealPhone } from "../../services/board/complaints.ts";
import { getAdvert } from "../../services/board/get-advert.ts";

/** An advert's page, its phone, reports of it, and the map of adverts, under `/api` (decision 0054). */
export const boardAdvertPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["board"];
  // One address may reveal phones 60 times an hour: enough to call around, too few to harvest.
  const phoneLimit = app.createRateLimit({
    max: app.auth.config.perIpLimit ?? 60,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `advert-phone:${request.ip}`,
  });
  app.get(
    "/adverts/:slug",
    { schema: { tags, params: advertSlugParamsSchema, response: { 200: advertDetailSchema } } },
    async (request) => getAdvert(app.db, request.site, request.lang, request.params.slug),
  );
  app.get(
    "/adverts-map",
    {
      schema: {
        tags,
        description:
          "The listing's adverts on a map: groups of a grid whose cell follows the zoom, each at its adverts' mean position (a group of one names its advert). Up to zoom 10, with no filter but category and negotiable, whole cells touching the box are returned (a group at the edge counts all its adverts); otherwise only adverts inside the box.",
        querystring: advertMapQuerySchema,
        response: { 200: advertMapSchema },
      },
    },
    async (request) => advertMap(app.db, request.site, request.lang, request.query),
  );
  app.post(
    "/adverts/:slug/phone",
    { schema: { tags, params: advertSlugParamsSchema, response: { 200: advertPhoneSchema } } },
    async (request) => {
      await throttle(request, phoneLimit);
      return revealPhone(app.db, request.site, request.params.slug);
    },
  );
  app.post(
    "/complaint",
    { schema: { tags, body: complaintCreateSchema, response: { 201: complaintCreatedSchema } } },
    async (request, reply) => {
      // The reporter by a hash of their address (never the address itself).
      const hash = createHash("sha256").update(`${request.site.id}:${request.ip}`).digest("base64url");
      const created = await createComplaint(app.db, request.site, request.body, {
        userId: request.user?.id ?? null,
        hash,
      });
      return reply.code(201).send(created);
    },
  );
};
