import {
  adminAdvertModeratedSchema,
  adminAdvertModerationSchema,
  adminAdvertQueueQuerySchema,
  adminAdvertQueueSchema,
  adminComplaintListQuerySchema,
  adminComplaintListSchema,
  adminMemberModeratedSchema,
  adminMemberModerationSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAdvertQueue } from "../../services/admin/board/advert-queue.ts";
import {
  handleComplaint,
  listComplaints,
  moderateAdvert,
  moderateMember,
} from "../../services/admin/board/moderation.ts";
import { staffOf } from "./guard.ts";

/**
 * The land board's moderation (the inboxes area): reports to look at, new and edited adverts to
 * review, adverts approved, hidden or restored, members banned.
 */
export const adminBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "inboxes" } as const;
  app.get(
    "/board/complaints",
    {
      config,
      schema: {
        tags,
        querystring: adminComplaintListQuerySchema,
        response: { 200: adminComplaintListSchema },
      },
    },
    async (request) => listComplaints(app.db, request.site, request.lang, request.query),
  );
  app.post(
    "/board/complaints/:id/handle",
    {
      config,
      schema: {
        tags,
        params: z.object({ id: idParamSchema("complaint") }),
        response: { 200: z.object({ status: z.literal("handled") }) },
      },
    },
    async (request) => handleComplaint(app.db, staffOf(request), request.site, request.params.id),
  );
  app.get(
    "/board/adverts",
    {
      config,
      schema: {
        tags,
        querystring: adminAdvertQueueQuerySchema,
        response: { 200: adminAdvertQueueSchema },
      },
    },
    async (request) =>
      listAdvertQueue(app.db, request.site, request.lang, request.query, app.auth.config.storefrontUrl),
  );
  app.post(
    "/board/adverts/:id/moderate",
    {
      config,
      schema: {
        tags,
        params: z.object({ id: idParamSchema("advert") }),
        body: adminAdvertModerationSchema,
        response: { 200: adminAdvertModeratedSchema },
      },
    },
    async (request) =>
      moderateAdvert(app.db, staffOf(request), request.site, request.params.id, request.body),
  );
  app.post(
    "/board/members/:id/moderate",
    {
      config,
      schema: {
        tags,
        params: z.object({ id: idParamSchema("member") }),
        body: adminMemberModerationSchema,
        response: { 200: adminMemberModeratedSchema },
      },
    },
    async (request) =>
      moderateMember(app.db, staffOf(request), request.site, request.params.id, request.body),
  );
};
