import {
  adminOrderActionSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderNoteCreateSchema,
  adminOrderNoteSchema,
  adminStoreListSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listStores } from "../../services/admin/list-stores.ts";
import { actOnOrder, addOrderNote } from "../../services/admin/orders/act-on-order.ts";
import { getAdminOrder } from "../../services/admin/orders/get-order.ts";
import { listAdminOrders } from "../../services/admin/orders/list-orders.ts";
import { staffOf } from "./guard.ts";

/** Orders: the filtered list, one order, its status steps and internal notes. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "orders" } as const;
  const params = z.object({ id: idParamSchema("order") });

  app.get(
    "/orders",
    {
      config,
      schema: { tags, querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema } },
    },
    async (request) => listAdminOrders(app.db, request.site, request.lang, request.query),
  );
  app.get(
    "/orders/:id",
    { config, schema: { tags, params, response: { 200: adminOrderDetailSchema } } },
    async (request) => getAdminOrder(app.db, request.site, request.lang, request.params.id),
  );
  app.post(
    "/orders/:id/actions",
    {
      config,
      schema: { tags, params, body: adminOrderActionSchema, response: { 200: adminOrderDetailSchema } },
    },
    async (request) => {
      await actOnOrder(
        app.db,
        app.messaging,
        request.site,
        staffOf(request),
        request.params.id,
        request.body.action,
      );
      return getAdminOrder(app.db, request.site, request.lang, request.params.id);
    },
  );
  app.post(
    "/orders/:id/notes",
    {
      config,
      schema: { tags, params, body: adminOrderNoteCreateSchema, response: { 201: adminOrderNoteSchema } },
    },
    async (request, reply) => {
      const note = await addOrderNote(
        app.db,
        request.site,
        staffOf(request),
        request.params.id,
        request.body.text,
      );
      return reply.code(201).send(note);
    },
  );
  app.get("/stores", { config, schema: { tags, response: { 200: adminStoreListSchema } } }, async (request) =>
    listStores(app.db, request.site, request.lang),
  );
};
