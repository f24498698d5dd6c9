export {
  createPglite,
  type Database,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  openDatabase,
} from "./client.ts";
export type { Localized } from "./schema.ts";
export * as schema from "./schema.ts";
export { isSeeded, seedDemo } from "./seed/index.ts";
export { type DemoSite, demoSites } from "./seed/sites.ts";
