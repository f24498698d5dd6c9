import type { ThemeName } from "@sf/themes";
import { defaultShowcase } from "./default.ts";
import { ecaterixShowcase } from "./ecaterix.ts";
import { ecomShowcase } from "./ecom.ts";
import { farmacieShowcase } from "./farmacie.ts";
import { foundationShowcase } from "./foundation.ts";
import { primebuyShowcase } from "./primebuy.ts";
import { terenuriShowcase } from "./terenuri.ts";
import type { ShowcaseSeed } from "./types.ts";

/** Home page blocks, banners, sliders and advantage texts of each demo shop. */
export const demoShowcases: Record<ThemeName, ShowcaseSeed> = {
  default: defaultShowcase,
  ecaterix: ecaterixShowcase,
  ecom: ecomShowcase,
  farmacie: farmacieShowcase,
  foundation: foundationShowcase,
  primebuy: primebuyShowcase,
  terenuri: terenuriShowcase,
};
