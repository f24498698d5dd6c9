export * from "./catalogue.ts";
export * from "./common.ts";
export * from "./content.ts";
export * from "./product-page.ts";
export * from "./reviews.ts";
export * from "./search.ts";
export * from "./settings.ts";
export * from "./showcase.ts";
