import {
  adminCreditRequestListSchema,
  adminHandledListQuerySchema,
  adminHandledSchema,
  adminInboxCountsSchema,
  adminResumeListSchema,
  adminReviewListQuerySchema,
  adminReviewListSchema,
  adminReviewModerateSchema,
  adminShopRequestListQuerySchema,
  adminShopRequestListSchema,
  adminStockNotifyResultSchema,
  adminStockRequestDetailSchema,
  adminStockRequestListQuerySchema,
  adminStockRequestListSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { boardInboxCounts } from "../../services/admin/board/advert-queue.ts";
import {
  countInboxes,
  type HandledKind,
  listCreditRequests,
  listResumes,
  listShopRequests,
  readResumeFile,
  setHandled,
} from "../../services/admin/inboxes/requests.ts";
import { listReviews, moderateReview, type ReviewKind } from "../../services/admin/inboxes/reviews.ts";
import {
  getStockRequests,
  listStockRequests,
  notifyStockRequests,
} from "../../services/admin/inboxes/stock-requests.ts";
import { staffOf } from "./guard.ts";

/**
 * The inboxes: reviews to approve or hide, notify-me and preorder requests (with "notify
 * customers"), consultation/support requests, credit requests and CVs, each marked handled.
 */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "inboxes" } as const;
  const handledResult = z.object({ handled_at: z.string().nullable() });

  app.get(
    "/inbox-counts",
    { config, schema: { tags, response: { 200: adminInboxCountsSchema } } },
    async (request) => ({
      ...(await countInboxes(app.db, request.site.id)),
      ...(await boardInboxCounts(app.db, request.site)),
    }),
  );

  for (const [kind, path] of [
    ["product", "/product-reviews"],
    ["shop", "/shop-reviews"],
  ] as [ReviewKind, string][]) {
    const params = z.object({ id: idParamSchema("review") });
    app.get(
      path,
      {
        config,
        schema: { tags, querystring: adminReviewListQuerySchema, response: { 200: adminReviewListSchema } },
      },
      async (request) => listReviews(app.db, request.site, request.lang, kind, request.query),
    );
    app.post(
      `${path}/:id/moderate`,
      {
        config,
        schema: {
          tags,
          params,
          body: adminReviewModerateSchema,
          response: { 200: z.object({ status: z.string() }) },
        },
      },
      async (request) =>
        moderateReview(app.db, staffOf(request), kind, request.params.id, request.body.action),
    );
  }

  const productParams = z.object({ id: idParamSchema("product") });
  app.get(
    "/stock-requests",
    {
      config,
      schema: {
        tags,
        querystring: adminStockRequestListQuerySchema,
        response: { 200: adminStockRequestListSchema },
      },
    },
    async (request) => listStockRequests(app.db, request.site, request.lang, request.query),
  );
  app.get(
    "/stock-requests/:id",
    { config, schema: { tags, params: productParams, response: { 200: adminStockRequestDetailSchema } } },
    async (request) => getStockRequests(app.db, request.site, request.lang, request.params.id),
  );
  app.post(
    "/stock-requests/:id/notify",
    { config, schema: { tags, params: productParams, response: { 200: adminStockNotifyResultSchema } } },
    async (request) =>
      notifyStockRequests(app.db, app.messaging, request.site, staffOf(request), request.params.id),
  );

  app.get(
    "/shop-requests",
    {
      config,
      schema: {
        tags,
        querystring: adminShopRequestListQuerySchema,
        response: { 200: adminShopRequestListSchema },
      },
    },
    async (request) => listShopRequests(app.db, request.site, request.lang, request.query),
  );
  app.get(
    "/credit-requests",
    {
      config,
      schema: {
        tags,
        querystring: adminHandledListQuerySchema,
        response: { 200: adminCreditRequestListSchema },
      },
    },
    async (request) => listCreditRequests(app.db, request.site, request.lang, request.query),
  );
  app.get(
    "/resumes",
    {
      config,
      schema: { tags, querystring: adminHandledListQuerySchema, response: { 200: adminResumeListSchema } },
    },
    async (request) => listResumes(app.db, request.site, request.lang, request.query),
  );
  app.get(
    "/resumes/:id/file",
    { config, schema: { tags, params: z.object({ id: idParamSchema("CV") }) } },
    async (request, reply) => {
      const file = await readResumeFile(app.db, app.storage, request.site.id, request.params.id);
      return reply
        .header("content-type", file.contentType)
        .header(
          "content-disposition",
          `attachment; filename="cv"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.bytes);
    },
  );

  for (const [kind, path] of [
    ["shop_request", "/shop-requests"],
    ["credit_request", "/credit-requests"],
    ["resume", "/resumes"],
  ] as [HandledKind, string][]) {
    app.post(
      `${path}/:id/handled`,
      {
        config,
        schema: {
          tags,
          params: z.object({ id: idParamSchema("request") }),
          body: adminHandledSchema,
          response: { 200: handledResult },
        },
      },
      async (request) => setHandled(app.db, staffOf(request), kind, request.params.id, request.body.handled),
    );
  }
};
