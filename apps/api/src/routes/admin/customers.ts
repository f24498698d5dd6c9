import {
  adminCompanyListQuerySchema,
  adminCompanyListSchema,
  adminCustomerDetailSchema,
  adminCustomerListQuerySchema,
  adminCustomerListSchema,
  adminPointsAdjustSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adjustCustomerPoints } from "../../services/admin/customers/adjust-points.ts";
import { getCustomer } from "../../services/admin/customers/get-customer.ts";
import { listCompanies } from "../../services/admin/customers/list-companies.ts";
import { listCustomers } from "../../services/admin/customers/list-customers.ts";
import { staffOf } from "./guard.ts";

/** Customers: the searchable list, one customer with orders and points, points adjustments, companies. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const config = { staff: "customers" } as const;
  const params = z.object({ id: idParamSchema("customer") });

  app.get(
    "/customers",
    {
      config,
      schema: { tags, querystring: adminCustomerListQuerySchema, response: { 200: adminCustomerListSchema } },
    },
    async (request) => listCustomers(app.db, request.site.id, request.query),
  );
  app.get(
    "/customers/:id",
    { config, schema: { tags, params, response: { 200: adminCustomerDetailSchema } } },
    async (request) => getCustomer(app.db, request.site, request.params.id),
  );
  app.post(
    "/customers/:id/points",
    {
      config,
      schema: { tags, params, body: adminPointsAdjustSchema, response: { 200: adminCustomerDetailSchema } },
    },
    async (request) => {
      await adjustCustomerPoints(app.db, staffOf(request), request.params.id, request.body);
      return getCustomer(app.db, request.site, request.params.id);
    },
  );
  app.get(
    "/companies",
    {
      config,
      schema: { tags, querystring: adminCompanyListQuerySchema, response: { 200: adminCompanyListSchema } },
    },
    async (request) => listCompanies(app.db, request.site.id, request.query),
  );
};
