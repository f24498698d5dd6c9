import {
  creditCalculatorSchema,
  creditFiguresSchema,
  creditPriceRequestSchema,
  creditRequestResponseSchema,
  creditRequestSchema,
  storesSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listCreditFilials } from "../../services/credit/list-credit-filials.ts";
import {
  checkedFigures,
  figuresView,
  programmeView,
  siteProgrammes,
} from "../../services/credit/programmes.ts";
import { submitCreditRequest } from "../../services/credit/submit-credit-request.ts";

/** /calculator/*: the credit page's calculator, the branches that arrange credit, the application. */
export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["credit"];

  app.get(
    "/credit-calculator",
    { schema: { tags, response: { 200: creditCalculatorSchema } } },
    async (request) => ({
      currency: request.site.currency,
      programmes: siteProgrammes(request.site).map(programmeView),
    }),
  );

  app.get("/filials", { schema: { tags, response: { 200: storesSchema } } }, async (request) =>
    listCreditFilials(app.db, request.site, request.lang),
  );

  app.post(
    "/credit-price",
    { schema: { tags, body: creditPriceRequestSchema, response: { 200: creditFiguresSchema } } },
    async (request) => {
      const { programme_id, amount, months } = request.body;
      const { programme, figures } = checkedFigures(request.site, {
        programmeId: programme_id,
        amount,
        months,
      });
      return figuresView(programme, figures, request.site.currency);
    },
  );

  app.post(
    "/credit-request",
    { schema: { tags, body: creditRequestSchema, response: { 201: creditRequestResponseSchema } } },
    async (request, reply) => {
      const { recaptcha_token, consent: _consent, programme_id, product_id, ...fields } = request.body;
      await app.formGuard(request, recaptcha_token, "credit_request");
      const result = await submitCreditRequest(app.db, app.messaging, request.site, request.lang, {
        ...fields,
        programmeId: programme_id,
        productId: product_id,
      });
      return reply.code(201).send(result);
    },
  );
};
