import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { writeAudit } from "../../services/admin/audit.ts";
import { clearSitePages } from "../../services/external/site-pages.ts";
import { adminAuthRoutes } from "./auth.ts";
import { adminBoardRoutes } from "./board.ts";
import { adminCatalogueRoutes } from "./catalogue.ts";
import { catalogueImportRoutes } from "./catalogue-import.ts";
import { adminPropertyRoutes } from "./catalogue-properties.ts";
import { adminContentRoutes } from "./content.ts";
import { adminCustomerRoutes } from "./customers.ts";
import { registerStaffGuard } from "./guard.ts";
import { adminInboxRoutes } from "./inboxes.ts";
import { adminMediaRoutes } from "./media.ts";
import { adminMediaPreviewRoutes } from "./media-preview.ts";
import { adminOrderRoutes } from "./orders.ts";
import { adminProductRoutes } from "./products.ts";
import { adminShopRoutes } from "./shop.ts";
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
  await app.register(adminShopRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminMediaRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminInboxRoutes);
  await app.register(adminBoardRoutes);
  await app.register(adminMediaPreviewRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminPropertyRoutes);
  // The catalogue as CSV or XLSX, in and out (decision 0051): the catalogue area's.
  await app.register(async (scope) => {
    scope.addHook("onRoute", (route) => {
      route.config = { ...route.config, staff: "catalogue" };
    });
    await scope.register(catalogueImportRoutes, {
      prefix: "/catalogue",
      // The guard above has checked the session and the area; this holds should it be bypassed.
      authorize: async (request) => {
        if (!request.staff) throw new AppError("not_authenticated", "Sign in to the back-office.");
      },
      onCatalogueChanged: async (request, report) => {
        // The tables' triggers move the catalogue version already; the purge says so on purpose.
        await clearSitePages(app.db, request.site.id);
        if (!request.staff) return;
        await writeAudit(app.db, request.staff, {
          action: "catalogue.import",
          entity: "catalogue",
          entityId: request.site.id,
          before: null,
          after: { rows: report.rows, products: report.products },
        });
      },
    });
  });
};
