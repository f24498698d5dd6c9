import {
  type CatalogueTables,
  checkText,
  decodeUtf8,
  type ImportProblem,
  parseCsv,
  SHEETS,
  type SheetName,
  type Table,
} from "@sf/domain/catalogue-import";
import type { CellValue } from "exceljs";
import { loadExcel } from "../../lib/rarely-used.ts";

/** An uploaded file: the form field it came in and its bytes. */
export type UploadedFile = { field: string; filename: string; bytes: Buffer };

export type UploadTables = { tables: CatalogueTables; problems: ImportProblem[] };

const isXlsx = (file: UploadedFile) =>
  /\.xlsx$/i.test(file.filename) || (file.bytes[0] === 0x50 && file.bytes[1] === 0x4b);

/**
 * The sheets of an upload: CSV files in the fields named after their sheet (products,
 * categories, brands, specifications), or one XLSX workbook whose sheets have those names. A
 * file that cannot be read at all (broken encoding, not a spreadsheet) is one problem, and
 * nothing of the import is written.
 */
export async function uploadTables(files: UploadedFile[]): Promise<UploadTables> {
  const tables: CatalogueTables = {};
  const problems: ImportProblem[] = [];
  for (const file of files) {
    if (isXlsx(file)) {
      await readWorkbook(file, tables, problems);
      continue;
    }
    const sheet = file.field as SheetName;
    // The workbook's field holding something else (a CSV, junk): no sheet of that name to report on.
    if (!SHEETS.includes(sheet)) {
      problems.push({
        sheet: "products",
        line: 1,
        column: "",
        reason: `The file in the field ${file.field.slice(0, 40)} is not an XLSX workbook: send a .xlsx, or CSV files in the fields ${SHEETS.join(", ")}.`,
      });
      continue;
    }
    const decoded = decodeUtf8(file.bytes);
    if (!decoded.ok) {
      problems.push({ sheet, line: decoded.line, column: "", reason: decoded.reason });
      continue;
    }
    const parsed = parseCsv(decoded.text);
    if (!parsed.ok) problems.push({ sheet, line: parsed.line, column: "", reason: parsed.reason });
    else tables[sheet] = parsed.table;
  }
  return { tables, problems };
}

async function readWorkbook(file: UploadedFile, tables: CatalogueTables, problems: ImportProblem[]) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  } catch {
    problems.push({
      sheet: "products",
      line: 1,
      column: "",
      reason: `${file.filename || "The file"} is not an XLSX workbook that can be read. Save it again from Excel or LibreOffice as .xlsx.`,
    });
    return;
  }
  let found = 0;
  for (const worksheet of workbook.worksheets) {
    const sheet = worksheet.name.trim().toLowerCase() as SheetName;
    if (!SHEETS.includes(sheet)) continue;
    found++;
    const rows: { line: number; cells: string[] }[] = [];
    let width = 0;
    worksheet.eachRow({ includeEmpty: false }, (row, line) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value);
      });
      if (line === 1) width = cells.length;
      rows.push({ line, cells });
    });
    const [header, ...body] = rows;
    if (!header) continue;
    const table: Table = {
      header: Array.from({ length: width }, (_, i) => (header.cells[i] ?? "").trim()),
      // Spreadsheets leave out trailing empty cells: pad every row to the header's width.
      rows: body.map(({ line, cells }) => ({
        line,
        cells:
          cells.length > width
            ? cells.map((c) => c ?? "")
            : Array.from({ length: width }, (_, i) => cells[i] ?? ""),
      })),
    };
    const text = [table.header, ...table.rows.map((r) => r.cells)]
      .map((cells) => cells.join("\t"))
      .join("\n");
    const garbled = checkText(text);
    if (!garbled.ok) problems.push({ sheet, line: garbled.line, column: "", reason: garbled.reason });
    else tables[sheet] = table;
  }
  if (!found)
    problems.push({
      sheet: "products",
      line: 1,
      column: "",
      reason: `The workbook has no sheet named ${SHEETS.join(", ")}.`,
    });
}

/** A cell's value as the text a CSV would hold (numbers with a dot, dates as YYYY-MM-DD). */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("text" in value) return String(value.text);
    if ("result" in value) return cellText(value.result as CellValue);
    if ("error" in value) return "";
  }
  return String(value);
}
