/**
 * Theme registry: the seven build-time themes, their variant choices and the demo site each
 * one shows by default. Visual tokens live in `tokens/<theme>.css`.
 */
export const THEMES = [
  "default",
  "ecaterix",
  "foundation",
  "farmacie",
  "ecom",
  "primebuy",
  "terenuri",
] as const;
export type ThemeName = (typeof THEMES)[number];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export type ThemeConfig = {
  name: ThemeName;
  /** Header layout: logo left with inline search, centred logo, or a compact single row. */
  header: "classic" | "centered" | "compact";
  /** Product and category card style. */
  card: "bordered" | "elevated" | "flat";
  /** Navigation bar style. */
  nav: "bar" | "underline" | "pills";
  /** Banner layout on the home page. */
  hero: "carousel" | "split" | "full";
  /** Pharmacy variant (spec: "a pharmacy variant is identified by a global flag"). */
  isPharmacy: boolean;
  /** Caterer variant: the home page points to the meal-plan calculator (spec section 1). */
  mealPlanCalculator?: boolean;
  /**
   * What the site is: a shop (catalogue, cart, checkout) or the land board (adverts, no cart,
   * stock or delivery; decision 0060). Picks the build's routes and the chrome's controls.
   */
  product: "shop" | "board";
};

export const themeConfigs: Record<ThemeName, ThemeConfig> = {
  default: {
    name: "default",
    header: "classic",
    card: "bordered",
    nav: "bar",
    hero: "carousel",
    isPharmacy: false,
    product: "shop",
  },
  ecaterix: {
    name: "ecaterix",
    header: "centered",
    card: "elevated",
    nav: "underline",
    hero: "full",
    isPharmacy: false,
    product: "shop",
    mealPlanCalculator: true,
  },
  foundation: {
    name: "foundation",
    header: "centered",
    card: "flat",
    nav: "underline",
    hero: "split",
    isPharmacy: false,
    product: "shop",
  },
  farmacie: {
    name: "farmacie",
    header: "classic",
    card: "bordered",
    nav: "pills",
    hero: "carousel",
    isPharmacy: true,
    product: "shop",
  },
  ecom: {
    name: "ecom",
    header: "compact",
    card: "elevated",
    nav: "bar",
    hero: "split",
    isPharmacy: false,
    product: "shop",
  },
  primebuy: {
    name: "primebuy",
    header: "classic",
    card: "elevated",
    nav: "bar",
    hero: "carousel",
    isPharmacy: false,
    product: "shop",
  },
  terenuri: {
    name: "terenuri",
    header: "compact",
    card: "flat",
    nav: "pills",
    hero: "full",
    isPharmacy: false,
    product: "board",
  },
};

/** Tokens of the demo sites the seed creates, one per theme. Never use these in production. */
export const demoSiteTokens: Record<ThemeName, string> = {
  default: "826c183ee6ba723402d31d4ca3728531",
  ecaterix: "67ecb9dd2896876193917f78d0936a56",
  foundation: "9e11c36d5a361457be78f8fdcabbfb40",
  farmacie: "ed57ae002b2e9d1d1df1f288843de390",
  ecom: "612deafb75ea21f9ff46c0003fbced3c",
  primebuy: "e1a675255aafa340357223f3b745cd23",
  terenuri: "0f62f5b66b8fb58640e03fea8a49b8fe",
};
