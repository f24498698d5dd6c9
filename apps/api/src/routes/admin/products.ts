import {
  adminProductDetailSchema,
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductOptionsSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteAdminProduct } from "../../services/admin/products/delete-product.ts";
import { getAdminProduct, getAdminProductOptions } from "../../services/admin/products/get-product.ts";
import { listAdminProducts } from "../../services/admin/products/list-products.ts";
import { saveAdminProduct } from "../../services/admin/products/save-product.ts";
import { staffOf } from "./guard.ts";

/** Products: the list, the editor's pickers, one product, create, replace and delete. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "catalogue" } as const;
  const params = z.object({ id: idParamSchema("product") });

  app.get(
    "/products",
    {
      config,
      schema: { tags, querystring: adminProductListQuerySchema, response: { 200: adminProductListSchema } },
    },
    async (request) => listAdminProducts(app.db, request.site, request.lang, request.query),
  );
  app.get(
    "/product-options",
    { config, schema: { tags, response: { 200: adminProductOptionsSchema } } },
    async (request) => getAdminProductOptions(app.db, request.site, request.lang),
  );
  app.get(
    "/products/:id",
    { config, schema: { tags, params, response: { 200: adminProductDetailSchema } } },
    async (request) => getAdminProduct(app.db, request.site, request.lang, request.params.id),
  );
  app.post(
    "/products",
    {
      config,
      schema: { tags, body: adminProductInputSchema, response: { 201: adminProductDetailSchema } },
    },
    async (request, reply) => {
      const saved = await saveAdminProduct(
        app.db,
        app.storage,
        request.site,
        staffOf(request),
        request.lang,
        null,
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );
  app.put(
    "/products/:id",
    {
      config,
      schema: { tags, params, body: adminProductInputSchema, response: { 200: adminProductDetailSchema } },
    },
    async (request) =>
      saveAdminProduct(
        app.db,
        app.storage,
        request.site,
        staffOf(request),
        request.lang,
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    "/products/:id",
    { config, schema: { tags, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteAdminProduct(app.db, request.site, staffOf(request), request.lang, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
