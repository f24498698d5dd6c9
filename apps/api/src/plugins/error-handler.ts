import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, FieldErrors } from "../lib/app-error.ts";

/**
 * One error handler: AppError -> its status and `{detail, code}`; schema validation -> 400
 * `{field: [message]}` (DRF shape); Fastify's own 4xx (bad JSON, too large) keep their status
 * with a message; anything else is a 500 that never leaks internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // `extra` may name a finer code (SimpleJWT's `token_not_valid` for a 401).
      return reply.code(error.status).send({ detail: error.message, code: error.code, ...error.extra });
    }
    if (error instanceof FieldErrors) return reply.code(400).send(error.fields);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const field =
          path ||
          (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join(".") ||
          "non_field_errors";
        body[field] ??= [];
        body[field].push(issue.message ?? "Invalid value.");
      }
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message, code: error.code ?? "invalid" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ detail: "A server error occurred.", code: "server_error" });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ detail: `No route for ${request.method} ${request.url.split("?")[0]}.`, code: "not_found" });
  });
}
