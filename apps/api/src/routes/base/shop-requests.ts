import { bookConsultationSchema, shopRequestResponseSchema, userRequestSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { submitShopRequest } from "../../services/shop-requests/submit-shop-request.ts";
import { requestStockNotification } from "../../services/stock/request-stock-notification.ts";

/** /base/book-consultation and /base/user-request: what shoppers ask the shop for. */
export const shopRequestBaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  const response = { 200: shopRequestResponseSchema, 201: shopRequestResponseSchema };

  app.post(
    "/book-consultation",
    { schema: { tags, body: bookConsultationSchema, response } },
    async (request, reply) => {
      const { recaptcha_token, comment, ...fields } = request.body;
      await app.formGuard(request, recaptcha_token, "consultation");
      const result = await submitShopRequest(app.db, app.messaging, request.site, request.lang, {
        kind: "consultation",
        ...fields,
        body: comment,
      });
      return reply.code(201).send(result);
    },
  );

  app.post(
    "/user-request",
    { schema: { tags, body: userRequestSchema, response } },
    async (request, reply) => {
      const body = request.body;
      if (body.type === "notify_me") {
        // One field and no bot check (the shop mails only when stock returns); counted like the rest.
        await app.formGuard(request, undefined, "none", { botCheck: false });
        const result = await requestStockNotification(app.db, request.site, request.lang, body);
        return reply.code(result.created ? 201 : 200).send(result);
      }
      const { type, recaptcha_token, comment, ...fields } = body;
      await app.formGuard(request, recaptcha_token, type);
      const result = await submitShopRequest(app.db, app.messaging, request.site, request.lang, {
        kind: type,
        ...fields,
        body: comment,
      });
      return reply.code(201).send(result);
    },
  );
};
