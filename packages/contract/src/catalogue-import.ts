import { z } from "zod";

/**
 * The back-office's catalogue import and export (issue 16, decision 0051):
 * `POST /admin/api/catalogue/import/dry-run`, `POST /admin/api/catalogue/import` (multipart:
 * CSV files in the fields products, categories, brands, specifications, or one XLSX workbook in
 * the field file) and `GET /admin/api/catalogue/export`.
 */
export const CATALOGUE_SHEETS = ["categories", "brands", "specifications", "products"] as const;

/** Documents the multipart body; the parts are read and checked by the handler as they stream. */
export const catalogueImportBodySchema = z.object({
  products: z.string().optional().describe("products.csv"),
  categories: z.string().optional().describe("categories.csv"),
  brands: z.string().optional().describe("brands.csv"),
  specifications: z.string().optional().describe("specifications.csv"),
  file: z.string().optional().describe("A workbook (.xlsx) with the sheets above instead of CSV files."),
});

export const catalogueImportProblemSchema = z.object({
  sheet: z.enum(CATALOGUE_SHEETS),
  /** 1-based line of the file (the header is line 1). */
  line: z.number(),
  /** The column's header, or "" for the whole row or file. */
  column: z.string(),
  reason: z.string(),
});

export const catalogueImportReportSchema = z.object({
  dry_run: z.boolean(),
  ok: z.boolean(),
  rows: z.object({
    categories: z.number(),
    brands: z.number(),
    specifications: z.number(),
    products: z.number(),
  }),
  products: z.object({ created: z.number(), updated: z.number() }),
  /** Every problem counted; `problems` lists the first thousand. */
  problem_count: z.number(),
  problems: z.array(catalogueImportProblemSchema),
});
export type CatalogueImportReport = z.infer<typeof catalogueImportReportSchema>;

export const catalogueExportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "format is csv or xlsx." }).default("xlsx"),
  /** With format=csv: which sheet (one CSV file each). */
  sheet: z
    .enum(CATALOGUE_SHEETS, { error: `sheet is one of ${CATALOGUE_SHEETS.join(", ")}.` })
    .default("products"),
});
