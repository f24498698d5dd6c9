export * from "./format.ts";
export * from "./locales.ts";
export * from "./translate.ts";
