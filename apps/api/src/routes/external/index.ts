import {
  externalCategoryInputSchema,
  externalCategorySchema,
  externalHeadersSchema,
  externalOrderSchema,
  externalProductInputSchema,
  externalProductSchema,
  externalSpecificationInputSchema,
  externalSpecificationSchema,
  externalSpecificationValueInputSchema,
  externalSpecificationValueSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  deleteExternalCategory,
  getExternalCategory,
  listExternalCategories,
  saveExternalCategories,
} from "../../services/external/categories.ts";
import { getExternalOrder } from "../../services/external/get-external-order.ts";
import {
  deleteExternalProduct,
  getExternalProduct,
  listExternalProducts,
} from "../../services/external/product-answers.ts";
import { saveExternalProducts } from "../../services/external/save-products.ts";
import {
  deleteExternal,
  getExternal,
  listExternal,
  saveExternalSpecifications,
  saveExternalSpecificationValues,
} from "../../services/external/specifications.ts";
import { registerApiKeyAuth } from "./api-key.ts";
import { acceptEmptyJsonBodies, resourceRoutes } from "./resource.ts";

/**
 * /external/*: the original platform's integration API for ERPs (decision 0050). Every call
 * names its shop by the `API-Token` key alone; answers and errors in DRF's shapes.
 */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerApiKeyAuth(app);
  acceptEmptyJsonBodies(app);
  const db = app.db;

  await app.register(
    resourceRoutes({
      path: "category",
      what: "category",
      input: externalCategoryInputSchema,
      answer: externalCategorySchema,
      list: (site, page, size) => listExternalCategories(db, site.id, page, size),
      get: (site, id) => getExternalCategory(db, site.id, id),
      save: (site, body, only) => saveExternalCategories(db, site, body, only),
      remove: (site, id) => deleteExternalCategory(db, site.id, id),
    }),
  );
  await app.register(
    resourceRoutes({
      path: "product",
      what: "product",
      input: externalProductInputSchema,
      answer: externalProductSchema,
      list: (site, page, size) => listExternalProducts(db, site.id, page, size),
      get: (site, id) => getExternalProduct(db, site.id, id),
      save: (site, body, only) => saveExternalProducts(db, site, body, only),
      remove: (site, id) => deleteExternalProduct(db, site.id, id),
    }),
  );
  await app.register(
    resourceRoutes({
      path: "specification",
      what: "specification",
      input: externalSpecificationInputSchema,
      answer: externalSpecificationSchema,
      list: (site, page, size) => listExternal(db, "specification", site.id, page, size),
      get: (site, id) => getExternal(db, "specification", site.id, id),
      save: (site, body, only) => saveExternalSpecifications(db, site, body, only),
      remove: (site, id) => deleteExternal(db, "specification", site.id, id),
    }),
  );
  await app.register(
    resourceRoutes({
      path: "specification-value",
      what: "specification value",
      input: externalSpecificationValueInputSchema,
      answer: externalSpecificationValueSchema,
      list: (site, page, size) => listExternal(db, "value", site.id, page, size),
      get: (site, id) => getExternal(db, "value", site.id, id),
      save: (site, body, only) => saveExternalSpecificationValues(db, site, body, only),
      remove: (site, id) => deleteExternal(db, "value", site.id, id),
    }),
  );

  app.get(
    "/external-order/:order_id",
    {
      config: { public: true },
      schema: {
        tags: ["external"],
        security: [{ apiToken: [] }],
        headers: externalHeadersSchema,
        params: z.object({ order_id: idParamSchema("order") }),
        response: { 200: externalOrderSchema },
      },
    },
    async (request) => getExternalOrder(app.db, request.site, request.params.order_id),
  );
};
