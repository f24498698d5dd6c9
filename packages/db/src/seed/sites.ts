import { defaultSite } from "./sites/default.ts";
import { ecaterixSite } from "./sites/ecaterix.ts";
import { ecomSite } from "./sites/ecom.ts";
import { farmacieSite } from "./sites/farmacie.ts";
import { foundationSite } from "./sites/foundation.ts";
import { primebuySite } from "./sites/primebuy.ts";
import { terenuriSite } from "./sites/terenuri.ts";
import type { SiteSeed } from "./types.ts";

export type DemoSite = SiteSeed;

/** The demo shops the seed creates, one per theme, in theme order. */
export const demoSites: SiteSeed[] = [
  defaultSite,
  ecaterixSite,
  foundationSite,
  farmacieSite,
  ecomSite,
  primebuySite,
  terenuriSite,
];
