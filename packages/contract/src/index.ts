export * from "./catalogue.ts";
export * from "./common.ts";
export * from "./content.ts";
export * from "./settings.ts";
export * from "./showcase.ts";
