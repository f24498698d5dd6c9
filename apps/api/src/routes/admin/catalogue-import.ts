import fastifyMultipart from "@fastify/multipart";
import {
  type CatalogueImportReport,
  catalogueExportQuerySchema,
  catalogueImportBodySchema,
  catalogueImportReportSchema,
} from "@sf/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { exportCatalogue } from "../../services/catalogue-import/export-catalogue.ts";
import { importCatalogue } from "../../services/catalogue-import/import-catalogue.ts";
import { IMPORT_FORM_LIMITS, readImportForm } from "../../services/catalogue-import/read-import-form.ts";

export type CatalogueImportOptions = {
  /**
   * Who may import and export: the staff check (a manager of the request's site). The plugin has
   * no default: it is mounted only behind the back-office's staff sign-in.
   */
  authorize: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Called after an import was written (the back-office writes it to the audit log). */
  onCatalogueChanged?: (request: FastifyRequest, report: CatalogueImportReport) => Promise<void>;
};

/**
 * /admin/api/catalogue/import[/dry-run] and /admin/api/catalogue/export: the catalogue as CSV or
 * XLSX, in and out (decision 0051). Register with `{ prefix: "/admin/api/catalogue" }`.
 */
export const catalogueImportRoutes: FastifyPluginAsyncZod<CatalogueImportOptions> = async (app, options) => {
  const tags = ["admin"];
  app.addHook("preHandler", options.authorize);
  app.get(
    "/export",
    {
      schema: {
        tags,
        querystring: catalogueExportQuerySchema,
        description: "The catalogue as one sheet in CSV, or the four sheets in an XLSX workbook.",
      },
    },
    async (request, reply) => {
      const file = await exportCatalogue(app.db, request.site, request.query);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );

  // Multipart is read by the import's routes only (their own scope).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: IMPORT_FORM_LIMITS, throwFileSizeLimit: true });
    const route = (url: string, dryRun: boolean) =>
      scope.post(
        url,
        {
          schema: {
            tags,
            consumes: ["multipart/form-data"],
            body: catalogueImportBodySchema,
            response: { 200: catalogueImportReportSchema, 422: catalogueImportReportSchema },
          },
          validatorCompiler: () => (data) => ({ value: data }),
        },
        async (request, reply) => {
          const files = await readImportForm(request);
          const report = await importCatalogue(app.db, request.site, files, { dryRun });
          if (!report.ok) return reply.code(422).send(report);
          if (!dryRun) await options.onCatalogueChanged?.(request, report);
          return report;
        },
      );
    route("/import/dry-run", true);
    route("/import", false);
  });
};
