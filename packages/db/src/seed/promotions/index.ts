import type { ThemeName } from "@sf/themes";
import { defaultPromotions } from "./default.ts";
import { ecaterixPromotions } from "./ecaterix.ts";
import { ecomPromotions } from "./ecom.ts";
import { farmaciePromotions } from "./farmacie.ts";
import { foundationPromotions } from "./foundation.ts";
import { primebuyPromotions } from "./primebuy.ts";
import { terenuriPromotions } from "./terenuri.ts";
import type { PromotionSeed } from "./types.ts";

/** Each demo shop's special offers: a few current ones and one that has ended (hidden). */
export const demoPromotions: Record<ThemeName, PromotionSeed[]> = {
  default: defaultPromotions,
  ecaterix: ecaterixPromotions,
  ecom: ecomPromotions,
  farmacie: farmaciePromotions,
  foundation: foundationPromotions,
  primebuy: primebuyPromotions,
  terenuri: terenuriPromotions,
};
