export {
  createPglite,
  type Database,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  openDatabase,
} from "./client.ts";
export type { Localized, OrderAddress } from "./schema.ts";
export * as schema from "./schema.ts";
export { demoApiKey } from "./seed/api-tokens/write.ts";
export { productPicturePath, seedCatalogue, validateCatalogue } from "./seed/catalogue.ts";
export type { CatalogueSeed, CategorySeed, ProductSeed } from "./seed/catalogue-types.ts";
export { isSeeded, seedDemo } from "./seed/index.ts";
export { demoInfoPages, type InfoPagesSeed } from "./seed/info-pages/index.ts";
export type { ShowcaseSeed } from "./seed/showcase/types.ts";
export { seedShowcase } from "./seed/showcase/write.ts";
export { type DemoSite, demoSites } from "./seed/sites.ts";
export { type DemoVariant, demoVariants } from "./seed/variants.ts";
