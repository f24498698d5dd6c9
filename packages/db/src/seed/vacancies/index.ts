import type { ThemeName } from "@sf/themes";
import { defaultVacancies } from "./default.ts";
import { ecaterixVacancies } from "./ecaterix.ts";
import { ecomVacancies, primebuyVacancies } from "./electronics.ts";
import { farmacieVacancies } from "./farmacie.ts";
import { foundationVacancies } from "./foundation.ts";
import { terenuriVacancies } from "./terenuri.ts";
import type { VacancySeed } from "./types.ts";

/** Each demo shop's open vacancies; the caterer hires the most. */
export const demoVacancies: Record<ThemeName, VacancySeed[]> = {
  default: defaultVacancies,
  ecaterix: ecaterixVacancies,
  ecom: ecomVacancies,
  farmacie: farmacieVacancies,
  foundation: foundationVacancies,
  primebuy: primebuyVacancies,
  terenuri: terenuriVacancies,
};
