import { themeConfigs } from "@sf/themes";

/**
 * This build is the land board (decision 0060): the chrome shows no cart, compare or product
 * search, and links to the adverts instead. A constant of the build, so the other build's
 * controls are left out of its bundle.
 */
export const isBoard = themeConfigs[__THEME__].product === "board";
