import { shopRequestResponseSchema, supportMessageSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { submitShopRequest } from "../../services/shop-requests/submit-shop-request.ts";

/** `POST /api/support/`: a message to the shop's support (spec: name, email_address, body). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/support",
    {
      schema: { tags: ["support"], body: supportMessageSchema, response: { 201: shopRequestResponseSchema } },
    },
    async (request, reply) => {
      const { name, email_address, body, recaptcha_token } = request.body;
      await app.formGuard(request, recaptcha_token, "support");
      const result = await submitShopRequest(app.db, app.messaging, request.site, request.lang, {
        kind: "support",
        name,
        email: email_address,
        body,
      });
      return reply.code(201).send(result);
    },
  );
};
