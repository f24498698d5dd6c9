import type { AdvertCurrency, AreaUnit } from "@sf/domain";
import type { Locale } from "@sf/i18n";
import { formatNumber, formatPrice, type Translate } from "@sf/i18n";

/**
 * The board's figures as spec section 9 writes them: space thousands, a decimal point, ".00"
 * dropped, the price's currency after it ("28 000 €") and the area with its unit ("12 ari").
 */
export const advertPrice = (amount: number, currency: AdvertCurrency, lang: Locale) =>
  formatPrice(amount, currency, lang);

export const areaUnitLabel = (unit: AreaUnit, t: Translate) =>
  t(unit === "m2" ? "board.unitM2" : unit === "ha" ? "board.unitHa" : "board.unitAri");

export const advertArea = (area: number, unit: AreaUnit, t: Translate) =>
  `${formatNumber(area)} ${areaUnitLabel(unit, t)}`;

/** "1 250 € / ar": the price of one are. */
export const perAre = (amount: number, currency: AdvertCurrency, lang: Locale, t: Translate) =>
  t("board.perAre", { price: formatPrice(amount, currency, lang) });

/** The advert's place, most precise last: "Chișinău, Botanica". */
export const advertPlace = (advert: {
  region: { name: string } | null;
  location: { name: string } | null;
  sector: { name: string } | null;
}) => [advert.location?.name ?? advert.region?.name, advert.sector?.name].filter(Boolean).join(", ");
