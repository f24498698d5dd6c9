import { type L, t } from "./i18n.ts";

/** Countries of origin (values of the "country" specification). */
export const COUNTRIES = {
  moldova: t("Republica Moldova", "Молдова", "Молдова", "Moldova"),
  romania: t("România", "Румыния", "Румунія", "Romania"),
  germany: t("Germania", "Германия", "Німеччина", "Germany"),
  france: t("Franța", "Франция", "Франція", "France"),
  switzerland: t("Elveția", "Швейцария", "Швейцарія", "Switzerland"),
  slovenia: t("Slovenia", "Словения", "Словенія", "Slovenia"),
  hungary: t("Ungaria", "Венгрия", "Угорщина", "Hungary"),
  poland: t("Polonia", "Польша", "Польща", "Poland"),
  czechia: t("Cehia", "Чехия", "Чехія", "Czechia"),
  bulgaria: t("Bulgaria", "Болгария", "Болгарія", "Bulgaria"),
  croatia: t("Croația", "Хорватия", "Хорватія", "Croatia"),
  italy: t("Italia", "Италия", "Італія", "Italy"),
  spain: t("Spania", "Испания", "Іспанія", "Spain"),
  austria: t("Austria", "Австрия", "Австрія", "Austria"),
  netherlands: t("Țările de Jos", "Нидерланды", "Нідерланди", "Netherlands"),
  belgium: t("Belgia", "Бельгия", "Бельгія", "Belgium"),
  denmark: t("Danemarca", "Дания", "Данія", "Denmark"),
  sweden: t("Suedia", "Швеция", "Швеція", "Sweden"),
  norway: t("Norvegia", "Норвегия", "Норвегія", "Norway"),
  finland: t("Finlanda", "Финляндия", "Фінляндія", "Finland"),
  ireland: t("Irlanda", "Ирландия", "Ірландія", "Ireland"),
  uk: t("Regatul Unit", "Великобритания", "Велика Британія", "United Kingdom"),
  israel: t("Israel", "Израиль", "Ізраїль", "Israel"),
  india: t("India", "Индия", "Індія", "India"),
  japan: t("Japonia", "Япония", "Японія", "Japan"),
  china: t("China", "Китай", "Китай", "China"),
  usa: t("SUA", "США", "США", "USA"),
} satisfies Record<string, L>;

export type CountryKey = keyof typeof COUNTRIES;
