import fastifyMultipart from "@fastify/multipart";
import {
  findUnsafeText,
  idParamSchema,
  sendResumeBodySchema,
  sendResumeFieldsSchema,
  shopRequestResponseSchema,
  vacancyListQuerySchema,
  vacancyListSchema,
  vacancySchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FieldErrors } from "../../lib/app-error.ts";
import { RESUME_FORM_LIMITS, readResumeForm } from "../../services/resumes/read-resume-form.ts";
import { sendResume } from "../../services/resumes/send-resume.ts";
import { getVacancy } from "../../services/vacancies/get-vacancy.ts";
import { listVacancies } from "../../services/vacancies/list-vacancies.ts";

/** /base/vacancies* and /base/send-resume: the shop's open jobs and the CVs sent for them. */
export const vacancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["base"];
  app.get(
    "/vacancies",
    { schema: { tags, querystring: vacancyListQuerySchema, response: { 200: vacancyListSchema } } },
    async (request) => {
      const flag = request.query.show_on_main_page;
      return listVacancies(app.db, request.site, request.lang, {
        ...(flag ? { onMainPage: flag === "true" } : {}),
      });
    },
  );
  app.get(
    "/vacancies/:id",
    {
      schema: { tags, params: z.object({ id: idParamSchema("vacancy") }), response: { 200: vacancySchema } },
    },
    async (request) => getVacancy(app.db, request.site, request.lang, request.params.id),
  );

  // Multipart is read by this route only (its own scope): every other route keeps to JSON.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: RESUME_FORM_LIMITS, throwFileSizeLimit: true });
    scope.post(
      "/send-resume",
      {
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          // Documents the body; the parts are read and checked by the handler, as they stream.
          body: sendResumeBodySchema,
          response: { 201: shopRequestResponseSchema },
        },
        validatorCompiler: () => (data) => ({ value: data }),
      },
      async (request, reply) => {
        const { fields, file } = await readResumeForm(request);
        const unsafe = findUnsafeText(fields);
        if (unsafe) throw new FieldErrors({ [unsafe.path]: [unsafe.problem] });
        const parsed = sendResumeFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            const field = String(issue.path[0] ?? "non_field_errors");
            errors[field] ??= [];
            errors[field].push(issue.message);
          }
          throw new FieldErrors(errors);
        }
        await app.formGuard(request, parsed.data.recaptcha_token, "resume");
        const result = await sendResume(
          { db: app.db, messaging: app.messaging, storage: app.storage },
          request.site,
          request.lang,
          parsed.data,
          file,
        );
        return reply.code(201).send(result);
      },
    );
  });
};
