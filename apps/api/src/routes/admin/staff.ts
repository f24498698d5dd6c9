import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminDashboardSchema,
  adminStaffCreateSchema,
  adminStaffListSchema,
  adminStaffSchema,
  adminStaffUpdateSchema,
  idParamSchema,
} from "@sf/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listAudit } from "../../services/admin/audit.ts";
import { getDashboard } from "../../services/admin/dashboard.ts";
import { createStaff, listStaff, updateStaff } from "../../services/admin/staff-members.ts";
import { staffOf } from "./guard.ts";

/** The dashboard, staff management and the audit log. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const staff = { staff: "staff" } as const;

  app.get(
    "/dashboard",
    { config: { staff: "dashboard" }, schema: { tags, response: { 200: adminDashboardSchema } } },
    async (request) => getDashboard(app.db, request.site, request.lang),
  );
  app.get(
    "/staff",
    { config: staff, schema: { tags, response: { 200: adminStaffListSchema } } },
    async (request) => listStaff(app.db, request.site.id),
  );
  app.post(
    "/staff",
    { config: staff, schema: { tags, body: adminStaffCreateSchema, response: { 201: adminStaffSchema } } },
    async (request, reply) => reply.code(201).send(await createStaff(app.db, staffOf(request), request.body)),
  );
  app.patch(
    "/staff/:id",
    {
      config: staff,
      schema: {
        tags,
        params: z.object({ id: idParamSchema("staff member") }),
        body: adminStaffUpdateSchema,
        response: { 200: adminStaffSchema },
      },
    },
    async (request) => updateStaff(app.db, staffOf(request), request.params.id, request.body),
  );
  app.get(
    "/audit",
    {
      config: { staff: "audit" },
      schema: { tags, querystring: adminAuditQuerySchema, response: { 200: adminAuditListSchema } },
    },
    async (request) => listAudit(app.db, request.site.id, request.query),
  );
};
