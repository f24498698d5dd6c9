/**
 * Catalogue import and export (issue 16, decision 0051): bytes -> text (UTF-8 or a clear
 * refusal), CSV -> tables, tables -> a checked catalogue with every bad row's line, column and
 * reason; and back. Pure: the API reads uploads and the database, the seed reads data files.
 */
export * from "./columns.ts";
export * from "./decode.ts";
export * from "./read-catalogue.ts";
export * from "./table.ts";
export * from "./types.ts";
export * from "./write-catalogue.ts";
