import { externalBulkSchema, externalHeadersSchema, externalPageSchema, idParamSchema } from "@sf/contract";
import { EXTERNAL_PAGE_SIZE, externalPage } from "@sf/domain";
import type { FastifyInstance, FastifyReply, FastifySchemaCompiler } from "fastify";
import { type FastifyPluginAsyncZod, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { refusingUnsafeText } from "../../lib/unsafe-text.ts";
import type { ExternalSite, SaveOutcome } from "../../services/external/common.ts";

const appCompiler = refusingUnsafeText(validatorCompiler);

/**
 * Bodies of writes reach the domain's checks as sent (after the text rule every request
 * passes), so a bad item is answered in DRF's shape, per item, not refused by the schema whole.
 */
export const itemByItemBodies: FastifySchemaCompiler<unknown> = (route) =>
  appCompiler(route.httpPart === "body" ? { ...route, schema: z.unknown() } : route);

/** Bulk bodies of 1,000 products with four languages of text outgrow the API's 1 MiB default. */
export const BULK_BODY_LIMIT = 10 * 1024 * 1024;

export type Resource<T> = {
  /** URL segment under /external: `category`, `product`... */
  path: string;
  what: string;
  input: z.ZodType;
  answer: z.ZodType;
  list(site: ExternalSite, page: number, pageSize: number): Promise<{ count: number; results: T[] }>;
  get(site: ExternalSite, id: number): Promise<T>;
  save(site: ExternalSite, body: unknown, only?: { id: number }): Promise<SaveOutcome<T>>;
  remove(site: ExternalSite, id: number): Promise<void>;
};

/**
 * The original's clients send `Content-Type: application/json` on every call, reads and deletes
 * included, with no body: an empty body is no body here (this plugin's scope only).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: BULK_BODY_LIMIT },
    (_request, body, done) => {
      const text = (body as string).trim();
      if (!text) return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(
          Object.assign(new Error("JSON parse error: the body is not valid JSON."), { statusCode: 400 }),
          undefined,
        );
      }
    },
  );
}

const pageQuery = z.object({ page: z.string().max(20).optional() });

/**
 * The five calls the original has for each resource: list (paged under `results`), read
 * (`/{id}`), bulk-create as upsert, update (`PUT /{id}/`, the full object) and delete.
 */
export function resourceRoutes<T>(resource: Resource<T>): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["external"];
    const headers = externalHeadersSchema;
    const params = z.object({ id: idParamSchema(resource.what) });
    const base = `/external/${resource.path}/`;
    const config = { public: true };
    const security = [{ apiToken: [] }];

    app.get(
      `/${resource.path}/`,
      {
        config,
        schema: {
          tags,
          security,
          headers,
          querystring: pageQuery,
          response: { 200: externalPageSchema(resource.answer) },
        },
      },
      async (request) => {
        const page = externalPage(request.query.page);
        if (page === null) throw new AppError("not_found", "Invalid page.");
        const { count, results } = await resource.list(request.site, page, EXTERNAL_PAGE_SIZE);
        if (page > 1 && !results.length) throw new AppError("not_found", "Invalid page.");
        const url = (n: number) => `${request.protocol}://${request.host}${base}?page=${n}`;
        return {
          count,
          next: page * EXTERNAL_PAGE_SIZE < count ? url(page + 1) : null,
          previous: page > 1 ? url(page - 1) : null,
          results,
        };
      },
    );
    app.get(
      `/${resource.path}/:id`,
      { config, schema: { tags, security, headers, params, response: { 200: resource.answer } } },
      async (request) => resource.get(request.site, request.params.id),
    );
    app.post(
      `/${resource.path}/bulk-create/`,
      {
        config,
        bodyLimit: BULK_BODY_LIMIT,
        validatorCompiler: itemByItemBodies,
        schema: {
          tags,
          security,
          headers,
          body: externalBulkSchema(resource.input),
          response: { 201: z.array(resource.answer) },
        },
      },
      async (request, reply) => answer(reply, await resource.save(request.site, request.body), 201),
    );
    app.put(
      `/${resource.path}/:id/`,
      {
        config,
        validatorCompiler: itemByItemBodies,
        schema: { tags, security, headers, params, body: resource.input, response: { 200: resource.answer } },
      },
      async (request, reply) => {
        const outcome = await resource.save(request.site, request.body, { id: request.params.id });
        return answer(reply, outcome.ok ? { ok: true, saved: outcome.saved } : outcome, 200, true);
      },
    );
    app.delete(
      `/${resource.path}/:id/`,
      { config, schema: { tags, security, headers, params } },
      async (request, reply) => {
        await resource.remove(request.site, request.params.id);
        return reply.code(204).send();
      },
    );
  };
}

function answer<T>(reply: FastifyReply, outcome: SaveOutcome<T>, status: number, single = false) {
  if (!outcome.ok) return reply.code(400).send(outcome.errors);
  return reply.code(status).send(single ? outcome.saved[0] : outcome.saved);
}
