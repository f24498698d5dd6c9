import type { ThemeName } from "@sf/themes";
import type { InfoPagesSeed } from "./build.ts";
import { defaultInfoPages } from "./default.ts";
import { ecaterixInfoPages } from "./ecaterix.ts";
import { ecomInfoPages } from "./ecom.ts";
import { farmacieInfoPages } from "./farmacie.ts";
import { foundationInfoPages } from "./foundation.ts";
import { primebuyInfoPages } from "./primebuy.ts";
import { terenuriInfoPages } from "./terenuri.ts";

export type { InfoPagesSeed } from "./build.ts";

/** Each demo shop's information pages (FAQ, order guide, credit, ...), written for what the shop sells. */
export const demoInfoPages: Record<ThemeName, InfoPagesSeed> = {
  default: defaultInfoPages,
  ecaterix: ecaterixInfoPages,
  foundation: foundationInfoPages,
  farmacie: farmacieInfoPages,
  ecom: ecomInfoPages,
  primebuy: primebuyInfoPages,
  terenuri: terenuriInfoPages,
};
