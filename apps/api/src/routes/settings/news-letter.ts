import { newsLetterSchema, shopRequestResponseSchema } from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { submitShopRequest } from "../../services/shop-requests/submit-shop-request.ts";

/** `POST /settings/news-letter/`: subscribes an e-mail; 201 when new, 200 when already subscribed. */
export const newsLetterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/news-letter",
    {
      schema: {
        tags: ["settings"],
        body: newsLetterSchema,
        response: { 200: shopRequestResponseSchema, 201: shopRequestResponseSchema },
      },
    },
    async (request, reply) => {
      await app.formGuard(request, request.body.recaptcha_token, "newsletter");
      const result = await submitShopRequest(app.db, app.messaging, request.site, request.lang, {
        kind: "newsletter",
        email: request.body.email,
      });
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
};
