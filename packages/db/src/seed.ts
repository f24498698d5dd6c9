/**
 * `@sf/db/seed`: the demo shops, imported only where they are written (the API's first start,
 * the tests' fixtures, scripts). The catalogues are data files (seed-data/<theme>) loaded by the
 * catalogue import (decision 0051).
 */
export { demoApiKey } from "./seed/api-tokens/write.ts";
export { BOARD_THEME, seedBoard } from "./seed/board/write.ts";
export { catalogueIds, seedCatalogue, validateCatalogue } from "./seed/catalogue.ts";
export type { CatalogueSeed, CategorySeed, ProductSeed } from "./seed/catalogue-types.ts";
export { loadDemoCatalogue } from "./seed/demo-catalogue.ts";
export { DEMO_PROMO_CODE, isSeeded, seedDemo } from "./seed/index.ts";
export { demoInfoPages, type InfoPagesSeed } from "./seed/info-pages/index.ts";
export type { ShowcaseSeed } from "./seed/showcase/types.ts";
export { seedShowcase } from "./seed/showcase/write.ts";
export { type DemoSite, demoSites } from "./seed/sites.ts";
export { type DemoVariant, demoVariants } from "./seed/variants.ts";
