export {
  createPglite,
  type Database,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  openDatabase,
} from "./client.ts";
export type { Localized, OrderAddress, OrderStockTaken } from "./schema.ts";
export * as schema from "./schema.ts";
