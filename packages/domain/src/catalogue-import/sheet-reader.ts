import { MAX_CELL_CHARS, REQUIRED_COLUMNS, SHEET_COLUMNS } from "./columns.ts";
import type { Table } from "./table.ts";
import type { ImportContext, ImportProblem, SheetName, Texts } from "./types.ts";

/** A row's cells by column name, and a way to report a bad one. */
export type RowReader = {
  line: number;
  /** The trimmed cell, "" when empty or the column is absent. */
  get(column: string): string;
  has(column: string): boolean;
  texts(prefix: string): Texts;
  problem(column: string, reason: string): void;
};

/** Where the sheet's header and row shape are checked; bad headers stop the sheet's rows. */
export function readSheet(
  sheet: SheetName,
  table: Table,
  context: Pick<ImportContext, "languages" | "mainLanguage" | "storeCount">,
  problems: ImportProblem[],
  eachRow: (row: RowReader) => void,
): void {
  const headerOk = checkHeader(sheet, table.header, context, problems);
  if (!headerOk) return;
  const index = new Map(table.header.map((name, i) => [name, i]));
  for (const { line, cells } of table.rows) {
    if (cells.every((cell) => cell.trim() === "")) continue;
    if (cells.length !== table.header.length) {
      problems.push({
        sheet,
        line,
        column: "",
        reason: `The row has ${cells.length} cells, the header ${table.header.length}: a separator or quote is missing or extra.`,
      });
      continue;
    }
    const long = cells.findIndex((cell) => cell.length > MAX_CELL_CHARS);
    if (long >= 0) {
      problems.push({
        sheet,
        line,
        column: table.header[long] ?? "",
        reason: `The cell is longer than ${MAX_CELL_CHARS} characters.`,
      });
      continue;
    }
    const get = (column: string) => {
      const i = index.get(column);
      return i === undefined ? "" : (cells[i] ?? "").trim();
    };
    eachRow({
      line,
      get,
      has: (column) => index.has(column),
      texts: (prefix) => {
        const out: Texts = {};
        for (const lang of context.languages) {
          const value = get(`${prefix}:${lang}`);
          if (value) out[lang] = value;
        }
        return out;
      },
      problem: (column, reason) => problems.push({ sheet, line, column, reason }),
    });
  }
}

function checkHeader(
  sheet: SheetName,
  header: string[],
  context: Pick<ImportContext, "languages" | "mainLanguage" | "storeCount">,
  problems: ImportProblem[],
): boolean {
  const before = problems.length;
  const report = (column: string, reason: string) => problems.push({ sheet, line: 1, column, reason });
  const { plain, localized } = SHEET_COLUMNS[sheet];
  const seen = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) report(name, "The column appears twice.");
    seen.add(name);
    if (plain.includes(name)) continue;
    const [prefix, suffix] = name.split(":", 2) as [string, string | undefined];
    if (suffix !== undefined && localized.includes(prefix)) {
      if (!context.languages.includes(suffix))
        report(
          name,
          `The shop has no language "${suffix}" (its languages: ${context.languages.join(", ")}).`,
        );
      continue;
    }
    if (sheet === "products" && prefix === "stock" && suffix !== undefined) {
      const n = Number(suffix);
      if (!Number.isInteger(n) || n < 1 || n > context.storeCount)
        report(
          name,
          context.storeCount
            ? `Stock columns are stock:1 to stock:${context.storeCount}, one per store of the shop.`
            : "The shop has no stores to hold stock.",
        );
      continue;
    }
    report(name || "(empty)", `Unknown column "${name}".`);
  }
  for (const required of REQUIRED_COLUMNS[sheet]) {
    const name = required.endsWith(":") ? `${required}${context.mainLanguage}` : required;
    if (!seen.has(name)) report(name, `The column "${name}" is required.`);
  }
  return problems.length === before;
}

/** Cell parsers: a value, or undefined after reporting why the cell is wrong. */
export function numberCell(
  row: RowReader,
  column: string,
  rule: { min?: number; above?: number; integer?: boolean; max?: number },
): number | null | undefined {
  const raw = row.get(column);
  if (raw === "") return null;
  // "12,50" from a spreadsheet with a decimal comma; spaces as thousands separators.
  const normal = raw.replace(/[\s\u00a0]/g, "").replace(/^(-?\d+),(\d+)$/, "$1.$2");
  const value = /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : Number.NaN;
  if (!Number.isFinite(value)) return void row.problem(column, `"${raw}" is not a number.`);
  if (rule.integer && !Number.isInteger(value))
    return void row.problem(column, `"${raw}" is not a whole number.`);
  if (rule.above !== undefined && !(value > rule.above))
    return void row.problem(column, `Must be greater than ${rule.above}.`);
  if (rule.min !== undefined && value < rule.min)
    return void row.problem(column, `Must be at least ${rule.min}.`);
  if (rule.max !== undefined && value > rule.max)
    return void row.problem(column, `Must be at most ${rule.max}.`);
  return value;
}

const YES = new Set(["yes", "true", "1", "da", "да", "так", "y"]);
const NO = new Set(["no", "false", "0", "nu", "нет", "ні", "n"]);

export function booleanCell(row: RowReader, column: string, fallback: boolean): boolean | undefined {
  const raw = row.get(column).toLowerCase();
  if (raw === "") return fallback;
  if (YES.has(raw)) return true;
  if (NO.has(raw)) return false;
  return void row.problem(column, `"${row.get(column)}" is not yes or no.`);
}

export function listCell(row: RowReader, column: string): string[] {
  return row
    .get(column)
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);
}

export const SLUG = /^[a-z0-9-]+$/;
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
