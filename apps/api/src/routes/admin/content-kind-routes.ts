import type { Db } from "@sf/db";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Site } from "../../lib/site.ts";
import type { StaffActor } from "../../services/admin/actor.ts";
import { staffOf } from "./guard.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A content kind's operations, as its service exports them (list and read are optional). */
export type ContentOperations<Id, Write> = {
  list?: (db: Db, site: Site) => Promise<unknown>;
  get?: (db: Db, site: Site, id: Id) => Promise<unknown>;
  create: (db: Db, site: Site, actor: StaffActor, body: Write) => Promise<unknown>;
  update: (db: Db, site: Site, actor: StaffActor, id: Id, body: Write) => Promise<unknown>;
  remove: (db: Db, site: Site, actor: StaffActor, id: Id) => Promise<void>;
  reorder?: (db: Db, site: Site, actor: StaffActor, ids: number[]) => Promise<unknown>;
};

/**
 * The same five (or six) routes of a content kind under `path`, in the content area:
 * GET path (the list), GET path/:id, POST path (201), PATCH path/:id, DELETE path/:id (204), and
 * POST path/order when the storefront shows the kind in an order. Handlers only parse and call.
 */
export function contentKindRoutes<Id, Write>(
  app: App,
  path: string,
  schemas: {
    /** The item's path parameter: `{ id: idParamSchema("offer") }`, `{ key: ... }`. */
    param: z.ZodObject;
    write: z.ZodType;
    item: z.ZodType;
    list?: z.ZodType;
    order?: z.ZodType;
  },
  service: ContentOperations<Id, Write>,
): void {
  const tags = ["admin"];
  const config = { staff: "content" } as const;
  const [name] = Object.keys(schemas.param.shape);
  const one = `${path}/:${name}`;
  const idOf = (request: { params: unknown }) => (request.params as Record<string, Id>)[name as string] as Id;
  const { param: params, write: body, item } = schemas;
  // The zod type provider checks bodies and answers against these schemas; the service's types
  // are the schemas' outputs, so the casts below only bridge the generic.
  const routes = app as unknown as FastifyInstance;
  const db = () => app.db;

  if (service.list && schemas.list)
    routes.get(path, { config, schema: { tags, response: { 200: schemas.list } } }, async (request) =>
      service.list?.(db(), request.site),
    );
  if (service.get)
    routes.get(one, { config, schema: { tags, params, response: { 200: item } } }, async (request) =>
      service.get?.(db(), request.site, idOf(request)),
    );
  routes.post(path, { config, schema: { tags, body, response: { 201: item } } }, async (request, reply) =>
    reply.code(201).send(await service.create(db(), request.site, staffOf(request), request.body as Write)),
  );
  if (service.reorder && schemas.order && schemas.list)
    routes.post(
      `${path}/order`,
      { config, schema: { tags, body: schemas.order, response: { 200: schemas.list } } },
      async (request) =>
        service.reorder?.(db(), request.site, staffOf(request), (request.body as { ids: number[] }).ids),
    );
  routes.patch(one, { config, schema: { tags, params, body, response: { 200: item } } }, async (request) =>
    service.update(db(), request.site, staffOf(request), idOf(request), request.body as Write),
  );
  routes.delete(
    one,
    { config, schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(db(), request.site, staffOf(request), idOf(request));
      return reply.code(204).send(null);
    },
  );
}
