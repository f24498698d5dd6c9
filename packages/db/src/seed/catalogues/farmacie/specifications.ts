import type { SpecificationSeed } from "../../catalogue-types.ts";
import { COUNTRIES } from "./countries.ts";
import { capital, t } from "./i18n.ts";
import { FORMS } from "./lib.ts";
import { SUBSTANCES } from "./substances.ts";

/** Filters of the catalogue; `key` is the `sp_key` used in filter query strings. */
export const specifications: SpecificationSeed[] = [
  {
    key: "form",
    title: t("Formă", "Форма выпуска", "Форма випуску", "Form"),
    type: "checkbox",
    values: Object.entries(FORMS).map(([key, f]) => ({ key, title: f.title })),
  },
  {
    key: "age",
    title: t("Vârstă", "Возраст", "Вік", "Age"),
    type: "checkbox",
    values: [
      { key: "adults", title: t("Adulți", "Взрослые", "Дорослі", "Adults") },
      { key: "children", title: t("Copii", "Дети", "Діти", "Children") },
      { key: "infants", title: t("Sugari", "Грудные дети", "Немовлята", "Infants") },
    ],
  },
  {
    key: "prescription",
    title: t("Mod de eliberare", "Условия отпуска", "Умови відпуску", "Dispensing"),
    type: "radio",
    values: [
      { key: "otc", title: t("Fără rețetă", "Без рецепта", "Без рецепта", "Over the counter") },
      { key: "rx", title: t("Cu rețetă", "По рецепту", "За рецептом", "Prescription only") },
    ],
  },
  {
    key: "substance",
    title: t("Substanță activă", "Действующее вещество", "Діюча речовина", "Active ingredient"),
    type: "checkbox",
    values: Object.entries(SUBSTANCES).map(([key, name]) => ({ key, title: capital(name) })),
  },
  {
    key: "country",
    title: t("Țara de origine", "Страна производства", "Країна виробництва", "Country of origin"),
    type: "checkbox",
    values: Object.entries(COUNTRIES).map(([key, title]) => ({ key, title })),
  },
  {
    key: "pack",
    title: t("Unități în ambalaj", "Количество в упаковке", "Кількість в упаковці", "Units per pack"),
    type: "radio",
    values: [
      { key: "p1", title: t("1 bucată", "1 штука", "1 штука", "1 unit") },
      { key: "p2-10", title: t("2–10 buc.", "2–10 шт.", "2–10 шт.", "2–10 units") },
      { key: "p11-20", title: t("11–20 buc.", "11–20 шт.", "11–20 шт.", "11–20 units") },
      { key: "p21-30", title: t("21–30 buc.", "21–30 шт.", "21–30 шт.", "21–30 units") },
      { key: "p31-60", title: t("31–60 buc.", "31–60 шт.", "31–60 шт.", "31–60 units") },
      { key: "p61-100", title: t("61–100 buc.", "61–100 шт.", "61–100 шт.", "61–100 units") },
      { key: "p100plus", title: t("Peste 100 buc.", "Более 100 шт.", "Понад 100 шт.", "Over 100 units") },
    ],
  },
  {
    key: "volume",
    title: t("Volum sau greutate", "Объём или вес", "Об’єм або вага", "Volume or weight"),
    type: "radio",
    values: [
      { key: "v50", title: t("Până la 50 ml/g", "До 50 мл/г", "До 50 мл/г", "Up to 50 ml/g") },
      { key: "v150", title: t("51–150 ml/g", "51–150 мл/г", "51–150 мл/г", "51–150 ml/g") },
      { key: "v300", title: t("151–300 ml/g", "151–300 мл/г", "151–300 мл/г", "151–300 ml/g") },
      { key: "v300plus", title: t("Peste 300 ml/g", "Более 300 мл/г", "Понад 300 мл/г", "Over 300 ml/g") },
    ],
  },
  {
    key: "skin",
    title: t("Tip de piele", "Тип кожи", "Тип шкіри", "Skin type"),
    type: "checkbox",
    values: [
      { key: "all", title: t("Toate tipurile", "Все типы", "Усі типи", "All skin types") },
      { key: "normal", title: t("Normală", "Нормальная", "Нормальна", "Normal") },
      { key: "dry", title: t("Uscată", "Сухая", "Суха", "Dry") },
      {
        key: "oily",
        title: t(
          "Grasă și mixtă",
          "Жирная и комбинированная",
          "Жирна та комбінована",
          "Oily and combination",
        ),
      },
      { key: "sensitive", title: t("Sensibilă", "Чувствительная", "Чутлива", "Sensitive") },
      { key: "atopic", title: t("Atopică", "Атопичная", "Атопічна", "Atopic") },
    ],
  },
];
