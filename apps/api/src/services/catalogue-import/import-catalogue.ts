import type { Db } from "@sf/db";
import { writeCatalogue } from "@sf/db/catalogue-import";
import { type ImportProblem, readCatalogue } from "@sf/domain/catalogue-import";
import type { Site } from "../../lib/site.ts";
import { importContext } from "./import-context.ts";
import { type UploadedFile, uploadTables } from "./upload-tables.ts";

/** How many problems an answer lists (all are counted): enough to fix a file in one pass. */
export const MAX_REPORTED_PROBLEMS = 1000;

export type ImportReport = {
  dry_run: boolean;
  /** True when nothing was wrong (and, unless a dry run, everything was written). */
  ok: boolean;
  rows: { categories: number; brands: number; specifications: number; products: number };
  products: { created: number; updated: number };
  problem_count: number;
  problems: ImportProblem[];
};

/**
 * Reads an upload and checks every row against the site; a dry run stops there. Otherwise, if
 * no row is bad, writes the whole catalogue in one transaction (the catalogue's version moves
 * by the tables' triggers, so cached listings and product answers rebuild). Any bad row: nothing
 * is written.
 */
export async function importCatalogue(
  db: Db,
  site: Site,
  files: UploadedFile[],
  options: { dryRun: boolean },
): Promise<ImportReport> {
  const upload = await uploadTables(files);
  const { context, shopIds } = await importContext(db, site);
  const { catalogue, problems } = readCatalogue(upload.tables, context);
  problems.unshift(...upload.problems);
  const existing = context.existing.productCodes;
  const created = catalogue.products.filter((p) => !existing.has(p.code)).length;
  const report: ImportReport = {
    dry_run: options.dryRun,
    ok: problems.length === 0,
    rows: {
      categories: upload.tables.categories?.rows.length ?? 0,
      brands: upload.tables.brands?.rows.length ?? 0,
      specifications: upload.tables.specifications?.rows.length ?? 0,
      products: upload.tables.products?.rows.length ?? 0,
    },
    products: { created, updated: catalogue.products.length - created },
    problem_count: problems.length,
    problems: problems.slice(0, MAX_REPORTED_PROBLEMS),
  };
  if (options.dryRun || problems.length) return report;
  try {
    const summary = await db.transaction((tx) =>
      writeCatalogue(
        tx as unknown as Db,
        { siteId: site.id, languages: site.languages, mainLanguage: site.mainLanguage, shopIds },
        catalogue,
      ),
    );
    return { ...report, products: summary.products };
  } catch (error) {
    // What the rows' checks cannot see (a category's slug in another language that a
    // different category's path already has): the transaction is undone, nothing is written.
    const conflict = uniqueViolation(error);
    if (!conflict) throw error;
    const problem = { ...conflict, line: 1, column: "" };
    return {
      ...report,
      ok: false,
      problem_count: 1,
      problems: [problem],
      products: { created: 0, updated: 0 },
    };
  }
}

const CONFLICTS: Record<string, Pick<ImportProblem, "sheet" | "reason">> = {
  category_translations_site_lang_path: {
    sheet: "categories",
    reason: "Two categories would have the same path in one language: give one of them another slug there.",
  },
  product_translations_site_lang_slug: {
    sheet: "products",
    reason: "Two products would have the same slug in one language: give one of them another slug.",
  },
  brands_site_slug: {
    sheet: "brands",
    reason: "Two brands would have the same slug: give one of them another.",
  },
};

/** A unique index the writing ran into, as the problem a shop owner fixes; null for anything else. */
function uniqueViolation(error: unknown): Pick<ImportProblem, "sheet" | "reason"> | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505")
      return (
        CONFLICTS[String(constraint)] ?? {
          sheet: "products",
          reason: "A row repeats something the shop already has under another name; nothing was written.",
        }
      );
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
