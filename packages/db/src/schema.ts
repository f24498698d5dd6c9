// The database's tables, one file per area of the shop; drizzle-kit reads them through this file.

export * from "./schema/api-tokens.ts";
export * from "./schema/board.ts";
export * from "./schema/catalogue.ts";
export * from "./schema/columns.ts";
export * from "./schema/content.ts";
export * from "./schema/credit.ts";
export * from "./schema/customers.ts";
export * from "./schema/meal-plans.ts";
export * from "./schema/orders.ts";
export * from "./schema/reviews.ts";
export * from "./schema/site.ts";
export * from "./schema/staff.ts";
export * from "./schema/uploads.ts";
