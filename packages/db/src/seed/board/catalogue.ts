import type { Localized } from "../../schema/columns.ts";

/**
 * The land board's demo categories, attributes (typed per category, or for all), complaint
 * reasons and currency rates (lei for one unit, about the National Bank's rates of late 2026).
 */
export type BoardCategorySeed = { slug: string; title: Localized };
export type BoardAttributeSeed = {
  key: string;
  /** null: offered in every category. */
  category: string | null;
  kind: "select" | "multi" | "boolean" | "number";
  title: Localized;
  options?: { key: string; title: Localized }[];
};

export const BOARD_CATEGORIES: BoardCategorySeed[] = [
  { slug: "teren-constructii", title: { ro: "Teren pentru construcții", ru: "Участок под строительство" } },
  { slug: "teren-agricol", title: { ro: "Teren agricol", ru: "Сельхозугодья" } },
  { slug: "livezi", title: { ro: "Livezi", ru: "Сады" } },
  { slug: "vii", title: { ro: "Vii", ru: "Виноградники" } },
  { slug: "case", title: { ro: "Case cu teren", ru: "Дома с участком" } },
];

const option = (key: string, ro: string, ru: string) => ({ key, title: { ro, ru } });

export const BOARD_ATTRIBUTES: BoardAttributeSeed[] = [
  {
    key: "utilities",
    category: null,
    kind: "multi",
    title: { ro: "Utilități", ru: "Коммуникации" },
    options: [
      option("electricity", "Electricitate", "Электричество"),
      option("water", "Apeduct", "Водопровод"),
      option("gas", "Gaz", "Газ"),
      option("sewerage", "Canalizare", "Канализация"),
    ],
  },
  {
    key: "access_road",
    category: null,
    kind: "select",
    title: { ro: "Drum de acces", ru: "Подъездная дорога" },
    options: [
      option("asphalt", "Asfalt", "Асфальт"),
      option("gravel", "Pietriș", "Гравий"),
      option("dirt", "Drum de pământ", "Грунтовая"),
    ],
  },
  {
    key: "land_use",
    category: "teren-agricol",
    kind: "select",
    title: { ro: "Destinația terenului", ru: "Назначение земли" },
    options: [
      option("arable", "Arabil", "Пахотная"),
      option("pasture", "Pășune", "Пастбище"),
      option("hayfield", "Fâneață", "Сенокос"),
    ],
  },
  {
    key: "irrigation",
    category: "teren-agricol",
    kind: "boolean",
    title: { ro: "Sistem de irigare", ru: "Система орошения" },
  },
  {
    key: "trees",
    category: "livezi",
    kind: "number",
    title: { ro: "Număr de pomi", ru: "Количество деревьев" },
  },
  {
    key: "grape_variety",
    category: "vii",
    kind: "multi",
    title: { ro: "Soiuri de struguri", ru: "Сорта винограда" },
    options: [
      option("feteasca-neagra", "Fetească Neagră", "Фетяска Нягрэ"),
      option("rara-neagra", "Rara Neagră", "Рара Нягрэ"),
      option("cabernet", "Cabernet Sauvignon", "Каберне Совиньон"),
      option("moldova", "Moldova (masă)", "Молдова (столовый)"),
    ],
  },
  {
    key: "rooms",
    category: "case",
    kind: "number",
    title: { ro: "Camere", ru: "Комнаты" },
  },
  {
    key: "red_line",
    category: "teren-constructii",
    kind: "boolean",
    title: { ro: "La linia roșie", ru: "На красной линии" },
  },
];

export const COMPLAINT_CATEGORIES: { key: string; title: Localized }[] = [
  { key: "sold", title: { ro: "Terenul e deja vândut", ru: "Участок уже продан" } },
  { key: "wrong-price", title: { ro: "Preț sau suprafață greșită", ru: "Неверная цена или площадь" } },
  { key: "fraud", title: { ro: "Fraudă sau înșelăciune", ru: "Мошенничество" } },
  { key: "duplicate", title: { ro: "Anunț duplicat", ru: "Дубликат объявления" } },
  { key: "offensive", title: { ro: "Conținut ofensator", ru: "Оскорбительное содержание" } },
  { key: "other", title: { ro: "Altceva", ru: "Другое" } },
];

export const BOARD_RATES = { EUR: 19.45, USD: 17.62 } as const;
