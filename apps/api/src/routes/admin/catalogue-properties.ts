import {
  adminPropertyDeleteQuerySchema,
  adminPropertyListSchema,
  adminPropertyMoveSchema,
  adminPropertySchema,
  adminPropertyValueSchema,
  adminPropertyValueWriteSchema,
  adminPropertyWriteSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createProperty,
  deleteProperty,
  moveProperty,
  updateProperty,
} from "../../services/admin/catalogue/properties.ts";
import { listProperties } from "../../services/admin/catalogue/property-list.ts";
import {
  createPropertyValue,
  deletePropertyValue,
  movePropertyValue,
  updatePropertyValue,
} from "../../services/admin/catalogue/property-values.ts";
import { staffOf } from "./guard.ts";

/**
 * The catalogue's properties and their values (the storefront's listing filters and product-page
 * properties). A delete of one that products carry answers 409 with how many, unless `?detach=true`.
 */
export const adminPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "catalogue" } as const;
  const params = z.object({ id: idParamSchema("property") });
  const valueParams = z.object({ id: idParamSchema("property value") });

  app.get(
    "/catalogue/properties",
    { config, schema: { tags, response: { 200: adminPropertyListSchema } } },
    async (request) => listProperties(app.db, request.site.id),
  );
  app.post(
    "/catalogue/properties",
    { config, schema: { tags, body: adminPropertyWriteSchema, response: { 201: adminPropertySchema } } },
    async (request, reply) =>
      reply.code(201).send(await createProperty(app.db, staffOf(request), request.site, request.body)),
  );
  app.patch(
    "/catalogue/properties/:id",
    {
      config,
      schema: { tags, params, body: adminPropertyWriteSchema, response: { 200: adminPropertySchema } },
    },
    async (request) =>
      updateProperty(app.db, staffOf(request), request.site, request.params.id, request.body),
  );
  app.delete(
    "/catalogue/properties/:id",
    { config, schema: { tags, params, querystring: adminPropertyDeleteQuerySchema } },
    async (request, reply) => {
      await deleteProperty(
        app.db,
        staffOf(request),
        request.site.id,
        request.params.id,
        request.query.detach,
      );
      return reply.code(204).send();
    },
  );
  app.post(
    "/catalogue/properties/:id/move",
    { config, schema: { tags, params, body: adminPropertyMoveSchema } },
    async (request, reply) => {
      await moveProperty(
        app.db,
        staffOf(request),
        request.site.id,
        request.params.id,
        request.body.direction,
      );
      return reply.code(204).send();
    },
  );

  app.post(
    "/catalogue/properties/:id/values",
    {
      config,
      schema: {
        tags,
        params,
        body: adminPropertyValueWriteSchema,
        response: { 201: adminPropertyValueSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPropertyValue(app.db, staffOf(request), request.site, request.params.id, request.body),
        ),
  );
  app.patch(
    "/catalogue/property-values/:id",
    {
      config,
      schema: {
        tags,
        params: valueParams,
        body: adminPropertyValueWriteSchema,
        response: { 200: adminPropertyValueSchema },
      },
    },
    async (request) =>
      updatePropertyValue(app.db, staffOf(request), request.site, request.params.id, request.body),
  );
  app.delete(
    "/catalogue/property-values/:id",
    { config, schema: { tags, params: valueParams, querystring: adminPropertyDeleteQuerySchema } },
    async (request, reply) => {
      await deletePropertyValue(
        app.db,
        staffOf(request),
        request.site.id,
        request.params.id,
        request.query.detach,
      );
      return reply.code(204).send();
    },
  );
  app.post(
    "/catalogue/property-values/:id/move",
    { config, schema: { tags, params: valueParams, body: adminPropertyMoveSchema } },
    async (request, reply) => {
      await movePropertyValue(
        app.db,
        staffOf(request),
        request.site.id,
        request.params.id,
        request.body.direction,
      );
      return reply.code(204).send();
    },
  );
};
