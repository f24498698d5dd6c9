import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/** One sheet of an import: its header and its rows, each with the line it came from. */
export type Table = { header: string[]; rows: TableRow[] };
export type TableRow = { line: number; cells: string[] };

export type TableResult = { ok: true; table: Table } | { ok: false; line: number; reason: string };

/** The delimiter Excel used: `;` where the decimal mark is a comma (ro, ru, uk), `,` elsewhere. */
export function sniffDelimiter(text: string): "," | ";" | "\t" {
  const head = text.slice(0, text.indexOf("\n") === -1 ? text.length : text.indexOf("\n"));
  const count = (ch: string) => head.split(ch).length - 1;
  const counts = { ",": count(","), ";": count(";"), "\t": count("\t") } as const;
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return counts[";"] > counts[","] ? ";" : ",";
}

/**
 * A CSV text as a table. A row with a different number of cells than the header is kept (the
 * reader reports it with its line); a quote never closed stops the reading with its line.
 */
export function parseCsv(text: string): TableResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: sniffDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      const reason =
        error.code === "CSV_QUOTE_NOT_CLOSED"
          ? `A quoted cell opened on or before line ${line} is never closed.`
          : `The CSV cannot be read at line ${line}: ${error.message.replace(/^Invalid [^:]*: /, "")}`;
      return { ok: false, line, reason };
    }
    throw error;
  }
  const [first, ...rest] = records;
  if (!first) return { ok: false, line: 1, reason: "The file has no header row." };
  let previousEnd = first.info.lines;
  const rows: TableRow[] = [];
  for (const { record, info } of rest) {
    // The line a record starts on: after the previous one (empty lines between are skipped).
    const lines = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    rows.push({ line: Math.max(previousEnd + 1, info.lines - lines), cells: record });
    previousEnd = info.lines;
  }
  return { ok: true, table: { header: first.record.map((h) => h.trim()), rows } };
}

/** A table as CSV text (comma-separated, UTF-8 with a BOM so Excel opens Cyrillic right). */
export function writeCsv(header: string[], rows: string[][]): string {
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: "\n" })}`;
}
