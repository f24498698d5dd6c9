import { safeTextRequestSchema } from "@sf/contract";
import type { FastifySchemaCompiler } from "fastify";
import type { validatorCompiler } from "fastify-type-provider-zod";

type Compile = typeof validatorCompiler;
type RouteSchema = Parameters<Compile>[0];
type Outcome = { error?: unknown; value?: unknown };

/**
 * Every operation's body, query, path and header values pass the contract's text rule first
 * (no NUL, no other control characters, no lone surrogates): one place, so no endpoint, old or
 * new, sends such text to the database or into a log. Refusals are the usual 400 with the
 * field's message.
 */
export function refusingUnsafeText(compile: Compile): FastifySchemaCompiler<unknown> {
  return (route) => {
    const validate = compile(route as RouteSchema);
    const guard = compile({ ...(route as RouteSchema), schema: safeTextRequestSchema });
    return (data: unknown) => {
      const refused = guard(data) as Outcome;
      if (refused.error) return refused as ReturnType<typeof validate>;
      return validate(data);
    };
  };
}
