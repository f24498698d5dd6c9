import type { ThemeName } from "@sf/themes";
import { defaultArticles } from "./default.ts";
import { ecaterixArticles } from "./ecaterix.ts";
import { electronicsArticles } from "./electronics.ts";
import { farmacieArticles } from "./farmacie.ts";
import { foundationArticles } from "./foundation.ts";
import { terenuriArticles } from "./terenuri.ts";
import type { ArticleSetSeed } from "./types.ts";

/** Each demo shop's articles; the electronics shops share their buying guides. */
export const demoArticles: Record<ThemeName, ArticleSetSeed> = {
  default: defaultArticles,
  ecaterix: ecaterixArticles,
  ecom: electronicsArticles,
  farmacie: farmacieArticles,
  foundation: foundationArticles,
  primebuy: electronicsArticles,
  terenuri: terenuriArticles,
};
