import type { ThemeName } from "@sf/themes";
import type { CatalogueSeed } from "../catalogue-types.ts";
import { defaultCatalogue } from "./default.ts";
import { ecaterixCatalogue } from "./ecaterix.ts";
import { ecomCatalogue } from "./ecom.ts";
import { farmacieCatalogue } from "./farmacie/index.ts";
import { foundationCatalogue } from "./foundation.ts";
import { primebuyCatalogue } from "./primebuy.ts";
import { terenuriCatalogue } from "./terenuri.ts";

/** The demo catalogue of each demo site (one per theme). */
export const demoCatalogues: Partial<Record<ThemeName, CatalogueSeed>> = {
  default: defaultCatalogue,
  ecaterix: ecaterixCatalogue,
  ecom: ecomCatalogue,
  farmacie: farmacieCatalogue,
  foundation: foundationCatalogue,
  primebuy: primebuyCatalogue,
  terenuri: terenuriCatalogue,
};
