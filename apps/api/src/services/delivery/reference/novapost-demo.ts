import type { PlaceNames } from "./names.ts";

/**
 * The demo postal carrier's directory: Moldovan cities served by Nova Post, with branches
 * (PostBranch, the spec's "warehouse") and parcel lockers (Postomat, "postmachine"). Invented
 * numbers and addresses on real streets; a shop runs its checkout on it until it has an API key.
 */
export type DemoCity = {
  ref: string;
  names: PlaceNames;
  region: PlaceNames;
  /** The locality of `/base/locality` whose streets the city uses. */
  localityId: number;
};

export type DemoDivision = {
  ref: string;
  cityRef: string;
  category: "PostBranch" | "Postomat";
  /** As the carrier writes it; not always a plain number. */
  number: string | null;
  address: PlaceNames;
};

/** Parcels leave from here (same-city delivery is cheaper). */
export const DEMO_SENDER_CITY = "md-chisinau";

const city = (
  slug: string,
  ro: string,
  ru: string,
  regionRo: string,
  regionRu: string,
  localityId: number,
) => ({
  ref: `md-${slug}`,
  names: { ro, ru },
  region: { ro: regionRo, ru: regionRu },
  localityId,
});

export const DEMO_CITIES: readonly DemoCity[] = [
  city("chisinau", "Chișinău", "Кишинёв", "mun. Chișinău", "мун. Кишинёв", 1),
  city("balti", "Bălți", "Бельцы", "mun. Bălți", "мун. Бельцы", 201),
  city("cahul", "Cahul", "Кагул", "Cahul", "Кагул", 401),
  city("orhei", "Orhei", "Орхей", "Orhei", "Орхей", 1301),
  city("ungheni", "Ungheni", "Унгены", "Ungheni", "Унгены", 1601),
  city("soroca", "Soroca", "Сороки", "Soroca", "Сороки", 1401),
  city("comrat", "Comrat", "Комрат", "UTA Găgăuzia", "АТО Гагаузия", 1701),
  city("hincesti", "Hîncești", "Хынчешты", "Hîncești", "Хынчешты", 1101),
  city("edinet", "Edineț", "Единец", "Edineț", "Единец", 801),
  city("ialoveni", "Ialoveni", "Яловены", "Ialoveni", "Яловены", 1201),
  city("causeni", "Căușeni", "Каушаны", "Căușeni", "Каушаны", 601),
  city("straseni", "Strășeni", "Страшены", "Strășeni", "Страшены", 1501),
];

type Row = [number: string | null, ro: string, ru: string];

function divisions(cityRef: string, category: DemoDivision["category"], rows: Row[]): DemoDivision[] {
  const kind = category === "PostBranch" ? "b" : "p";
  return rows.map(([number, ro, ru], i) => ({
    ref: `${cityRef}-${kind}${i + 1}`,
    cityRef,
    category,
    number,
    address: { ro, ru },
  }));
}

export const DEMO_DIVISIONS: readonly DemoDivision[] = [
  ...divisions("md-chisinau", "PostBranch", [
    ["1", "bd. Ștefan cel Mare și Sfânt 126", "бул. Штефан чел Маре ши Сфынт 126"],
    ["2", "bd. Dacia 47", "бул. Дачия 47"],
    ["3", "bd. Moscova 21", "бул. Москова 21"],
    ["4", "str. Alba Iulia 75", "ул. Алба Юлия 75"],
    ["5", "bd. Mircea cel Bătrân 13", "бул. Мирча чел Бэтрын 13"],
    ["6", "str. Ismail 88", "ул. Измаил 88"],
    ["12", "Calea Ieșilor 10", "Каля Ешилор 10"],
    [
      null,
      "Punct mobil, piața Marii Adunări Naționale",
      "Мобильный пункт, пл. Великого Национального Собрания",
    ],
  ]),
  ...divisions("md-chisinau", "Postomat", [
    ["101", "str. Mihai Eminescu 50, MallDova", "ул. Михай Эминеску 50, MallDova"],
    ["102", "bd. Dacia 53/1", "бул. Дачия 53/1"],
    ["103", "str. Alecu Russo 1", "ул. Алеку Руссо 1"],
    ["104", "bd. Decebal 23", "бул. Дечебал 23"],
  ]),
  ...divisions("md-balti", "PostBranch", [
    ["1", "str. Independenței 2", "ул. Индепенденцей 2"],
    ["2", "str. Decebal 130", "ул. Дечебал 130"],
  ]),
  ...divisions("md-balti", "Postomat", [["101", "str. Ștefan cel Mare 57", "ул. Штефан чел Маре 57"]]),
  ...divisions("md-cahul", "PostBranch", [["1", "str. Republicii 9", "ул. Република 9"]]),
  ...divisions("md-cahul", "Postomat", [["101", "str. Ștefan cel Mare 14", "ул. Штефан чел Маре 14"]]),
  ...divisions("md-orhei", "PostBranch", [["1", "str. Vasile Lupu 33", "ул. Василе Лупу 33"]]),
  ...divisions("md-ungheni", "PostBranch", [["1", "str. Națională 14", "ул. Национальная 14"]]),
  ...divisions("md-soroca", "PostBranch", [["1", "str. Independenței 40", "ул. Индепенденцей 40"]]),
  ...divisions("md-comrat", "PostBranch", [["1", "str. Lenin 176", "ул. Ленина 176"]]),
  ...divisions("md-comrat", "Postomat", [["101", "str. Pobedî 50", "ул. Победы 50"]]),
  ...divisions("md-hincesti", "PostBranch", [["1", "str. Mihalcea Hîncu 120", "ул. Михалча Хынку 120"]]),
  ...divisions("md-edinet", "PostBranch", [["1", "str. Independenței 45", "ул. Индепенденцей 45"]]),
  ...divisions("md-ialoveni", "PostBranch", [
    ["1", "str. Alexandru cel Bun 27", "ул. Александру чел Бун 27"],
  ]),
  ...divisions("md-causeni", "PostBranch", [["1", "str. Tighina 4", "ул. Тигина 4"]]),
  ...divisions("md-straseni", "PostBranch", [["1", "str. Ștefan cel Mare 18", "ул. Штефан чел Маре 18"]]),
];
