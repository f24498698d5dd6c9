import type { Localized } from "../../schema.ts";

/** Region names the Moldovan demo shops list their partners under. */
export const REGION: Record<"chisinau" | "north" | "south" | "iasi" | "bucharest", Localized> = {
  chisinau: { ro: "Chișinău", ru: "Кишинёв", uk: "Кишинів", en: "Chișinău" },
  north: { ro: "Nordul Moldovei", ru: "Север Молдовы", uk: "Північ Молдови", en: "Northern Moldova" },
  south: { ro: "Sudul Moldovei", ru: "Юг Молдовы", uk: "Південь Молдови", en: "Southern Moldova" },
  iasi: { ro: "Iași", ru: "Яссы", uk: "Ясси", en: "Iași" },
  bucharest: { ro: "București", ru: "Бухарест", uk: "Бухарест", en: "Bucharest" },
};

/** Captions shared by the albums of several shops. */
export const CAPTION = {
  storeFront: {
    ro: "Intrarea în magazin",
    ru: "Вход в магазин",
    uk: "Вхід до магазину",
    en: "The shop's entrance",
  },
  hall: { ro: "Sala de vânzări", ru: "Торговый зал", uk: "Торговельна зала", en: "The sales floor" },
  team: { ro: "Echipa noastră", ru: "Наша команда", uk: "Наша команда", en: "Our team" },
  warehouse: { ro: "Depozitul", ru: "Склад", uk: "Склад", en: "The warehouse" },
  delivery: {
    ro: "Livrarea comenzilor",
    ru: "Доставка заказов",
    uk: "Доставка замовлень",
    en: "Delivering orders",
  },
  opening: { ro: "Ziua deschiderii", ru: "День открытия", uk: "День відкриття", en: "Opening day" },
} satisfies Record<string, Localized>;
