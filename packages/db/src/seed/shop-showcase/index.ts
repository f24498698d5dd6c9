import type { ThemeName } from "@sf/themes";
import { defaultShowcase } from "./default.ts";
import { ecaterixShowcase } from "./ecaterix.ts";
import { ecomShowcase, primebuyShowcase } from "./electronics.ts";
import { farmacieShowcase } from "./farmacie.ts";
import { foundationShowcase } from "./foundation.ts";
import { terenuriShowcase } from "./terenuri.ts";
import type { ShopShowcaseSeed } from "./types.ts";

/** Each demo shop's reviews page, gallery and partners. */
export const demoShopShowcases: Record<ThemeName, ShopShowcaseSeed> = {
  default: defaultShowcase,
  ecaterix: ecaterixShowcase,
  ecom: ecomShowcase,
  farmacie: farmacieShowcase,
  foundation: foundationShowcase,
  primebuy: primebuyShowcase,
  terenuri: terenuriShowcase,
};
