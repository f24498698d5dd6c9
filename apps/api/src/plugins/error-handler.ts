import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, FieldErrors } from "../lib/app-error.ts";

/**
 * One error handler: AppError -> its status and `{detail, code}`; schema validation -> 400
 * `{field: [message]}` (DRF shape); Fastify's own 4xx (bad JSON, too large) keep their status
 * with a message; anything else is a 500 that never leaks internals.
 */
/** The warning logged when the database, not the contract, refused a request's value. */
export const DATABASE_REFUSED_INPUT = "database refused a request value the contract let through";

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: out of range, bad text, bad encoding, NUL)
 * and over-long index rows (54000): caused by a value, never by the server's state.
 */
function isDatabaseInputError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

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
    if (isDatabaseInputError(error)) {
      // The contract should have refused this value; the database did. Still the client's
      // fault (400), and a warning so the contract gets the rule (the bad-input test fails on it).
      request.log.warn({ err: error, route: request.routeOptions.url }, DATABASE_REFUSED_INPUT);
      return reply.code(400).send({ detail: "A value in the request is not valid.", code: "invalid" });
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
