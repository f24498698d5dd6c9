import type { Db } from "@sf/db";
import { SHEETS, type SheetName, writeCatalogue, writeCsv } from "@sf/domain/catalogue-import";
import { loadExcel } from "../../lib/rarely-used.ts";
import type { Site } from "../../lib/site.ts";
import { readSiteCatalogue } from "./read-site-catalogue.ts";

export type ExportFile = { filename: string; contentType: string; body: Buffer | string };

/**
 * The site's catalogue in the import's layout: one sheet as CSV, or the four sheets in one XLSX
 * workbook. Importing the file back changes nothing.
 */
export async function exportCatalogue(
  db: Db,
  site: Site,
  options: { format: "csv" | "xlsx"; sheet: SheetName },
): Promise<ExportFile> {
  const { catalogue, storeCount } = await readSiteCatalogue(db, site);
  const sheets = writeCatalogue(catalogue, {
    languages: site.languages,
    mainLanguage: site.mainLanguage,
    storeCount,
  });
  if (options.format === "csv") {
    const { header, rows } = sheets[options.sheet];
    return {
      filename: `${site.code}-${options.sheet}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: writeCsv(header, rows),
    };
  }
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  for (const name of SHEETS) {
    const worksheet = workbook.addWorksheet(name);
    const { header, rows } = sheets[name];
    worksheet.addRow(header).font = { bold: true };
    // Every cell as text: codes like "007" and prices stay as the import reads them.
    for (const row of rows) worksheet.addRow(row);
    worksheet.views = [{ state: "frozen", ySplit: 1 }];
  }
  return {
    filename: `${site.code}-catalogue.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
