import {
  adminBrandListSchema,
  adminBrandSchema,
  adminBrandWriteSchema,
  adminCategoryListSchema,
  adminCategoryMoveSchema,
  adminCategorySchema,
  adminCategoryWriteSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createBrand, deleteBrand, listBrands, updateBrand } from "../../services/admin/catalogue/brands.ts";
import {
  createCategory,
  deleteCategory,
  listCategories,
  moveCategory,
  updateCategory,
} from "../../services/admin/catalogue/categories.ts";
import { staffOf } from "./guard.ts";

/** The catalogue's structure: categories (a tree with order, texts per language, banner) and brands. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "catalogue" } as const;
  const params = z.object({ id: idParamSchema("category") });

  app.get(
    "/catalogue/categories",
    { config, schema: { tags, response: { 200: adminCategoryListSchema } } },
    async (request) => listCategories(app.db, request.site.id),
  );
  app.post(
    "/catalogue/categories",
    { config, schema: { tags, body: adminCategoryWriteSchema, response: { 201: adminCategorySchema } } },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app.db, staffOf(request), request.site, request.body)),
  );
  app.patch(
    "/catalogue/categories/:id",
    {
      config,
      schema: { tags, params, body: adminCategoryWriteSchema, response: { 200: adminCategorySchema } },
    },
    async (request) =>
      updateCategory(app.db, staffOf(request), request.site, request.params.id, request.body),
  );
  app.delete("/catalogue/categories/:id", { config, schema: { tags, params } }, async (request, reply) => {
    await deleteCategory(app.db, staffOf(request), request.site.id, request.params.id);
    return reply.code(204).send();
  });
  app.post(
    "/catalogue/categories/:id/move",
    { config, schema: { tags, params, body: adminCategoryMoveSchema } },
    async (request, reply) => {
      await moveCategory(
        app.db,
        staffOf(request),
        request.site.id,
        request.params.id,
        request.body.direction,
      );
      return reply.code(204).send();
    },
  );

  const brandParams = z.object({ id: idParamSchema("brand") });
  app.get(
    "/catalogue/brands",
    { config, schema: { tags, response: { 200: adminBrandListSchema } } },
    async (request) => listBrands(app.db, request.site.id),
  );
  app.post(
    "/catalogue/brands",
    { config, schema: { tags, body: adminBrandWriteSchema, response: { 201: adminBrandSchema } } },
    async (request, reply) =>
      reply.code(201).send(await createBrand(app.db, staffOf(request), request.site.id, request.body)),
  );
  app.patch(
    "/catalogue/brands/:id",
    {
      config,
      schema: { tags, params: brandParams, body: adminBrandWriteSchema, response: { 200: adminBrandSchema } },
    },
    async (request) =>
      updateBrand(app.db, staffOf(request), request.site.id, request.params.id, request.body),
  );
  app.delete(
    "/catalogue/brands/:id",
    { config, schema: { tags, params: brandParams } },
    async (request, reply) => {
      await deleteBrand(app.db, staffOf(request), request.site.id, request.params.id);
      return reply.code(204).send();
    },
  );
};
