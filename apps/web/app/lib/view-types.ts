import { type ViewTypes, viewTypesOf } from "@sf/domain";
import { themeConfigs } from "@sf/themes";
import { useSite } from "./i18n.ts";

/**
 * What the shop's view types (decision 0042) choose for the header, footer, product cards, home
 * categories and cards' cart buttons, over this build's theme. The components mark their root
 * with the variant (`data-view`); app/view-types.css draws each one, so no page's script grows.
 */
export function useViewTypes(): ViewTypes {
  return viewTypesOf(useSite()?.settings.mainUiInterface, themeConfigs[__THEME__].header);
}
