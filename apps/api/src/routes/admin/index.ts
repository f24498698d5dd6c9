import type { FastifyPluginAsync } from "fastify";
import { adminAuthRoutes } from "./auth.ts";
import { registerStaffGuard } from "./guard.ts";
import { adminOrderRoutes } from "./orders.ts";
import { adminStaffRoutes } from "./staff.ts";

/**
 * /admin/api/*: the back-office's API (decision 0049). One guard for every route: the staff
 * session names the member and the shop, the route's area must be granted to their role.
 */
export const adminApiRoutes: FastifyPluginAsync<{ https: boolean }> = async (app, { https }) => {
  registerStaffGuard(app);
  await app.register(adminAuthRoutes, { https });
  await app.register(adminOrderRoutes);
  await app.register(adminStaffRoutes);
};
