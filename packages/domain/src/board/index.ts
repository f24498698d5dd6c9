export * from "./accounts.ts";
export * from "./advert-filters.ts";
export * from "./advert-form.ts";
export * from "./cadastral.ts";
export * from "./complaints.ts";
export * from "./map.ts";
export * from "./measures.ts";
export * from "./moderation.ts";
