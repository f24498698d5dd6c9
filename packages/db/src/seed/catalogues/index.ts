import type { ThemeName } from "@sf/themes";
import type { CatalogueSeed } from "../catalogue-types.ts";
import { terenuriCatalogue } from "./terenuri.ts";

/** The demo catalogue of each demo site (one per theme). */
export const demoCatalogues: Partial<Record<ThemeName, CatalogueSeed>> = {
  terenuri: terenuriCatalogue,
};
